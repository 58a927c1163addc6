import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import zlib from 'node:zlib';
import { create, type Font } from 'fontkit';
import { PDFDict, PDFDocument, PDFName, type PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../../tests/setup/pdf-text';
import type { StickerOptions } from '../../../shared/sticker';
import type { itemsOf, OrderRow } from '../orders/read';
import { renderInvoicePdf } from './invoice-pdf';
import { orderInvoice } from './order-invoice';
import { type PurchaseReceipt, purchaseInvoice } from './purchase-receipts';

const has = (tool: string) => {
  try {
    execFileSync('which', [tool]);
    return true;
  } catch {
    return false;
  }
};

const options: StickerOptions = { product: 'die-cut', widthIn: 3, heightIn: 3, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 50 };

/** A paid order as the database stores it, with only what an invoice reads. */
function order(language: 'en' | 'zh', address: OrderRow['shippingAddress']): OrderRow {
  return {
    id: '1a2b3c4d-0000-4000-8000-000000000001',
    language,
    currency: 'CAD',
    paidAt: new Date('2026-11-20T15:00:00Z'),
    shippingAddress: address,
    shippingMethod: 'standard',
    subtotalCents: 4900,
    shippingCents: 500,
    taxLines: [{ code: 'HST', label: 'HST ON 13 %', rateBasisPoints: 1300, amountCents: 702 }],
    totalCents: 6102,
    refundedCents: 0,
  } as OrderRow;
}

const items = () => [{ options, quantity: 50, lineCents: 4900 }] as unknown as Awaited<ReturnType<typeof itemsOf>>;
const settings = { gstHstNumber: '123456789 RT0001', qstNumber: null };

const chineseAddress = { name: '王小明', line1: '北京路 88 号 1205 室', city: '多伦多', region: 'ON', postalCode: 'M5V 2T6', country: 'CA' } as OrderRow['shippingAddress'];
const englishAddress = { name: 'Alice Maple', line1: '1 Front St W', city: 'Toronto', region: 'ON', postalCode: 'M5V 2T6', country: 'CA' } as OrderRow['shippingAddress'];

const render = (language: 'en' | 'zh', address: OrderRow['shippingAddress'], name: string) =>
  renderInvoicePdf(orderInvoice(order(language, address), items(), { name, email: 'buyer@example.com' }, settings, 'https://stickers.example'));

describe('the PDF invoice', () => {
  it('prints a Chinese customer, address and line with Chinese labels, for an order placed in Chinese', async () => {
    const text = await pdfText(await render('zh', chineseAddress, '王小明'));
    for (const expected of [
      '王小明',
      '北京路 88 号 1205 室',
      '多伦多',
      '加拿大',
      '发票',
      '付款人',
      '收货地址',
      '项目',
      '数量',
      '金额',
      '小计',
      '运费（标准）',
      '合计（CAD）',
      '已付金额',
      '订单 1A2B3C4D',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('SS-1A2B3C4D');
    expect(text).toContain('123456789 RT0001');
    expect(text).toContain('HST ON 13 %');
    expect(text).not.toContain('?');
  });

  it('keeps an English invoice as it was: English labels in Helvetica, no embedded font', async () => {
    const bytes = await render('en', englishAddress, 'Alice Maple');
    const text = await pdfText(bytes);
    for (const expected of [
      'INVOICE',
      'Invoice no. SS-1A2B3C4D',
      'Date: November 20, 2026',
      'Order 1A2B3C4D',
      'GST/HST registration no. 123456789 RT0001',
      'Bill to',
      'Ship to',
      'Alice Maple',
      'Canada',
      'Description',
      'Qty',
      'Amount',
      'Subtotal',
      'Shipping (standard)',
      'HST ON 13 %',
      'Total (CAD)',
      'Amount paid',
      'CAD 61.02',
      'Amounts in Canadian dollars. Thank you for your order.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('FontFile2');
  });

  it('draws a Chinese name on an English invoice in the Chinese face, and embeds only the glyphs used', async () => {
    const bytes = await render('en', chineseAddress, '王小明');
    expect(await pdfText(bytes)).toContain('王小明');
    // The bundled face is 2.4 MB; the subset of a few dozen glyphs is a small fraction of it.
    expect(bytes.byteLength).toBeLessThan(120_000);
  });

  it('embeds a subset whose every glyph still has its outline (a broken subset extracts as text but prints blank)', async () => {
    const pdf = await PDFDocument.load(await render('zh', chineseAddress, '王小明'));
    const files = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => (object instanceof PDFDict ? object.get(PDFName.of('FontFile2')) : undefined))
      .filter((ref) => ref !== undefined)
      .map((ref) => pdf.context.lookup(ref) as PDFRawStream);
    expect(files).toHaveLength(1);
    const font = create(zlib.inflateSync(files[0]?.contents ?? new Uint8Array())) as Font;
    // Every glyph but .notdef (0) and the space has contours: 40-odd hanzi, digits, Latin, punctuation.
    const outlines = Array.from({ length: font.numGlyphs - 1 }, (_, i) => font.getGlyph(i + 1).path.commands.length);
    expect(outlines.length).toBeGreaterThan(40);
    expect(outlines.filter((commands) => commands === 0).length).toBeLessThanOrEqual(1);
  });

  it("prints a credit pack's invoice in the language asked for", async () => {
    const receipt = {
      id: 'c0ffee00-0000-4000-8000-000000000002',
      kind: 'pack',
      item: 'pack-100',
      amountCents: 999,
      currency: 'CAD',
      taxLines: [],
      paidAt: new Date('2026-11-20T15:00:00Z'),
    } as unknown as PurchaseReceipt;
    const invoice = (language: 'en' | 'zh') => renderInvoicePdf(purchaseInvoice(receipt, { name: '王小明', email: null }, settings, 'https://stickers.example', language));
    const zh = await pdfText(await invoice('zh'));
    for (const expected of ['点数包 C-C0FFEE00', 'AI 图片点数（点数包）', '王小明', '税费', '合计（CAD）']) expect(zh).toContain(expected);
    const en = await pdfText(await invoice('en'));
    for (const expected of ['Credit pack C-C0FFEE00', 'AI image credits (credit pack)', '王小明', 'Tax', 'Total (CAD)']) expect(en).toContain(expected);
  });

  it('prints "?" for a character outside the bundled set instead of failing', async () => {
    const text = await pdfText(await render('zh', { ...chineseAddress, line1: '𠀀 路 1 号' }, '王小明'));
    expect(text).toContain('? 路 1 号');
  });

  it.runIf(has('qpdf'))('passes qpdf --check in both languages', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'invoice-'));
    for (const [language, address, name] of [
      ['zh', chineseAddress, '王小明'],
      ['en', englishAddress, 'Alice Maple'],
    ] as const) {
      const file = join(dir, `${language}.pdf`);
      writeFileSync(file, await render(language, address, name));
      expect(execFileSync('qpdf', ['--check', file]).toString()).toContain('No syntax or stream encoding errors');
    }
  });
});
