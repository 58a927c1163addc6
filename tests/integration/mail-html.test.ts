import { type DefaultTreeAdapterMap, parse } from 'parse5';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BrandedMail } from '../../src/server/providers/mail/branded';
import type { MailBrand } from '../../src/server/providers/mail/html/brand';
import { renderMailHtml } from '../../src/server/providers/mail/html/render';
import type { MailMessage, MailPort } from '../../src/server/providers/mail/types';
import { confirmationWithProof, mailSamples, orderMail, SAMPLE_PUBLIC_URL } from '../setup/mail-samples';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const BRAND: MailBrand = { publicUrl: SAMPLE_PUBLIC_URL, postalAddress: 'Sticker Studio, 1 Test Street, Toronto, ON, Canada' };
/** The only links allowed off the shop's site: a carrier's tracking page. */
const CARRIER_HOSTS = ['www.ups.com', 'www.canadapost-postescanada.ca', 'www.fedex.com', 'tools.usps.com', 'www.purolator.com', 'www.dhl.com'];

/** The doctype react-email writes: XHTML 1.0 Transitional, which mail clients expect (HTML5 calls it legacy). */
const MAIL_DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** Parses as a browser would, collecting every parse error but the mail doctype's (a well-formed document has none). */
function parseStrict(html: string) {
  const errors: string[] = [];
  expect(html.startsWith(MAIL_DOCTYPE)).toBe(true);
  const document = parse(html, { onParseError: (e) => e.code !== 'non-conforming-doctype' && errors.push(e.code) });
  return { document, errors };
}

function* walk(node: Node): Generator<Node> {
  yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* walk(child);
  if (node.nodeName === 'template') yield* walk((node as DefaultTreeAdapterMap['template']).content);
}

const elements = (root: Node) => [...walk(root)].filter((n): n is Element => 'tagName' in n);
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const textOf = (root: Node, separator = ' ') =>
  [...walk(root)]
    .filter((n): n is DefaultTreeAdapterMap['textNode'] => n.nodeName === '#text')
    .map((n) => n.value)
    .join(separator);

describe('every e-mail in the shop layout', () => {
  const samples = mailSamples();

  it('covers both languages', () => {
    expect(samples.some((s) => s.message.layout?.language === 'zh')).toBe(true);
    expect(samples.some((s) => s.message.layout?.language === 'en')).toBe(true);
  });

  it.each(samples.map((s) => [s.name, s.message] as const))('%s: well-formed, placeholders resolved, absolute links to the site, the footer', async (_name, message) => {
    const html = await renderMailHtml(message, BRAND);
    const { document, errors } = parseStrict(html);
    expect(errors).toEqual([]);
    const all = elements(document);
    const text = textOf(document);
    expect(text).not.toMatch(/\$\{|\{\{|\}\}|undefined|\bnull\b|NaN|\[object Object\]/);
    // The mail's whole text is in the HTML part (its words, in its language).
    const squeezed = (s: string) => s.replace(/\s+/g, '');
    const body = squeezed(textOf(document, ''));
    if (!message.html) for (const line of message.text.split('\n')) expect(body).toContain(squeezed(line));
    const html5 = all.find((e) => e.tagName === 'html');
    expect(attr(html5 as Element, 'lang')).toBe(message.layout?.language === 'zh' ? 'zh-CN' : 'en');
    const links = all.filter((e) => e.tagName === 'a').map((a) => attr(a, 'href') ?? '');
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) {
      const url = new URL(href);
      if (!CARRIER_HOSTS.includes(url.host)) expect(href.startsWith(`${SAMPLE_PUBLIC_URL}/`) || href === SAMPLE_PUBLIC_URL).toBe(true);
    }
    expect(all.some((e) => e.tagName === 'script')).toBe(false);
    // Tables lay it out (what Outlook and Gmail read); styles are inline, with no stylesheet links.
    expect(all.some((e) => e.tagName === 'table')).toBe(true);
    expect(all.some((e) => e.tagName === 'link')).toBe(false);
    expect(text).toContain(BRAND.postalAddress);
    const unsubscribe = message.layout?.unsubscribeUrl;
    if (unsubscribe) expect(links).toContain(unsubscribe);
  });

  it('the newsletter and notifications carry an unsubscribe link; a receipt does not', () => {
    const byName = new Map(samples.map((s) => [s.name, s.message]));
    expect(byName.get('newsletter-issue')?.layout?.unsubscribeUrl).toBe(`${SAMPLE_PUBLIC_URL}/newsletter?unsubscribe=tok`);
    expect(byName.get('notification')?.layout?.unsubscribeUrl).toBe(`${SAMPLE_PUBLIC_URL}/community-profile#notifications`);
    expect(byName.get('order-paid-en')?.layout?.unsubscribeUrl).toBeUndefined();
  });

  it('a customer name with markup is text, never markup (made from text and in the confirmation’s own HTML)', async () => {
    const name = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const proof = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#ff00ff' } })
      .png()
      .toBuffer();
    for (const message of [orderMail('en', 'shipped', { name }), confirmationWithProof('zh', proof, name)]) {
      const html = await renderMailHtml(message, BRAND);
      const { document, errors } = parseStrict(html);
      expect(errors).toEqual([]);
      const all = elements(document);
      expect(all.some((e) => e.tagName === 'script')).toBe(false);
      expect(all.some((e) => e.tagName === 'img' && attr(e, 'src') === 'x')).toBe(false);
      expect(textOf(document)).toContain('<script>alert(1)</script>');
    }
  });

  it('keeps the confirmation’s proof image by Content-ID and its attachments', async () => {
    const proof = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#ff00ff' } })
      .png()
      .toBuffer();
    const sent: MailMessage[] = [];
    const inner: MailPort = { kind: 'outbox', send: async (m) => void sent.push(m) };
    await new BrandedMail(inner, BRAND).send(confirmationWithProof('en', proof));
    const [message] = sent;
    expect(message.subject).toBe('Order 0A1B2C3D confirmed');
    expect(message.text).toContain('Line 1: Die-cut stickers, 50 pcs');
    expect(message.html).toContain('src="cid:proof-1@sticker-studio"');
    expect(message.attachments?.map((a) => a.filename)).toEqual(['proof-1.png', 'invoice-0A1B2C3D.pdf']);
    expect(message).not.toHaveProperty('layout');
  });
});
