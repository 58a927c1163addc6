import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LedgerBalance, LedgerKind } from '../../../shared/api/credits';
import { user } from './auth';

/** AI generation: the credit ledger, generations, stats and the guest trial's counters. */

/**
 * Every change of a spendable balance: debits, refunds, grants (credit packs), resets and admin
 * adjustments. `amount` is the signed change of what the user can spend from `balance`, so the cached
 * counters on `subscriptions` always equal sums over this table (services/credits/ledger.ts):
 * freeCreditsUsed = −Σ free, monthlyImageCount = −Σ monthly, oneTimeCredits = Σ oneTime. A reset row
 * carries +(the count used before the reset), so the sums start the new period at zero.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LedgerKind>().notNull(),
    balance: text('balance').$type<LedgerBalance>().notNull(),
    amount: integer('amount').notNull(),
    generationId: uuid('generation_id'),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_ledger_user_time_idx').on(t.userId, t.createdAt),
    // A generation is debited once and refunded at most once, whatever retries or sweepers do.
    uniqueIndex('credit_ledger_generation_kind_uq').on(t.generationId, t.kind).where(sql`${t.generationId} IS NOT NULL`),
    check('credit_ledger_kind_check', sql`${t.kind} IN ('debit', 'refund', 'grant', 'reset', 'adjust')`),
    check('credit_ledger_balance_check', sql`${t.balance} IN ('free', 'monthly', 'oneTime')`),
  ],
);

export type GenerationStatus = 'pending' | 'succeeded' | 'failed' | 'refunded';
export type GenerationBalanceUsed = LedgerBalance | 'admin' | 'guest';

/** One stored result image of a generation: a material (signed-in users) or nothing stored (guests). */
export interface GenerationImageRef {
  materialId: string | null;
  /** The material's URL; null for a guest's image (sent inline, never stored). */
  url: string | null;
  width: number;
  height: number;
}

/**
 * One AI generation request: debited when it starts (pending), then succeeded, or refunded (failed when
 * nothing was charged). A server killed in between leaves it pending; the sweeper refunds it.
 */
export const generations = pgTable(
  'generations',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    /** A guest's spent use (guest_uses.id); refunding the generation gives the use back. */
    guestKey: uuid('guest_key'),
    status: text('status').$type<GenerationStatus>().notNull(),
    balance: text('balance').$type<GenerationBalanceUsed>().notNull(),
    /** Credits charged (the image count), or 1 guest use, or 0 for admins. */
    cost: integer('cost').notNull(),
    modelTier: text('model_tier').notNull(),
    provider: text('provider'),
    prompt: text('prompt').notNull(),
    style: text('style').notNull(),
    size: text('size').notNull(),
    count: integer('count').notNull(),
    images: jsonb('images').$type<GenerationImageRef[]>().notNull().default(sql`'[]'::jsonb`),
    errorCode: text('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('generations_user_time_idx').on(t.userId, t.createdAt),
    // The back office's generation count per day.
    index('generations_time_idx').on(t.createdAt),
    // The sweeper's scan: only pending rows, oldest first.
    index('generations_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('generations_status_check', sql`${t.status} IN ('pending', 'succeeded', 'failed', 'refunded')`),
    check('generations_balance_check', sql`${t.balance} IN ('free', 'monthly', 'oneTime', 'admin', 'guest')`),
    check('generations_payer_check', sql`num_nonnulls(${t.userId}, ${t.guestKey}) = 1`),
  ],
);

/** SPEC §7 stats/generations: a single row (id 'generations'). */
export const generationStats = pgTable('generation_stats', {
  id: text('id').primaryKey(),
  totalGenerations: bigint('total_generations', { mode: 'number' }).notNull().default(0),
  lastUpdated: timestamp('last_updated', { withTimezone: true }),
});

/**
 * The server's own guest counts (SPEC §7 checkGuestUsageLimit/useGuestGeneration), shared by every
 * instance: `fp:<hmac>` per fingerprint (window of 14 days from its first use), `ip:<group>:<day>` per
 * address and UTC day, `day:<day>` for the global daily budget.
 */
export const guestUsage = pgTable(
  'guest_usage',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  },
  (t) => [index('guest_usage_window_idx').on(t.windowStart)],
);

/**
 * One spent guest request: the counters it took (`images` from each), its single-use token's state, its
 * refund. A request may ask for several images; the token then starts one generation of exactly that many.
 */
export const guestUses = pgTable(
  'guest_uses',
  {
    id: uuid('id').primaryKey(),
    fingerprintKey: text('fingerprint_key').notNull(),
    addressKey: text('address_key').notNull(),
    dayKey: text('day_key').notNull(),
    /** Images this use took from each counter (and gives back on a refund). */
    images: integer('images').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('guest_uses_created_idx').on(t.createdAt),
    // The sweeper gives back uses whose token expired unredeemed.
    index('guest_uses_unredeemed_idx').on(t.tokenExpiresAt).where(sql`${t.redeemedAt} IS NULL AND ${t.refundedAt} IS NULL`),
  ],
);
