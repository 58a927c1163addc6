import type { OrderLanguage } from '../../../shared/api/orders';
import type { ProofFacts } from '../../../shared/api/proof-facts';
import { catalogueText } from '../../../shared/i18n/catalogue-text';
import { PRODUCTS, type StickerSpec, stickerLabelKey } from '../../../shared/sticker';
import type { MailAttachment } from '../../providers/mail/types';

/** One order line as its confirmation mail shows it: the options, the proof approved (PNG bytes) and its facts. */
export interface ProofMailLine {
  options: StickerSpec;
  quantity: number;
  proof: Buffer | null;
  facts: ProofFacts | null;
}

const CM_PER_IN = 2.54;
const LOCALE: Record<OrderLanguage, string> = { en: 'en-CA', zh: 'zh-CN' };

function size(widthIn: number, heightIn: number, unit: 'in' | 'cm', language: OrderLanguage) {
  const f = new Intl.NumberFormat(LOCALE[language], { maximumFractionDigits: 2, useGrouping: false });
  const k = unit === 'cm' ? CM_PER_IN : 1;
  return `${f.format(widthIn * k)} × ${f.format(heightIn * k)} ${unit}`;
}

/** The facts a proof says beside its picture, as text lines: the size as cut (in and cm), the material or vinyl colour, the warnings. */
export function proofFactLines(line: ProofMailLine, language: OrderLanguage): string[] {
  const t = (key: string, values?: Record<string, string | number>) => catalogueText(language, key, values);
  const { options, facts } = line;
  const lines: string[] = [];
  if (facts) lines.push(t('cart.proof.asCut', { inches: size(facts.widthIn, facts.heightIn, 'in', language), cm: size(facts.widthIn, facts.heightIn, 'cm', language) }));
  lines.push(
    PRODUCTS[options.product].made === 'vinyl' && options.vinylColour
      ? t('cart.proof.vinyl', { colour: t(stickerLabelKey.colour(options.vinylColour)) })
      : t('cart.proof.material', { material: t(stickerLabelKey.material(options.material)) }),
  );
  if (!facts) return lines;
  const dropped = facts.marks.filter((m) => m.kind === 'dropped').length;
  const thin = facts.marks.filter((m) => m.kind === 'thin').length;
  if (facts.fallsApart) lines.push(t('cart.proof.fallsApart', { count: facts.pieces }));
  if (dropped) lines.push(t('cart.proof.dropped', { count: dropped }));
  if (thin) lines.push(t('cart.proof.thin', { count: thin }));
  return lines;
}

const proofCid = (index: number) => `proof-${index + 1}@sticker-studio`;

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A text line as HTML: escaped, with its web addresses as links. */
export const escapedWithLinks = (line: string) =>
  line
    .split(/(https?:\/\/[^\s<>"']+)/)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');

/**
 * Each line's proof and facts for the confirmation mail: text lines, an HTML part with the proofs
 * embedded (attached by Content-ID, as proofs are private files a mail cannot link), and the attachments.
 */
export function proofMailParts(lines: ProofMailLine[], language: OrderLanguage): { text: string[]; html: string; attachments: MailAttachment[] } {
  const text: string[] = [];
  const html: string[] = [];
  const attachments: MailAttachment[] = [];
  lines.forEach((line, i) => {
    const heading = catalogueText(language, 'orders.mailLine', {
      n: i + 1,
      product: catalogueText(language, stickerLabelKey.product(line.options.product)),
      quantity: line.quantity,
    });
    const facts = proofFactLines(line, language);
    text.push('', heading, ...facts.map((f) => `  ${f}`));
    const image = line.proof ? `<img src="cid:${proofCid(i)}" alt="${escapeHtml(heading)}" width="240" style="display:block;max-width:100%;height:auto">` : '';
    html.push(`<h3>${escapeHtml(heading)}</h3>${image}<ul>${facts.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`);
    if (line.proof) attachments.push({ filename: `proof-${i + 1}.png`, contentType: 'image/png', content: line.proof, cid: proofCid(i) });
  });
  return { text, html: html.join('\n'), attachments };
}
