import { and, eq } from 'drizzle-orm';
import { orderEvents, orders, user } from '../db/schema';
import type { AppDeps } from '../deps';
import { orderMailJob } from '../job-contracts/orders';
import { loadInvoicePdf } from '../services/heavy-modules';
import { loadOrderInvoice } from '../services/invoices/order-invoice';
import { orderArrivesBy } from '../services/orders/arrival';
import { orderStatusEmail } from '../services/orders/emails';
import type { ProofMailLine } from '../services/orders/proof-mail';
import { itemsWithProofFactsOf, noteForCustomer } from '../services/orders/read';
import { deliveryTimesOf, getShopSettings } from '../services/shop-settings/settings';
import { guestOrderLinks, isGuestEmail } from '../services/shoppers';
import type { JobQueue } from './queue/queue';

/**
 * The customer's mail about one change of their order (enqueued with the change, in its transaction,
 * so a mail exists only for a change that happened, and is sent after it committed). Retried when the
 * mail server fails; at least once, so a crash right after sending may send it twice.
 */
export function registerOrderMail(queue: JobQueue, deps: Pick<AppDeps, 'database' | 'mail' | 'config' | 'storage'>) {
  const { db } = deps.database;
  queue.handle(orderMailJob, async ({ orderId, eventId }) => {
    const [found] = await db
      .select({ order: orders, event: orderEvents, email: user.email, name: user.name })
      .from(orderEvents)
      .innerJoin(orders, eq(orders.id, orderEvents.orderId))
      .innerJoin(user, eq(user.id, orders.userId))
      .where(and(eq(orderEvents.id, eventId), eq(orderEvents.orderId, orderId)));
    if (!found) return;
    const { order, event } = found;
    // The confirmation shows each line's proof and its facts: what the customer approved is what is printed.
    const confirmation = event.toStatus === 'paid' && event.fromStatus !== 'on_hold';
    // A guest's order is mailed to the address given at checkout, with the order's signed link and an
    // offer to create an account (decision 88); a member's goes to the account with its account page.
    const guest = isGuestEmail(found.email) ? guestOrderLinks(deps.config, order.id, order.contactEmail) : null;
    const message = orderStatusEmail({
      to: order.contactEmail ?? found.email,
      name: guest ? order.shippingAddress.name : found.name,
      language: order.language,
      orderId: order.id,
      from: event.fromStatus,
      status: event.toStatus,
      note: noteForCustomer(event),
      totalCents: order.totalCents,
      refundedCents: order.refundedCents,
      trackingNumber: order.trackingNumber,
      trackingCarrier: order.trackingCarrier,
      holdNote: order.holdNote,
      holdAnswerBy: order.holdAnswerBy,
      orderUrl: guest?.orderUrl ?? `${deps.config.publicUrl}/account/orders/${order.id}`,
      signUpUrl: guest?.signUpUrl,
      lines: confirmation ? await proofLines(deps, order.id) : undefined,
      // The receipt: when the stickers arrive, and the invoice as a PDF (the order page has it too).
      arrivesBy: confirmation ? orderArrivesBy(order, deliveryTimesOf(await getShopSettings(db))) : null,
      invoice: confirmation
        ? {
            pdf: await (await loadInvoicePdf()).renderInvoicePdf(await loadOrderInvoice(db, order, deps.config.publicUrl)),
            url: guest?.invoiceUrl ?? `${deps.config.publicUrl}/api/orders/${order.id}/invoice.pdf`,
          }
        : null,
    });
    if (message) await deps.mail.send(message);
  });
}

async function proofLines(deps: Pick<AppDeps, 'database' | 'storage'>, orderId: string): Promise<ProofMailLine[]> {
  const items = await itemsWithProofFactsOf(deps.database.db, orderId);
  return Promise.all(
    items.map(async (item) => ({
      options: item.options,
      quantity: item.quantity,
      proof: item.proofKey ? await deps.storage.getBuffer(item.proofKey) : null,
      facts: item.proofFacts,
    })),
  );
}
