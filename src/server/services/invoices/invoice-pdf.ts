import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { formatMoney, money } from '../../../shared/money';
import type { InvoiceDocument } from './invoice';

/**
 * Draws an invoice on one US Letter page with the standard Helvetica fonts (no font file to embed,
 * nothing to load). Those fonts carry Latin-1 and the French accents; a character they lack (a name in
 * Chinese) prints as "?", so the invoice never fails to render — decision 89.
 */

const PAGE = { width: 612, height: 792 };
const MARGIN = 54;
const INK = rgb(0.1, 0.1, 0.12);
const GREY = rgb(0.42, 0.42, 0.46);
const RULE = rgb(0.82, 0.82, 0.85);
/** Lines that still fit above the totals on one page; more are summed into the last one shown. */
const MAX_LINES = 24;

const day = (date: Date) => date.toLocaleDateString('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'America/Toronto' });

/** The text with every character the font cannot draw replaced (pdf-lib throws on them). */
function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.replace(/[\u2013\u2014]/g, '-')].map((ch) => (supported.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('');
}

class Pen {
  y = PAGE.height - MARGIN;
  constructor(
    private readonly page: PDFPage,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {}

  text(value: string, x: number, options: { size?: number; bold?: boolean; colour?: typeof INK; alignRight?: boolean; y?: number } = {}) {
    const font = options.bold ? this.bold : this.regular;
    const size = options.size ?? 10;
    const safe = printable(font, value);
    const width = font.widthOfTextAtSize(safe, size);
    this.page.drawText(safe, { x: options.alignRight ? x - width : x, y: options.y ?? this.y, size, font, color: options.colour ?? INK });
  }

  rule() {
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: PAGE.width - MARGIN, y: this.y }, thickness: 0.75, color: RULE });
  }

  down(points: number) {
    this.y -= points;
  }

  /** Cuts a long description to the width it has. */
  fit(value: string, width: number, size = 10): string {
    let safe = printable(this.regular, value);
    while (safe.length > 3 && this.regular.widthOfTextAtSize(safe, size) > width) safe = `${safe.slice(0, -4)}...`;
    return safe;
  }
}

export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${invoice.number}`);
  pdf.setAuthor(invoice.seller.name);
  pdf.setCreationDate(invoice.issuedOn);
  pdf.setModificationDate(invoice.issuedOn);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const pen = new Pen(page, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));
  const right = PAGE.width - MARGIN;
  const amount = (cents: number) => formatMoney(money(cents, invoice.currency), 'en-CA');

  // The seller, with its registration numbers (what makes the tax claimable).
  pen.text(invoice.seller.name, MARGIN, { size: 20, bold: true });
  pen.text(invoice.paid ? 'INVOICE' : 'INVOICE (UNPAID)', right, { size: 16, bold: true, alignRight: true });
  pen.down(18);
  pen.text(invoice.seller.website, MARGIN, { colour: GREY });
  pen.text(`Invoice no. ${invoice.number}`, right, { alignRight: true });
  pen.down(14);
  if (invoice.seller.gstHstNumber) pen.text(`GST/HST registration no. ${invoice.seller.gstHstNumber}`, MARGIN, { colour: GREY });
  pen.text(`Date: ${day(invoice.issuedOn)}`, right, { alignRight: true });
  pen.down(14);
  if (invoice.seller.qstNumber) pen.text(`QST registration no. ${invoice.seller.qstNumber}`, MARGIN, { colour: GREY });
  pen.text(invoice.subject, right, { alignRight: true });
  pen.down(30);

  // The customer.
  const top = pen.y;
  pen.text('Bill to', MARGIN, { bold: true });
  pen.down(14);
  for (const line of [invoice.billTo.name, invoice.billTo.email].filter((l): l is string => !!l)) {
    pen.text(line, MARGIN);
    pen.down(13);
  }
  if (invoice.shipTo) {
    const column = PAGE.width / 2;
    let y = top;
    pen.text('Ship to', column, { bold: true, y });
    for (const line of invoice.shipTo) {
      y -= 13;
      pen.text(line, column, { y: y - 1 });
    }
    pen.y = Math.min(pen.y, y - 13);
  }
  pen.down(16);

  // The lines.
  const qtyX = right - 110;
  pen.text('Description', MARGIN, { bold: true });
  pen.text('Qty', qtyX, { bold: true, alignRight: true });
  pen.text('Amount', right, { bold: true, alignRight: true });
  pen.down(6);
  pen.rule();
  pen.down(14);
  const shown = invoice.lines.length > MAX_LINES ? invoice.lines.slice(0, MAX_LINES - 1) : invoice.lines;
  const rest = invoice.lines.slice(shown.length);
  const rows = rest.length
    ? [...shown, { description: `${rest.length} more lines`, quantity: rest.reduce((n, l) => n + l.quantity, 0), amountCents: rest.reduce((n, l) => n + l.amountCents, 0) }]
    : shown;
  for (const row of rows) {
    pen.text(pen.fit(row.description, qtyX - MARGIN - 50), MARGIN);
    pen.text(row.quantity.toLocaleString('en-CA'), qtyX, { alignRight: true });
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
  total('Subtotal', invoice.subtotalCents);
  if (invoice.shipping) total(invoice.shipping.label, invoice.shipping.amountCents);
  for (const tax of invoice.taxLines) total(tax.label, tax.amountCents);
  if (!invoice.taxLines.length) total('Tax', 0);
  total(`Total (${invoice.currency})`, invoice.totalCents, true);
  if (invoice.paid) total('Amount paid', invoice.totalCents);
  if (invoice.refundedCents > 0) total('Refunded', -invoice.refundedCents);
  pen.down(20);
  pen.text(`Amounts in ${invoice.currency === 'CAD' ? 'Canadian dollars' : invoice.currency}. Thank you for your order.`, MARGIN, { colour: GREY, size: 9 });
  return pdf.save();
}
