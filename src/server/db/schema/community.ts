import { type SQL, sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { designs } from './designs';

/**
 * Timestamps that page lists (keyset cursors) keep milliseconds only, so a cursor read back by
 * JavaScript is exactly the stored value.
 *
 * The community (decision 45): profiles and follows, the showcase (published design
 * snapshots with likes, saves, comments and copies) and in-app notifications with their preferences.
 */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A member's community profile (one per user, made at the first edit; absent = defaults: public, no bio). */
export const communityProfiles = pgTable('community_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** Null: the account's name is shown. */
  displayName: text('display_name'),
  bio: text('bio').notNull().default(''),
  /** http(s) links only (checked at the edge and again in the service). */
  links: jsonb('links').$type<string[]>().notNull().default([]),
  /** public/avatars/{uid}/{uuid}.{ext}: a checked image upload. */
  avatarKey: text('avatar_key'),
  /** A private profile shows only the name and avatar; its showcase items stay public on /showcase. */
  isPrivate: boolean('is_private').notNull().default(false),
  /**
   * Set while moderation hides the profile (its reports, or an admin): the avatar is then no longer shown
   * or served to others. 'reports' is lifted when the reports are dismissed; 'admin' only by an admin's "show".
   */
  moderationHiddenBy: text('moderation_hidden_by', { enum: ['reports', 'admin'] }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who follows whom. The primary key makes following twice one row; the check refuses following yourself. */
export const follows = pgTable(
  'follows',
  {
    followerId: text('follower_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    followeeId: text('followee_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId, t.createdAt),
    index('follows_follower_time_idx').on(t.followerId, t.createdAt),
    check('follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

/**
 * A published design: a snapshot (its JSON with every image inlined, under showcase/{id}/, never
 * public) owned by the publisher, and its picture rendered on the server (public/showcase/{id}/…).
 * Counters are kept in the same transaction as the like/save/comment/remix rows they count.
 * Visible on /showcase when `hidden_at` is null (admins hide); unpublishing deletes the row.
 */
export const showcaseItems = pgTable(
  'showcase_items',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The design it was published from (it may be deleted later: no foreign key). */
    sourceDesignId: text('source_design_id'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    jsonKey: text('json_key').notNull(),
    cutlinePath: text('cutline_path'),
    imageKey: text('image_key').notNull(),
    imageWidth: integer('image_width').notNull(),
    imageHeight: integer('image_height').notNull(),
    /** The workspace's width ÷ height: the first order's size keeps it. */
    aspectRatio: text('aspect_ratio').notNull().default('1'),
    /** The item this design was remixed from ("Make my own" on it, then published). */
    remixOfId: text('remix_of_id'),
    likeCount: integer('like_count').notNull().default(0),
    saveCount: integer('save_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    remixCount: integer('remix_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs((): SQL => sql`to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(description, ''))`),
  },
  (t) => [
    // The grid's orders, each a keyset walk of one partial index (visible items only), read backwards:
    // ascending indexes match ORDER BY … DESC (NULLS FIRST, PostgreSQL's default) without a sort.
    index('showcase_newest_idx').on(t.publishedAt, t.id).where(sql`hidden_at IS NULL`),
    index('showcase_popular_idx').on(t.likeCount, t.publishedAt, t.id).where(sql`hidden_at IS NULL`),
    index('showcase_author_idx').on(t.userId, t.publishedAt, t.id),
    index('showcase_tags_idx').using('gin', t.tags),
    index('showcase_search_idx').using('gin', t.search),
  ],
);

/** One like per member and item. */
export const showcaseLikes = pgTable(
  'showcase_likes',
  {
    itemId: text('item_id')
      .notNull()
      .references(() => showcaseItems.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.userId] }), index('showcase_likes_user_idx').on(t.userId, t.createdAt)],
);

/** One save (bookmark) per member and item. */
export const showcaseSaves = pgTable(
  'showcase_saves',
  {
    itemId: text('item_id')
      .notNull()
      .references(() => showcaseItems.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.userId] }), index('showcase_saves_user_idx').on(t.userId, t.createdAt)],
);

/** Plain-text comments (escaped when shown, never HTML). Admins hide; the author, the item's owner and admins delete. */
export const showcaseComments = pgTable(
  'showcase_comments',
  {
    id: text('id').primaryKey(),
    itemId: text('item_id')
      .notNull()
      .references(() => showcaseItems.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('showcase_comments_item_idx').on(t.itemId, t.createdAt, t.id)],
);

/**
 * A design made from a showcase item: "Make my own" (`remix`, credited, counted on the item) or
 * "Order this sticker" (`order`, the buyer's own copy the cart and checkout work on).
 */
export const showcaseCopies = pgTable(
  'showcase_copies',
  {
    designId: text('design_id')
      .primaryKey()
      .references(() => designs.id, { onDelete: 'cascade' }),
    itemId: text('item_id').references(() => showcaseItems.id, { onDelete: 'set null' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'remix' | 'order'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('showcase_copies_item_user_idx').on(t.itemId, t.userId, t.kind)],
);

/**
 * In-app notifications (services/notifications). `dedupe_key` makes an event notify once (liking,
 * unliking and liking again is one notification); `mailed_at` is set when its e-mail went out.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'cascade' }),
    /** A path in this app (checked to start with one slash). */
    targetUrl: text('target_url').notNull(),
    /** A short excerpt (an item's title, a comment's first words), plain text. */
    excerpt: text('excerpt').notNull().default(''),
    dedupeKey: text('dedupe_key'),
    /** False when the member switched this kind off in the app (kept for the e-mail only). */
    inApp: boolean('in_app').notNull().default(true),
    readAt: timestamp('read_at', { withTimezone: true }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_time_idx').on(t.userId, t.createdAt, t.id).where(sql`in_app`),
    index('notifications_unread_idx').on(t.userId).where(sql`in_app AND read_at IS NULL`),
    uniqueIndex('notifications_dedupe_idx').on(t.userId, t.dedupeKey),
  ],
);

/** A member's choice per notification kind; a missing row means both on. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    inApp: boolean('in_app').notNull().default(true),
    email: boolean('email').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
