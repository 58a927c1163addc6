import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminOrderDetail, AdminOrderListQuery, AdminOrderSummary, OrderDetail, OrderSummary } from '../../../shared/api/orders';
import { isUuid } from '../../../shared/ids';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/escape-like';
import { cartProofs, jobs, orderEvents, orderItems, orders, user } from '../../db/schema';
import { notFound } from '../../domain/errors';
import { orderProductionJob } from '../../job-contracts/orders';
import type { StoragePort } from '../../providers/storage/types';
import { deliveryTimesOf, getShopSettings } from '../shop-settings/settings';
import { orderArrivesBy } from './arrival';
import { orderReference } from './keys';
import type { OrderDeps, PricedOrderLine } from './types';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** Ids that could be an order's (anything else is not found without asking the database). */
export const isOrderId = (id: string) => isUuid(id);
/** How the answer addresses a stored file: its public URL, or (an order opened by its signed link) a signed one. */
export type FileUrl = (key: string) => string;
const publicUrlOf =
  (storage: StoragePort): FileUrl =>
  (key) =>
    storage.publicUrl(key);
const url = (fileUrl: FileUrl | StoragePort, key: string | null) => (key ? (typeof fileUrl === 'function' ? fileUrl(key) : fileUrl.publicUrl(key)) : null);

/** The order row, or null for an id that is not an order (or not a UUID at all). */
export async function findOrder(db: Db, id: string): Promise<OrderRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/** The customer's own order; another user's id is simply not found (nothing leaks). */
export async function findOwnOrder(db: Db, id: string, userId: string): Promise<OrderRow> {
  const row = await findOrder(db, id);
  if (!row || row.userId !== userId) throw notFound('Order not found.');
  return row;
}

/** An order its customer may pay from its page (decision 71): waiting for payment and not made by a cart checkout (that one is paid there). */
export const payableOnline = (row: Pick<OrderRow, 'status' | 'checkoutRef'>) => row.status === 'pending_payment' && row.checkoutRef === null;

/**
 * The `checkout_ref` of the order a cart checkout places: the buyer and the checkout's idempotency key,
 * so a retried click finds the same order, and the payment of that checkout knows the order is its own.
 */
export const cartCheckoutRef = (userId: string, idempotencyKey: string) => `${userId}:${idempotencyKey}`;

export const itemsOf = (db: Db, orderId: string) => db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));

/**
 * An order's lines with the facts of the proof each was approved on. The line carries the proof by its key
 * and the facts stay in `cart_proofs` with it, as the cart reads them (the proof sweep keeps any proof an
 * order line points at); a proof made before the facts existed has none.
 */
export async function itemsWithProofFactsOf(db: Db, orderId: string) {
  const replacementProofs = alias(cartProofs, 'replacement_proofs');
  const rows = await db
    .select({ item: orderItems, proofFacts: cartProofs.facts, replacementFacts: replacementProofs.facts })
    .from(orderItems)
    .leftJoin(cartProofs, eq(cartProofs.key, orderItems.proofKey))
    .leftJoin(replacementProofs, eq(replacementProofs.key, orderItems.replacementProofKey))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  return rows.map(({ item, proofFacts, replacementFacts }) => ({ ...item, proofFacts: proofFacts ?? null, replacementFacts: replacementFacts ?? null }));
}

/** An order's lines as a new order or a new quote takes them: the frozen design and the approved proof, no new snapshot. */
export async function pricedLinesOf(db: Db, orderId: string): Promise<PricedOrderLine[]> {
  return (await itemsOf(db, orderId)).map((item) => ({
    options: item.options,
    quantity: item.quantity,
    unitCents: item.unitCents,
    lineCents: item.lineCents,
    design: { storageKey: item.designKey },
    sourceDesignId: item.sourceDesignId,
    proofKey: item.proofKey,
    lowResolutionAcceptedDpi: item.lowResolutionAcceptedDpi,
  }));
}

function summaryOf(row: OrderRow, storage: StoragePort | FileUrl, itemCount: number, firstProofKey: string | null): OrderSummary {
  return {
    id: row.id,
    reference: orderReference(row.id),
    status: row.status,
    currency: row.currency,
    subtotalCents: row.subtotalCents,
    shippingCents: row.shippingCents,
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    refundedCents: row.refundedCents,
    itemCount,
    firstProofUrl: url(storage, firstProofKey),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Item counts and first proofs of several orders in one query. */
async function itemFacts(db: Db, orderIds: string[]): Promise<Map<string, { count: number; proof: string | null }>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select({ orderId: orderItems.orderId, position: orderItems.position, proofKey: orderItems.proofKey })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.position));
  const facts = new Map<string, { count: number; proof: string | null }>();
  for (const r of rows) {
    const f = facts.get(r.orderId) ?? { count: 0, proof: null };
    f.count += 1;
    f.proof ??= r.proofKey;
    facts.set(r.orderId, f);
  }
  return facts;
}

/** The customer's orders, newest first. */
export async function listOrdersForUser(deps: OrderDeps, userId: string, limit = 100): Promise<OrderSummary[]> {
  const rows = await deps.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)).limit(limit);
  const facts = await itemFacts(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => summaryOf(r, deps.storage, facts.get(r.id)?.count ?? 0, facts.get(r.id)?.proof ?? null));
}

/** What the customer reads of a timeline note (page and mail): the shop's internal notes never. */
export function noteForCustomer(event: Pick<typeof orderEvents.$inferSelect, 'note' | 'noteInternal'>): string | null {
  return event.noteInternal ? null : event.note;
}

async function detailOf(deps: OrderDeps, row: OrderRow, fileUrl: FileUrl = publicUrlOf(deps.storage)) {
  const [items, events, settings] = await Promise.all([
    itemsWithProofFactsOf(deps.db, row.id),
    deps.db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id)).orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    getShopSettings(deps.db),
  ]);
  const detail: OrderDetail = {
    ...summaryOf(row, fileUrl, items.length, items[0]?.proofKey ?? null),
    items: items.map((item) => ({
      id: item.id,
      options: item.options,
      quantity: item.quantity,
      unitCents: item.unitCents,
      lineCents: item.lineCents,
      proofUrl: url(fileUrl, item.proofKey),
      proofFacts: item.proofFacts,
      replacementUrl: url(fileUrl, item.replacementKey),
      replacementProof: item.replacementProofKey ? { url: fileUrl(item.replacementProofKey), facts: item.replacementFacts, printDpi: item.replacementPrintDpi } : null,
      productionStatus: item.productionStatus,
      lowResolutionAcceptedDpi: item.lowResolutionAcceptedDpi,
      productionFailure: item.productionFailure ?? null,
    })),
    taxLines: row.taxLines,
    shippingMethod: row.shippingMethod,
    shippingAddress: row.shippingAddress,
    trackingNumber: row.trackingNumber,
    trackingCarrier: row.trackingCarrier,
    arrivesBy: orderArrivesBy(row, deliveryTimesOf(settings)),
    holdNote: row.status === 'on_hold' ? row.holdNote : null,
    holdAnswerBy: row.status === 'on_hold' ? (row.holdAnswerBy?.toISOString() ?? null) : null,
    payableOnline: payableOnline(row),
    language: row.language,
    events: events.map((e) => ({ from: e.fromStatus, to: e.toStatus, actorKind: e.actorKind, note: noteForCustomer(e), at: e.at.toISOString() })),
  };
  return { detail, items, events };
}

/**
 * The customer's view of their own order (404 for anyone else's). `fileUrl` addresses its pictures
 * when the reader has no session that may open the owner's files (a guest's signed link).
 */
export async function getOrderForCustomer(deps: OrderDeps, id: string, userId: string, fileUrl?: FileUrl): Promise<OrderDetail> {
  return (await detailOf(deps, await findOwnOrder(deps.db, id, userId), fileUrl)).detail;
}

/** The newest production job of an order (the admin sees its state, attempts and last error). */
async function productionJobOf(db: Db, orderId: string): Promise<AdminOrderDetail['productionJob']> {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, orderProductionJob.name), sql`${jobs.payload}->>'orderId' = ${orderId}`))
    .orderBy(desc(jobs.createdAt))
    .limit(1);
  if (!job) return null;
  return { id: job.id, status: job.status, attempts: job.attempts, maxAttempts: job.maxAttempts, lastError: job.lastError, runAt: job.runAt.toISOString() };
}

/** The back office's view of any order: customer, payment, production files and their job. */
export async function getOrderForAdmin(deps: OrderDeps, id: string): Promise<AdminOrderDetail> {
  const row = await findOrder(deps.db, id);
  if (!row) throw notFound('Order not found.');
  const [{ detail, items, events }, [customer], productionJob] = await Promise.all([
    detailOf(deps, row),
    deps.db.select({ id: user.id, email: user.email, name: user.name }).from(user).where(eq(user.id, row.userId)),
    productionJobOf(deps.db, row.id),
  ]);
  return {
    ...detail,
    holdNote: row.holdNote,
    events: events.map((e) => ({
      from: e.fromStatus,
      to: e.toStatus,
      actorKind: e.actorKind,
      actorId: e.actorId,
      note: e.note,
      noteInternal: e.noteInternal,
      at: e.at.toISOString(),
    })),
    // A guest's order is known by the address given at checkout (its account's is a placeholder).
    customer: { id: row.userId, email: row.contactEmail ?? customer?.email ?? '', name: (row.contactEmail ? row.shippingAddress?.name : customer?.name) ?? '' },
    priceVersionId: row.priceVersionId,
    paymentRef: row.paymentRef,
    paidAt: row.paidAt?.toISOString() ?? null,
    itemFiles: items.map((item) => ({
      itemId: item.id,
      designUrl: url(deps.storage, item.designKey),
      files: (['pdf', 'png', 'svg'] as const).flatMap((kind) => (item.productionKeys?.[kind] ? [{ kind, url: deps.storage.publicUrl(item.productionKeys[kind]) }] : [])),
      warnings: item.productionWarnings,
    })),
    productionJob,
  };
}

/** For admins: newest first, filtered by status, creation dates, the customer's e-mail and a search. */
export async function listOrdersForAdmin(deps: OrderDeps, filter: AdminOrderListQuery): Promise<AdminOrderSummary[]> {
  const conditions = [
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.from ? gte(orders.createdAt, new Date(filter.from)) : undefined,
    filter.to ? lt(orders.createdAt, new Date(filter.to)) : undefined,
    filter.email ? or(ilike(user.email, `%${escapeLike(filter.email)}%`), ilike(orders.contactEmail, `%${escapeLike(filter.email)}%`)) : undefined,
    filter.q
      ? or(
          ilike(sql`${orders.id}::text`, `${escapeLike(filter.q.toLowerCase())}%`),
          ilike(orders.trackingNumber, `%${escapeLike(filter.q)}%`),
          ilike(user.name, `%${escapeLike(filter.q)}%`),
          ilike(user.email, `%${escapeLike(filter.q)}%`),
          ilike(orders.contactEmail, `%${escapeLike(filter.q)}%`),
        )
      : undefined,
  ];
  const rows = await deps.db
    .select({ order: orders, email: user.email, name: user.name })
    .from(orders)
    .innerJoin(user, eq(user.id, orders.userId))
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt))
    .limit(filter.limit ?? 100);
  const facts = await itemFacts(
    deps.db,
    rows.map((r) => r.order.id),
  );
  return rows.map(({ order, email, name }) => ({
    ...summaryOf(order, deps.storage, facts.get(order.id)?.count ?? 0, facts.get(order.id)?.proof ?? null),
    customerEmail: order.contactEmail ?? email,
    customerName: order.contactEmail ? (order.shippingAddress?.name ?? name) : name,
    trackingNumber: order.trackingNumber,
  }));
}
