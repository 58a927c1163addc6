import { and, eq } from 'drizzle-orm';
import type { ShopSettings } from '../../../shared/api/shop-settings';
import { isUuid } from '../../../shared/ids';
import type { SHOP_CURRENCY } from '../../../shared/money';
import { CREDIT_PACKS, PLANS, type PlanId } from '../../../shared/plans';
import type { Db } from '../../db/client';
import { purchaseReceipts, user } from '../../db/schema';
import { notFound } from '../../domain/errors';
import { enqueueJob } from '../../job-contracts/enqueue';
import { purchaseReceiptMailJob, receiptMailKey } from '../../job-contracts/receipts';
import { getShopSettings } from '../shop-settings/settings';
import { type InvoiceDocument, SHOP_NAME } from './invoice';
import { INVOICE_LABELS, type InvoiceLanguage } from './invoice-labels';

export type PurchaseReceipt = typeof purchaseReceipts.$inferSelect;

/** What a receipt is for, as the invoice and the mail name it. */
export function receiptDescription(receipt: Pick<PurchaseReceipt, 'kind' | 'item'>, language: InvoiceLanguage = 'en'): string {
  if (receipt.kind === 'pack') {
    const credits = CREDIT_PACKS.find((p) => p.id === receipt.item)?.credits ?? '';
    return (language === 'zh' ? `${credits} 个 AI 图片点数（点数包）` : `${credits} AI image credits (credit pack)`).trim();
  }
  const plan = PLANS[receipt.item as PlanId]?.name ?? receipt.item;
  return language === 'zh' ? `${SHOP_NAME} ${plan} 会员方案，一个月` : `${SHOP_NAME} ${plan} plan, one month`;
}

/** The invoice number of a receipt: its id's first characters, prefixed like the orders' (`SS-`) with its kind. */
export const receiptReference = (receipt: Pick<PurchaseReceipt, 'id' | 'kind'>) => `${receipt.kind === 'plan' ? 'P' : 'C'}-${receipt.id.slice(0, 8).toUpperCase()}`;

/**
 * Records a paid plan period or credit pack, and enqueues its receipt mail in `language` (the one the
 * customer bought in), in the caller's (the fulfilment's) transaction. The `source` is unique: a second fulfilment of the same purchase records
 * nothing and mails nothing. Returns the receipt when this call recorded it.
 */
export async function recordPurchaseReceipt(
  tx: Db,
  { language, ...receipt }: { userId: string; kind: 'plan' | 'pack'; source: string; item: string; amountCents: number; currency: string; paidAt: Date; language: InvoiceLanguage },
): Promise<PurchaseReceipt | null> {
  const [row] = await tx.insert(purchaseReceipts).values(receipt).onConflictDoNothing({ target: purchaseReceipts.source }).returning();
  if (!row) return null;
  await enqueueJob(tx, purchaseReceiptMailJob, { receiptId: row.id, language }, { singletonKey: receiptMailKey(row.id), now: receipt.paidAt });
  return row;
}

/** A receipt's invoice: one line, its taxes as charged, nothing shipped. */
export function purchaseInvoice(
  receipt: PurchaseReceipt,
  customer: { name: string; email: string | null },
  settings: Pick<ShopSettings, 'gstHstNumber' | 'qstNumber'>,
  website: string,
  language: InvoiceLanguage = 'en',
): InvoiceDocument {
  const labels = INVOICE_LABELS[language];
  const taxCents = receipt.taxLines.reduce((sum, tax) => sum + tax.amountCents, 0);
  const reference = receiptReference(receipt);
  return {
    language,
    number: `SS-${reference}`,
    subject: receipt.kind === 'plan' ? labels.planSubject(reference) : labels.packSubject(reference),
    issuedOn: receipt.paidAt,
    currency: receipt.currency as typeof SHOP_CURRENCY,
    seller: { name: SHOP_NAME, website, gstHstNumber: settings.gstHstNumber, qstNumber: settings.qstNumber },
    billTo: customer,
    shipTo: null,
    lines: [{ description: receiptDescription(receipt, language), quantity: 1, amountCents: receipt.amountCents - taxCents }],
    subtotalCents: receipt.amountCents - taxCents,
    shipping: null,
    taxLines: receipt.taxLines,
    totalCents: receipt.amountCents,
    refundedCents: 0,
    paid: true,
  };
}

/** The caller's own receipt (another user's, or none, is 404) with its invoice in `language`. */
export async function loadOwnPurchaseInvoice(db: Db, receiptId: string, userId: string, website: string, language: InvoiceLanguage = 'en') {
  if (!isUuid(receiptId)) throw notFound('Invoice not found.');
  const [found] = await db
    .select({ receipt: purchaseReceipts, name: user.name, email: user.email })
    .from(purchaseReceipts)
    .innerJoin(user, eq(user.id, purchaseReceipts.userId))
    .where(and(eq(purchaseReceipts.id, receiptId), eq(purchaseReceipts.userId, userId)));
  if (!found) throw notFound('Invoice not found.');
  const invoice = purchaseInvoice(found.receipt, { name: found.name, email: found.email }, await getShopSettings(db), website, language);
  return { receipt: found.receipt, invoice, email: found.email, name: found.name };
}
