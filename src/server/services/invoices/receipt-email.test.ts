import { describe, expect, it } from 'vitest';
import { type PurchaseReceiptMailFacts, purchaseReceiptEmail } from './receipt-email';

const PDF = new Uint8Array([37, 80, 68, 70]);
const facts = (over: Partial<PurchaseReceiptMailFacts> = {}): PurchaseReceiptMailFacts => ({
  to: 'carol@example.com',
  name: 'Carol',
  language: 'en',
  receipt: { id: '5e6f7a8b-0000-4000-8000-000000000000', kind: 'pack', item: 'small', amountCents: 399, currency: 'CAD' },
  invoiceNumber: 'SS-C-5E6F7A8B',
  pdf: PDF,
  billingUrl: 'https://shop.example/subscription',
  ...over,
});
const HANZI = /[\u4e00-\u9fff]/;

describe('plan and credit-pack receipts', () => {
  it.each([
    ['pack', 'small', 399],
    ['plan', 'silver', 799],
  ] as const)('a %s receipt in English: what was paid for, the invoice attached, the billing page, no Chinese', (kind, item, amountCents) => {
    const mail = purchaseReceiptEmail(facts({ receipt: { ...facts().receipt, kind, item, amountCents } }));
    expect(mail.subject).toBe('Your receipt SS-C-5E6F7A8B');
    expect(mail.layout).toEqual({ language: 'en' });
    expect(mail.text).toContain('Hello Carol,');
    expect(mail.text).toMatch(
      kind === 'pack' ? /received CAD\s3\.99 for your 155 AI image credits \(credit pack\)/ : /received CAD\s7\.99 for your Sticker Studio Silver plan, one month/,
    );
    expect(mail.text).toContain('All your invoices: https://shop.example/subscription');
    expect(HANZI.test(mail.subject + mail.text)).toBe(false);
    expect(mail.attachments).toEqual([{ filename: `invoice-${kind === 'plan' ? 'P' : 'C'}-5E6F7A8B.pdf`, contentType: 'application/pdf', content: Buffer.from(PDF) }]);
  });

  it.each([
    ['pack', 'small', /155 个 AI 图片点数（点数包）/],
    ['plan', 'silver', /Sticker Studio Silver 会员方案，一个月/],
  ] as const)('a %s receipt in Chinese: every line in Chinese, nothing in English', (kind, item, what) => {
    const mail = purchaseReceiptEmail(facts({ language: 'zh', receipt: { ...facts().receipt, kind, item } }));
    expect(mail.subject).toBe('您的收据 SS-C-5E6F7A8B');
    expect(mail.layout).toEqual({ language: 'zh' });
    expect(mail.text).toMatch(what);
    expect(mail.text).toContain('查看您的全部发票：https://shop.example/subscription');
    for (const line of mail.text.split('\n').filter((l) => l !== '')) expect(line, line).toMatch(HANZI);
    // Only names stay as they are (the shop's, the plan's, the customer's): no English sentence.
    expect(mail.text).not.toMatch(/Hello|Thank|receipt|invoice|team|credits/i);
    expect(mail.attachments?.[0]?.filename).toMatch(/^invoice-[CP]-5E6F7A8B\.pdf$/);
  });

  it('greets a customer without a name in each language', () => {
    expect(purchaseReceiptEmail(facts({ name: '' })).text).toContain('Hello there,');
    expect(purchaseReceiptEmail(facts({ name: '', language: 'zh' })).text).toContain('您好，您好：');
  });
});
