import { z } from 'zod';
import { REPORT_REASONS, REPORT_TARGET_TYPES } from '../community/moderation';
import { FORUM_CATEGORY_IDS } from './forum';

/** Answers of /api/forum, /api/reports and /api/admin/moderation. */

const iso = z.string();
export const forumAuthorSchema = z.object({ id: z.string(), name: z.string(), image: z.string().nullable() }).strict();

export const forumCategorySchema = z.object({ id: z.enum(FORUM_CATEGORY_IDS), threadCount: z.number().int(), lastPostAt: iso.nullable(), adminOnly: z.boolean() }).strict();
export const categoriesResponseSchema = z.object({ categories: z.array(forumCategorySchema) }).strict();

export const threadSummarySchema = z
  .object({
    id: z.string(),
    categoryId: z.enum(FORUM_CATEGORY_IDS),
    title: z.string(),
    author: forumAuthorSchema,
    replyCount: z.number().int(),
    lastPostAt: iso,
    createdAt: iso,
    locked: z.boolean(),
    hidden: z.boolean(),
  })
  .strict();
export type ThreadSummary = z.infer<typeof threadSummarySchema>;
export const threadListResponseSchema = z.object({ threads: z.array(threadSummarySchema), nextCursor: z.string().nullable() }).strict();

export const forumPostSchema = z
  .object({
    id: z.string(),
    seq: z.number().int(),
    author: forumAuthorSchema,
    /** Sanitised HTML; null when the viewer may not see it (deleted, or hidden and not theirs). */
    html: z.string().nullable(),
    /** The Markdown, for the author's edit and for quoting; null when `html` is. */
    body: z.string().nullable(),
    createdAt: iso,
    editedAt: iso.nullable(),
    hidden: z.boolean(),
    deleted: z.boolean(),
    /** The viewer wrote it (may edit and delete it). */
    mine: z.boolean(),
  })
  .strict();
export type ForumPost = z.infer<typeof forumPostSchema>;

export const threadPageResponseSchema = z
  .object({
    thread: threadSummarySchema.extend({ mine: z.boolean() }).strict(),
    posts: z.array(forumPostSchema),
    page: z.number().int(),
    pageCount: z.number().int(),
  })
  .strict();
export type ThreadPage = z.infer<typeof threadPageResponseSchema>;

export const createThreadResponseSchema = z.object({ thread: z.object({ id: z.string() }).strict() }).strict();
export const postResponseSchema = z.object({ post: forumPostSchema, page: z.number().int() }).strict();

export const reportResponseSchema = z.object({ report: z.object({ id: z.string() }).strict(), hidden: z.boolean() }).strict();

/** One reported item on /admin/reports: what it is, its open reports, and whether it is hidden now. */
export const reportedItemSchema = z
  .object({
    targetType: z.enum(REPORT_TARGET_TYPES),
    targetId: z.string(),
    /** A title or excerpt and where to see it; null when the item no longer exists. */
    title: z.string().nullable(),
    excerpt: z.string().nullable(),
    url: z.string().nullable(),
    authorName: z.string().nullable(),
    hidden: z.boolean(),
    reportCount: z.number().int(),
    reasons: z.array(z.enum(REPORT_REASONS)),
    notes: z.array(z.string()),
    firstReportedAt: iso,
  })
  .strict();
export type ReportedItem = z.infer<typeof reportedItemSchema>;
export const reportedItemsResponseSchema = z.object({ items: z.array(reportedItemSchema) }).strict();
export const moderationOkResponseSchema = z.object({ ok: z.literal(true) }).strict();
