import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** The forum: categories, threads and their posts. */

/** Categories are seeded by the migration; their names and descriptions are in the i18n catalogues. */
export const forumCategories = pgTable('forum_categories', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Why an item is hidden: an admin hid it, or enough people reported it (until an admin reviews it). */
export type HiddenReason = 'admin' | 'reports';

export const forumThreads = pgTable(
  'forum_threads',
  {
    id: uuid('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => forumCategories.id),
    authorId: text('author_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Posts written so far (the opening post is 1): the next post's `seq`. Deleted posts stay as tombstones. */
    postCount: integer('post_count').notNull().default(0),
    lastPostAt: timestamp('last_post_at', { withTimezone: true }).notNull(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason').$type<HiddenReason>(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Category pages: newest activity first, keyset on (last_post_at, id).
    index('forum_threads_category_activity_idx').on(t.categoryId, t.lastPostAt, t.id),
    index('forum_threads_activity_idx').on(t.lastPostAt, t.id),
    index('forum_threads_author_idx').on(t.authorId, t.createdAt),
    check('forum_threads_hidden_reason_check', sql`${t.hiddenReason} IS NULL OR ${t.hiddenReason} IN ('admin', 'reports')`),
  ],
);

export const forumPosts = pgTable(
  'forum_posts',
  {
    id: uuid('id').primaryKey(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… within the thread, dense (nothing is ever removed), so page n is one index range. */
    seq: integer('seq').notNull(),
    authorId: text('author_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** What the author wrote (Markdown) and its sanitised HTML, rendered when written. */
    body: text('body').notNull(),
    bodyHtml: text('body_html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason').$type<HiddenReason>(),
    /** A deleted post keeps its place (and seq) with its text removed. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('forum_posts_thread_seq_idx').on(t.threadId, t.seq),
    index('forum_posts_author_time_idx').on(t.authorId, t.createdAt),
    check('forum_posts_hidden_reason_check', sql`${t.hiddenReason} IS NULL OR ${t.hiddenReason} IN ('admin', 'reports')`),
  ],
);

/**
 * Images members put into forum posts: uploaded while writing (no post yet), attached to the post that
 * shows them when it is saved. Served to everyone while that post and its thread are visible; the
 * sweep (services/forum/attachment-sweep.ts) deletes files and rows once the post is deleted.
 */
export const forumAttachments = pgTable(
  'forum_attachments',
  {
    id: uuid('id').primaryKey(),
    uploaderId: text('uploader_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => forumPosts.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('forum_attachments_post_idx').on(t.postId), index('forum_attachments_uploader_idx').on(t.uploaderId, t.createdAt)],
);
