import { eq } from 'drizzle-orm';
import { formatMoney, money, type SHOP_CURRENCY } from '../../shared/money';
import { PLANS, type PlanId } from '../../shared/plans';
import { purchaseReceipts } from '../db/schema';
import type { AppDeps } from '../deps';
import { purchaseReceiptMailJob } from '../job-contracts/receipts';
import { loadInvoicePdf } from '../services/heavy-modules';
import { loadOwnPurchaseInvoice, receiptDescription, receiptReference } from '../services/invoices/purchase-receipts';
import { invoiceAttachment } from '../services/orders/receipt-mail';
import type { JobQueue } from './queue/queue';

/**
 * The receipt of a plan's paid month or a credit pack: what was paid, with the PDF invoice attached and
 * the billing page that lists every invoice. The account stores no language, so the receipt is written
 * in English and Chinese, one after the other. At least once, like every mail job.
 */
export function registerReceiptMail(queue: JobQueue, deps: Pick<AppDeps, 'database' | 'mail' | 'config'>) {
  const { db } = deps.database;
  queue.handle(purchaseReceiptMailJob, async ({ receiptId }) => {
    const [row] = await db.select({ userId: purchaseReceipts.userId }).from(purchaseReceipts).where(eq(purchaseReceipts.id, receiptId));
    if (!row) return;
    const { receipt, invoice, email, name } = await loadOwnPurchaseInvoice(db, receiptId, row.userId, deps.config.publicUrl);
    const reference = receiptReference(receipt);
    const total = money(receipt.amountCents, receipt.currency as typeof SHOP_CURRENCY);
    const billing = `${deps.config.publicUrl}/subscription`;
    const what = {
      en: `your ${receiptDescription(receipt)}`,
      zh: receipt.kind === 'plan' ? `您的 ${PLANS[receipt.item as PlanId]?.name ?? receipt.item} 会员方案（一个月）` : '您购买的 AI 图片点数包',
    };
    const text = [
      `Hello ${name || 'there'},`,
      '',
      `Thank you: we received ${formatMoney(total, 'en-CA')} for ${what.en}. Invoice ${invoice.number} is attached (PDF).`,
      `All your invoices: ${billing}`,
      '',
      '— The Sticker Studio team',
      '',
      '----',
      '',
      `${name || '您好'}，您好：`,
      '',
      `感谢您的付款：我们已收到 ${formatMoney(total, 'zh-CN')}，用于${what.zh}。发票 ${invoice.number}（PDF）已附在本邮件中。`,
      `查看您的全部发票：${billing}`,
      '',
      '— Sticker Studio 团队',
    ].join('\n');
    await deps.mail.send({
      to: email,
      subject: `Your receipt ${invoice.number} · 您的收据`,
      text,
      attachments: [invoiceAttachment(reference, await (await loadInvoicePdf()).renderInvoicePdf(invoice))],
    });
  });
}
