import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LedgerBalance, LedgerKind } from '../../shared/api/credits';
import type { CustomOrderStatus } from '../../shared/api/custom-orders';

// ---- better-auth tables (property names are the ones better-auth's Drizzle adapter expects) ----

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** better-auth's rate-limit store, kept in the database so every app instance shares it. */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// ---- product tables ----

/** SPEC §3 Subscription: one per user. */
export const subscriptions = pgTable('subscriptions', {
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
});

/** SPEC §3 Admin message: the global notice modal's source. */
export const adminMessages = pgTable(
  'admin_messages',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    targetPage: text('target_page').notNull().default('all'),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_messages_lookup_idx').on(t.isActive, t.targetPage, t.createdAt)],
);

/** SPEC §3 Security log. */
export const securityLogs = pgTable(
  'security_logs',
  {
    id: text('id').primaryKey(),
    event: text('event').notNull(),
    severity: text('severity').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    url: text('url'),
    userId: text('user_id'),
  },
  (t) => [index('security_logs_time_idx').on(t.timestamp)],
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

/** Fixed-window counters for our own rate limits (client security-log endpoint, sign-in backoff). */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

/** SPEC §3/§7 materials: images a user keeps for their designs (pasted, uploaded, generated). Files in storage. */
export const materials = pgTable(
  'materials',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Storage key under users/{uid}/materials/. */
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Where it came from: paste, upload, ai. */
    source: text('source').notNull().default('upload'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('materials_user_time_idx').on(t.userId, t.createdAt)],
);

/**
 * SPEC §3 Template/design: a user's saved design. The document itself is not in the row: `jsonKey` is its
 * storage key (users/{uid}/designs/{id}/files/design-r{revision}.json), a new key per revision, so a save
 * is "write the new file, then one conditional UPDATE". The SPEC's previewURL is `previewKey` (served at
 * its storage URL), the thumbnail `thumbnailKey` (thumbnails/{id}-{revision}.jpg).
 */
export const designs = pgTable(
  'designs',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Starts at 1; every content save adds one (rename and favourite do not). */
    revision: integer('revision').notNull().default(1),
    jsonKey: text('json_key').notNull(),
    /** Characters of the stored JSON. */
    jsonSize: integer('json_size').notNull(),
    previewKey: text('preview_key'),
    thumbnailKey: text('thumbnail_key'),
    cutlinePath: text('cutline_path'),
    isFavorite: boolean('is_favorite').notNull().default(false),
    autoSaved: boolean('auto_saved').notNull().default(false),
    isAutoSaveSession: boolean('is_auto_save_session').notNull().default(false),
    sessionId: text('session_id'),
    /** Null for favourites; now + 90 days at each save otherwise (SPEC §4). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastAutoSaved: timestamp('last_auto_saved', { withTimezone: true }),
    thumbnailGenerated: boolean('thumbnail_generated').notNull().default(false),
    isFinalized: boolean('is_finalized').notNull().default(false),
    /** The auto-save session (its row id) this design was converted from. */
    originalAutoSaveId: text('original_auto_save_id'),
    designFolderPath: text('design_folder_path').notNull(),
    copiedFilesCount: integer('copied_files_count').notNull().default(0),
    isSelfContained: boolean('is_self_contained').notNull().default(false),
    selfContainedVersion: integer('self_contained_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Scanned backwards for "newest first" (ORDER BY updated_at DESC, id DESC) and the keyset cursor.
    index('designs_user_updated_idx').on(t.userId, t.updatedAt, t.id),
    index('designs_user_favorite_idx').on(t.userId, t.isFavorite),
    index('designs_expires_idx').on(t.expiresAt),
  ],
);

/** SPEC §3 Auto-save session metadata. */
export interface AutoSaveMetadata {
  canvasState: { shape: string; width: number; height: number; cutlinePath?: string | null } | null;
  changeCount: number;
  sessionStarted: string;
  autoSaveError: string | null;
  /** Why it was finalized: the user left, it timed out after 24 h, or it was converted to a design. */
  finalizedReason?: 'left' | 'timeout' | 'converted';
}

/** SPEC §3/§7 users/{uid}/autoSaveSessions/{sessionId}: one active session per user, at most 5 kept. */
export const autoSaveSessions = pgTable(
  'auto_save_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    /**
     * Where the design JSON is: a file in storage (sessionDataKey), as the client sent it (at most
     * 1048487 characters, else its minimal version). Sessions saved before decision 14 keep it inline
     * in design_data.
     */
    dataKey: text('data_key'),
    designData: text('design_data'),
    lastSaved: timestamp('last_saved', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    /** Storage key of the session's thumbnail (thumbnails/autosave-{id}-{revision}.jpg). */
    previewKey: text('preview_key'),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    convertedToDesignId: text('converted_to_design_id'),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    metadata: jsonb('metadata').$type<AutoSaveMetadata>().notNull(),
    /** 0 until the first save; every save adds one. */
    revision: integer('revision').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('auto_save_sessions_user_session_uq').on(t.userId, t.sessionId),
    // One active session per user, enforced by the database (two tabs starting at once get the same one).
    uniqueIndex('auto_save_sessions_one_active_uq').on(t.userId).where(sql`${t.isActive}`),
    index('auto_save_sessions_user_created_idx').on(t.userId, t.createdAt),
  ],
);

// ---- AI generation: credits, guests, generations (issue 6) ----

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

/** One spent guest generation: the counters it took, its single-use token's state, its refund. */
export const guestUses = pgTable(
  'guest_uses',
  {
    id: uuid('id').primaryKey(),
    fingerprintKey: text('fingerprint_key').notNull(),
    addressKey: text('address_key').notNull(),
    dayKey: text('day_key').notNull(),
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

/** A /custom-order request (issue 6): stored for admins, who take it from new to closed. */
export const customOrderRequests = pgTable(
  'custom_order_requests',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    contactEmail: text('contact_email').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    referenceImageUrl: text('reference_image_url'),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    conceptImageUrls: jsonb('concept_image_urls').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    status: text('status').$type<CustomOrderStatus>().notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('custom_order_requests_status_time_idx').on(t.status, t.createdAt),
    index('custom_order_requests_user_time_idx').on(t.userId, t.createdAt),
    check('custom_order_requests_status_check', sql`${t.status} IN ('new', 'in_review', 'quoted', 'closed')`),
  ],
);

export const schema = {
  user,
  session,
  account,
  verification,
  rateLimit,
  subscriptions,
  adminMessages,
  securityLogs,
  autoLoginKeys,
  rateCounters,
  materials,
  designs,
  autoSaveSessions,
  creditLedger,
  generations,
  generationStats,
  guestUsage,
  guestUses,
  customOrderRequests,
};
