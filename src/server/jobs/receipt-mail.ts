import { eq } from 'drizzle-orm';
import { purchaseReceipts } from '../db/schema';
import type { AppDeps } from '../deps';
import { purchaseReceiptMailJob } from '../job-contracts/receipts';
import { loadInvoicePdf } from '../services/heavy-modules';
import { loadOwnPurchaseInvoice } from '../services/invoices/purchase-receipts';
import { purchaseReceiptEmail } from '../services/invoices/receipt-email';
import type { JobQueue } from './queue/queue';

/**
 * The receipt of a plan's paid month or a credit pack, with its PDF invoice, in the language the
 * customer bought in (the job carries it: the account stores none). At least once, like every mail job.
 */
export function registerReceiptMail(queue: JobQueue, deps: Pick<AppDeps, 'database' | 'mail' | 'config'>) {
  const { db } = deps.database;
  queue.handle(purchaseReceiptMailJob, async ({ receiptId, language }) => {
    const [row] = await db.select({ userId: purchaseReceipts.userId }).from(purchaseReceipts).where(eq(purchaseReceipts.id, receiptId));
    if (!row) return;
    const { receipt, invoice, email, name } = await loadOwnPurchaseInvoice(db, receiptId, row.userId, deps.config.publicUrl, language);
    await deps.mail.send(
      purchaseReceiptEmail({
        to: email,
        name,
        language,
        receipt,
        invoiceNumber: invoice.number,
        pdf: await (await loadInvoicePdf()).renderInvoicePdf(invoice),
        billingUrl: `${deps.config.publicUrl}/subscription`,
      }),
    );
  });
}
