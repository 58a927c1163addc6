import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** Payments (decision 34): our checkouts, the provider events already applied, the local provider's objects. */

/** `failed`: the provider never gave a session (an error or no answer); the key cannot be used again. */
export type CheckoutStatus = 'creating' | 'open' | 'complete' | 'expired' | 'failed';

/**
 * One checkout we started (a pack, a plan, an order): the provider's session id, what it sells
 * (`purpose` + `reference`, read by that purpose's handler) and whether it was fulfilled. `fulfilled_at`
 * is set by one conditional update, in the transaction of the fulfilment, so the webhook and the
 * success-page sync racing produce one effect.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    /** What the purpose sells: a pack id, a plan id, an order id. */
    reference: text('reference').notNull(),
    mode: text('mode').$type<'payment' | 'subscription'>().notNull(),
    status: text('status').$type<CheckoutStatus>().notNull().default('creating'),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id'),
    url: text('url'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** The client's key: a double-clicked button gets the same checkout back. */
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * The hash of the request the key was first used with: the key stands for that request only, and
     * the same key with another body is refused (null on checkouts made before keys were bound).
     */
    requestHash: text('request_hash'),
    paymentIntentId: text('payment_intent_id'),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('checkouts_user_idempotency_uq').on(t.userId, t.idempotencyKey),
    uniqueIndex('checkouts_provider_session_uq').on(t.providerSessionId),
    index('checkouts_user_status_idx').on(t.userId, t.status, t.createdAt),
    check('checkouts_status_check', sql`${t.status} IN ('creating', 'open', 'complete', 'expired', 'failed')`),
  ],
);

/** Each provider event applied, inserted in the same transaction as its effects: a second delivery finds it and changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The local (test-mode) provider's sessions and subscriptions, in Stripe's shapes. */
export const paymentTestObjects = pgTable('payment_test_objects', {
  id: text('id').primaryKey(),
  kind: text('kind').$type<'checkout_session' | 'subscription' | 'refund'>().notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One receipt for a plan's paid period or a credit pack: what the customer paid outside an order, kept
 * so its invoice can be mailed once and downloaded later. `source` is unique (`pack:<checkout id>`,
 * `plan:<subscription id>:<period start>`), so the fulfilment that writes it, run twice, writes one.
 */
export const purchaseReceipts = pgTable(
  'purchase_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'plan' | 'pack'>().notNull(),
    source: text('source').notNull(),
    /** The plan id or the pack id sold. */
    item: text('item').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** Taxes as charged (label with its rate, amount); empty when the price carried none. */
    taxLines: jsonb('tax_lines').$type<{ label: string; amountCents: number }[]>().notNull().default([]),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('purchase_receipts_source_uq').on(t.source),
    index('purchase_receipts_user_idx').on(t.userId, t.paidAt),
    check('purchase_receipts_kind_check', sql`${t.kind} IN ('plan', 'pack')`),
  ],
);

/**
 * The local provider's events, stored in the transaction that changes the object they tell of, before
 * any delivery: delivered at once after it, and again by the job `payments.redeliver-test-events`
 * (with Stripe's growing waits, for up to 3 days) until the webhook handler has taken one, so a crash
 * between a payment and its event loses nothing. `seq` keeps the order they happened in.
 */
export const paymentTestEvents = pgTable(
  'payment_test_events',
  {
    id: text('id').primaryKey(),
    seq: integer('seq').generatedAlwaysAsIdentity().notNull(),
    type: text('type').notNull(),
    /** The event as its JSON body is sent (signed again at each delivery, as Stripe does). */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_test_events_pending_idx').on(t.nextAttemptAt).where(sql`${t.deliveredAt} IS NULL`)],
);
