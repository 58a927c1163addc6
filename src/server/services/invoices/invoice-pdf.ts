import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import { formatMoney, money } from '../../../shared/money';
import type { InvoiceDocument } from './invoice';
import { embedInvoiceFonts, type InvoiceFonts } from './invoice-fonts';
import { INVOICE_LABELS } from './invoice-labels';

/**
 * Draws an invoice on one US Letter page, its labels in the invoice's language. Latin text is set in
 * Helvetica, Chinese in the embedded Noto Sans SC subset (invoice-fonts.ts); a character neither has
 * prints as "?", so the invoice never fails to render.
 */

const PAGE = { width: 612, height: 792 };
const MARGIN = 54;
const INK = rgb(0.1, 0.1, 0.12);
const GREY = rgb(0.42, 0.42, 0.46);
const RULE = rgb(0.82, 0.82, 0.85);
/** Lines that still fit above the totals on one page; more are summed into the last one shown. */
const MAX_LINES = 24;

/** Every text of the invoice itself (names, address, lines), to know which fonts it needs. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object' && !(value instanceof Date)) return Object.values(value).flatMap(textsOf);
  return [];
}

class Pen {
  y = PAGE.height - MARGIN;
  constructor(
    private readonly page: PDFPage,
    private readonly fonts: InvoiceFonts,
  ) {}

  text(value: string, x: number, options: { size?: number; bold?: boolean; colour?: typeof INK; alignRight?: boolean; y?: number } = {}) {
    const { font, text } = this.fonts.pick(value, options.bold);
    const size = options.size ?? 10;
    const width = font.widthOfTextAtSize(text, size);
    this.page.drawText(text, { x: options.alignRight ? x - width : x, y: options.y ?? this.y, size, font, color: options.colour ?? INK });
  }

  rule() {
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: PAGE.width - MARGIN, y: this.y }, thickness: 0.75, color: RULE });
  }

  down(points: number) {
    this.y -= points;
  }

  /** Cuts a long description to the width it has. */
  fit(value: string, width: number, size = 10): string {
    const { font, text } = this.fonts.pick(value);
    let chars = [...text];
    while (chars.length > 3 && font.widthOfTextAtSize(chars.join(''), size) > width) chars = [...chars.slice(0, -4), '.', '.', '.'];
    return chars.join('');
  }
}

export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${invoice.number}`);
  pdf.setAuthor(invoice.seller.name);
  pdf.setCreationDate(invoice.issuedOn);
  pdf.setModificationDate(invoice.issuedOn);
  const labels = INVOICE_LABELS[invoice.language];
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const pen = new Pen(page, await embedInvoiceFonts(pdf, [labels.title, ...textsOf(invoice)]));
  const right = PAGE.width - MARGIN;
  const amount = (cents: number) => formatMoney(money(cents, invoice.currency), labels.locale);
  const day = (date: Date) => date.toLocaleDateString(labels.locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'America/Toronto' });

  // The seller, with its registration numbers (what makes the tax claimable).
  pen.text(invoice.seller.name, MARGIN, { size: 20, bold: true });
  pen.text(invoice.paid ? labels.title : labels.titleUnpaid, right, { size: 16, bold: true, alignRight: true });
  pen.down(18);
  pen.text(invoice.seller.website, MARGIN, { colour: GREY });
  pen.text(labels.invoiceNo(invoice.number), right, { alignRight: true });
  pen.down(14);
  if (invoice.seller.gstHstNumber) pen.text(labels.gstHstNumber(invoice.seller.gstHstNumber), MARGIN, { colour: GREY });
  pen.text(labels.date(day(invoice.issuedOn)), right, { alignRight: true });
  pen.down(14);
  if (invoice.seller.qstNumber) pen.text(labels.qstNumber(invoice.seller.qstNumber), MARGIN, { colour: GREY });
  pen.text(invoice.subject, right, { alignRight: true });
  pen.down(30);

  // The customer.
  const top = pen.y;
  pen.text(labels.billTo, MARGIN, { bold: true });
  pen.down(14);
  for (const line of [invoice.billTo.name, invoice.billTo.email].filter((l): l is string => !!l)) {
    pen.text(line, MARGIN);
    pen.down(13);
  }
  if (invoice.shipTo) {
    const column = PAGE.width / 2;
    let y = top;
    pen.text(labels.shipTo, column, { bold: true, y });
    for (const line of invoice.shipTo) {
      y -= 13;
      pen.text(line, column, { y: y - 1 });
    }
    pen.y = Math.min(pen.y, y - 13);
  }
  pen.down(16);

  // The lines.
  const qtyX = right - 110;
  pen.text(labels.description, MARGIN, { bold: true });
  pen.text(labels.quantity, qtyX, { bold: true, alignRight: true });
  pen.text(labels.amount, right, { bold: true, alignRight: true });
  pen.down(6);
  pen.rule();
  pen.down(14);
  const shown = invoice.lines.length > MAX_LINES ? invoice.lines.slice(0, MAX_LINES - 1) : invoice.lines;
  const rest = invoice.lines.slice(shown.length);
  const rows = rest.length
    ? [...shown, { description: labels.moreLines(rest.length), quantity: rest.reduce((n, l) => n + l.quantity, 0), amountCents: rest.reduce((n, l) => n + l.amountCents, 0) }]
    : shown;
  for (const row of rows) {
    pen.text(pen.fit(row.description, qtyX - MARGIN - 50), MARGIN);
    pen.text(row.quantity.toLocaleString(labels.locale), qtyX, { alignRight: true });
    pen.text(amount(row.amountCents), right, { alignRight: true });
    pen.down(15);
  }
  pen.rule();
  pen.down(16);

  // The totals: subtotal, shipping, each tax as charged, total.
  const labelX = right - 120;
  const total = (label: string, cents: number, bold = false) => {
    pen.text(label, labelX, { alignRight: true, bold });
    pen.text(amount(cents), right, { alignRight: true, bold });
    pen.down(15);
  };
  total(labels.subtotal, invoice.subtotalCents);
  if (invoice.shipping) total(invoice.shipping.label, invoice.shipping.amountCents);
  for (const tax of invoice.taxLines) total(tax.label, tax.amountCents);
  if (!invoice.taxLines.length) total(labels.tax, 0);
  total(labels.total(invoice.currency), invoice.totalCents, true);
  if (invoice.paid) total(labels.amountPaid, invoice.totalCents);
  if (invoice.refundedCents > 0) total(labels.refunded, -invoice.refundedCents);
  pen.down(20);
  pen.text(labels.footer(invoice.currency), MARGIN, { colour: GREY, size: 9 });
  return pdf.save();
}
