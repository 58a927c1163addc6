import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** What a user has beyond better-auth's rows: the subscription (plan, credits) and auto-login keys. */

/** SPEC §3 Subscription: one per user. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull().default('free'),
    userRole: text('user_role').notNull().default('user'),
    imageCount: integer('image_count').notNull().default(0),
    monthlyImageCount: integer('monthly_image_count').notNull().default(0),
    oneTimeCredits: integer('one_time_credits').notNull().default(0),
    maxImages: integer('max_images').notNull().default(0),
    lastResetDate: timestamp('last_reset_date', { withTimezone: true }).notNull().defaultNow(),
    freeCredits: integer('free_credits').notNull().default(40),
    freeCreditsUsed: integer('free_credits_used').notNull().default(0),
    freeCreditsLastReset: timestamp('free_credits_last_reset', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // The paid plan as the payments provider last said (decision 34); null while the user never paid.
    paymentCustomerId: text('payment_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    providerSubscriptionStatus: text('provider_subscription_status'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** When the state applied was read from the provider: an older read never overwrites a newer one. */
    providerSyncedAt: timestamp('provider_synced_at', { withTimezone: true }),
  },
  (t) => [
    index('subscriptions_provider_subscription_idx').on(t.providerSubscriptionId),
    // A subscription event without our user id finds its user by the provider's customer (decision 40).
    index('subscriptions_payment_customer_idx').on(t.paymentCustomerId),
  ],
);

/** Single-use keys an admin issues so /home?username&projectid&key signs a user in. Only the hash is stored. */
export const autoLoginKeys = pgTable('auto_login_keys', {
  keyHash: text('key_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  projectId: text('project_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** The jti of the token issued on redemption; revoking it ends that auto-login session on the server. */
  tokenId: text('token_id').unique(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A suspended account: while the row exists the user cannot sign in (a better-auth hook
 * refuses new sessions) and auto-login keys are refused; suspending also deleted their sessions and
 * revoked their auto-login tokens. Restoring deletes the row.
 */
export const accountSuspensions = pgTable('account_suspensions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  suspendedBy: text('suspended_by').notNull(),
  suspendedAt: timestamp('suspended_at', { withTimezone: true }).notNull().defaultNow(),
});
