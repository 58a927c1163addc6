import { eq } from 'drizzle-orm';
import type { ShopSettings } from '../../../shared/api/shop-settings';
import type { Db } from '../../db/client';
import { user } from '../../db/schema';
import { orderReference } from '../orders/keys';
import { lineNameIn } from '../orders/order-lines';
import { itemsOf, type OrderRow } from '../orders/read';
import { getShopSettings } from '../shop-settings/settings';
import { type InvoiceDocument, SHOP_NAME } from './invoice';
import { INVOICE_LABELS } from './invoice-labels';

/**
 * An order's invoice: its lines, shipping and tax lines exactly as they were charged (never
 * recomputed), dated the day it was paid (an unpaid order's is marked unpaid and dated today), in the
 * language the order's mails speak.
 */
export function orderInvoice(
  row: OrderRow,
  items: Awaited<ReturnType<typeof itemsOf>>,
  customer: { name: string; email: string | null },
  settings: Pick<ShopSettings, 'gstHstNumber' | 'qstNumber'>,
  website: string,
  now = new Date(),
): InvoiceDocument {
  const address = row.shippingAddress;
  const reference = orderReference(row.id);
  const labels = INVOICE_LABELS[row.language];
  return {
    language: row.language,
    number: `SS-${reference}`,
    subject: labels.orderSubject(reference),
    issuedOn: row.paidAt ?? now,
    currency: row.currency,
    seller: { name: SHOP_NAME, website, gstHstNumber: settings.gstHstNumber, qstNumber: settings.qstNumber },
    billTo: customer,
    shipTo: [address.name, address.line1, ...(address.line2 ? [address.line2] : []), `${address.city} ${address.region}  ${address.postalCode}`, labels.country[address.country]],
    lines: items.map((item) => ({ description: lineNameIn(row.language, { ...item.options, quantity: item.quantity }), quantity: item.quantity, amountCents: item.lineCents })),
    subtotalCents: row.subtotalCents,
    shipping: { label: labels.shipping[row.shippingMethod], amountCents: row.shippingCents },
    taxLines: row.taxLines.map((tax) => ({ label: tax.label, amountCents: tax.amountCents })),
    totalCents: row.totalCents,
    refundedCents: row.refundedCents,
    paid: row.paidAt !== null,
  };
}

/** The invoice of an order the caller may see (the route checks access first, as for the order's page). */
export async function loadOrderInvoice(db: Db, row: OrderRow, website: string): Promise<InvoiceDocument> {
  const [items, settings, [customer]] = await Promise.all([
    itemsOf(db, row.id),
    getShopSettings(db),
    db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, row.userId)),
  ]);
  return orderInvoice(row, items, { name: row.shippingAddress.name || customer?.name || '', email: customer?.email ?? null }, settings, website);
}
