import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OrderLanguage, ProductionFailure, ShippingAddress, TaxLine } from '../../../shared/api/orders';
import { SHOP_CURRENCY } from '../../../shared/money';
import type { OrderActorKind, OrderStatus } from '../../../shared/orders/status';
import type { ShippingMethod, StickerSpec } from '../../../shared/sticker';
import { user } from './auth';
import { customOrderRequests } from './custom-orders';

/** Printed-sticker orders: the order, its lines, and the timeline of every status change. */

const STATUS_LIST = sql.raw(["'pending_payment'", "'paid'", "'in_production'", "'on_hold'", "'shipped'", "'delivered'", "'cancelled'", "'refunded'"].join(', '));

/**
 * One order. Money in integer cents of `currency` (decision 19); the prices are the ones quoted with
 * the price table version `price_version_id` at checkout and never recomputed afterwards. Status moves
 * only by the state machine (shared/orders/status.ts), each move one conditional UPDATE … WHERE status =
 * <from> with its order_events row in the same transaction.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    /** Orders are kept for the books: a user with orders cannot simply vanish. */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    status: text('status').$type<OrderStatus>().notNull(),
    currency: text('currency').$type<typeof SHOP_CURRENCY>().notNull().default(SHOP_CURRENCY),
    /** The price table version the lines were quoted with (the pricing module's id). */
    priceVersionId: text('price_version_id').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    taxLines: jsonb('tax_lines').$type<TaxLine[]>().notNull().default(sql`'[]'::jsonb`),
    shippingMethod: text('shipping_method').$type<ShippingMethod>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    /**
     * Where a guest's order is mailed (decision 88): the address given at checkout. Null for a member's
     * order (mailed to the account). An account that verifies this address takes the guest's orders.
     */
    contactEmail: text('contact_email'),
    /** The customer's language when ordering: every mail about the order is written in it. */
    language: text('language').$type<OrderLanguage>().notNull().default('en'),
    /** The payment provider's reference (a Stripe payment intent, a local test payment, `manual:…`). */
    paymentRef: text('payment_ref'),
    /** The provider's checkout session, when the payment went through one (one order per session). */
    checkoutRef: text('checkout_ref').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    trackingNumber: text('tracking_number'),
    trackingCarrier: text('tracking_carrier'),
    /** What the shop found wrong while the order is on hold (shown and mailed to the customer). */
    holdNote: text('hold_note'),
    /** The status the order had when put on hold: the customer's answer takes it back there. */
    heldFrom: text('held_from').$type<OrderStatus>(),
    /** Until when the shop waits for the customer's answer to a hold; after it the order is cancelled and refunded. */
    holdAnswerBy: timestamp('hold_answer_by', { withTimezone: true }),
    /** The order this one repeats (reorder in one click), if any. */
    reorderOf: uuid('reorder_of'),
    /** The /custom-order request this order was quoted for (the request points back with its `order_id`). */
    customOrderRequestId: uuid('custom_order_request_id').references(() => customOrderRequests.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('orders_user_time_idx').on(t.userId, t.createdAt),
    index('orders_contact_email_idx').on(t.contactEmail).where(sql`${t.contactEmail} IS NOT NULL`),
    index('orders_status_time_idx').on(t.status, t.createdAt),
    index('orders_time_idx').on(t.createdAt),
    index('orders_hold_answer_by_idx').on(t.holdAnswerBy).where(sql`${t.status} = 'on_hold'`),
    // The back office's sales figures: paid orders by payment time.
    index('orders_paid_time_idx').on(t.paidAt).where(sql`${t.paidAt} IS NOT NULL`),
    check('orders_status_check', sql`${t.status} IN (${STATUS_LIST})`),
    check('orders_money_check', sql`${t.totalCents} = ${t.subtotalCents} + ${t.shippingCents} + ${t.taxCents} AND ${t.refundedCents} BETWEEN 0 AND ${t.totalCents}`),
  ],
);

export type ProductionFileKeys = { pdf?: string; png?: string; svg?: string };

/**
 * One line of an order. The design is frozen at checkout: its JSON (`design_key`) and proof
 * (`proof_key`) are files in storage under the order's folder, never rewritten; a reorder points at
 * the same files. Production files are written once by the order's job (`production_keys`).
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The design's JSON snapshot in storage. */
    designKey: text('design_key').notNull(),
    /** The saved design it was taken from (may since be changed or deleted; the snapshot stays). */
    sourceDesignId: text('source_design_id'),
    options: jsonb('options').$type<StickerSpec>().notNull(),
    quantity: integer('quantity').notNull(),
    unitCents: integer('unit_cents').notNull(),
    lineCents: integer('line_cents').notNull(),
    proofKey: text('proof_key'),
    /** The DPI the customer accepted printing at ("print anyway" under 150 DPI); null when not needed. */
    lowResolutionAcceptedDpi: integer('low_resolution_accepted_dpi'),
    /** A replacement artwork the customer uploaded while on hold. */
    replacementKey: text('replacement_key'),
    /**
     * The replacement as a design snapshot and its proof, waiting for the customer's approval: approving
     * makes them the line's `design_key` and `proof_key` (what production and a reorder use).
     */
    replacementDesignKey: text('replacement_design_key'),
    replacementProofKey: text('replacement_proof_key'),
    /** The replacement's worst image resolution at the ordered size, as its proof measured it (null: nothing raster). */
    replacementPrintDpi: integer('replacement_print_dpi'),
    productionStatus: text('production_status').$type<'waiting' | 'ready' | 'failed'>().notNull().default('waiting'),
    productionKeys: jsonb('production_keys').$type<ProductionFileKeys>(),
    productionWarnings: jsonb('production_warnings').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Why the line's files could not be made, when that is the design's fault (shown to the shop and the customer). */
    productionFailure: jsonb('production_failure').$type<ProductionFailure>(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.position),
    // The cart's proof sweep keeps any proof an order line points at (decision 40).
    index('order_items_proof_idx').on(t.proofKey),
    // The line is what is charged (decision 33): a quoted line's unit is the line ÷ quantity rounded, so
    // unit × quantity may differ from it by a few cents (decision 37).
    check('order_items_quantity_check', sql`${t.quantity} > 0 AND ${t.lineCents} >= 0`),
    check('order_items_production_check', sql`${t.productionStatus} IN ('waiting', 'ready', 'failed')`),
  ],
);

/** The timeline: every status change with who made it (actor kind and id) and why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    actorKind: text('actor_kind').$type<OrderActorKind>().notNull(),
    /** The user (customer or admin); null for the system. */
    actorId: text('actor_id'),
    note: text('note'),
    /** The shop's note to itself: shown in the back office, never to the customer (page or mail). */
    noteInternal: boolean('note_internal').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at), check('order_events_actor_check', sql`${t.actorKind} IN ('customer', 'admin', 'system')`)],
);
