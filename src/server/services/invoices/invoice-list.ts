import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { accountInvoiceSchema } from '../../../shared/api/payments.responses';
import type { Db } from '../../db/client';
import { orders, purchaseReceipts } from '../../db/schema';
import { orderReference } from '../orders/keys';
import { receiptReference } from './purchase-receipts';

export type AccountInvoice = z.infer<typeof accountInvoiceSchema>;

const LIMIT = 200;

/**
 * The account's invoices, newest first: every paid order (its invoice is the order's) and every
 * receipt of a plan month or credit pack. Only the caller's own; each PDF route checks it again.
 */
export async function listAccountInvoices(db: Db, userId: string): Promise<AccountInvoice[]> {
  const [paidOrders, receipts] = await Promise.all([
    db
      .select({ id: orders.id, totalCents: orders.totalCents, currency: orders.currency, paidAt: orders.paidAt })
      .from(orders)
      .where(and(eq(orders.userId, userId), isNotNull(orders.paidAt)))
      .orderBy(desc(orders.paidAt))
      .limit(LIMIT),
    db.select().from(purchaseReceipts).where(eq(purchaseReceipts.userId, userId)).orderBy(desc(purchaseReceipts.paidAt)).limit(LIMIT),
  ]);
  const all: AccountInvoice[] = [
    ...paidOrders.map((o) => ({
      kind: 'order' as const,
      id: o.id,
      number: `SS-${orderReference(o.id)}`,
      item: null,
      totalCents: o.totalCents,
      currency: o.currency,
      paidAt: (o.paidAt as Date).toISOString(),
      url: `/api/orders/${o.id}/invoice.pdf`,
    })),
    ...receipts.map((r) => ({
      kind: r.kind,
      id: r.id,
      number: `SS-${receiptReference(r)}`,
      item: r.item,
      totalCents: r.amountCents,
      currency: r.currency,
      paidAt: r.paidAt.toISOString(),
      url: `/api/payments/invoices/${r.id}/invoice.pdf`,
    })),
  ];
  return all.sort((a, b) => b.paidAt.localeCompare(a.paidAt)).slice(0, LIMIT);
}
