import { z } from 'zod';
import { POST_MAX_CHARS, REPORT_NOTE_MAX_CHARS, THREAD_TITLE_MAX_CHARS, THREAD_TITLE_MIN_CHARS } from '../community/limits';
import { REPORT_REASONS, REPORT_RESOLUTIONS, REPORT_TARGET_TYPES } from '../community/moderation';

/** Requests of /api/forum, /api/reports and /api/admin/moderation. */

export const FORUM_CATEGORY_IDS = ['announcements', 'general', 'design-help', 'ai-generation', 'ordering-printing', 'feedback'] as const;
export type ForumCategoryId = (typeof FORUM_CATEGORY_IDS)[number];
/** Only admins start threads here; everyone may reply. */
export const ADMIN_ONLY_CATEGORIES: readonly ForumCategoryId[] = ['announcements'];

const postBody = z.string().trim().min(1, 'Write something first.').max(POST_MAX_CHARS, `A post holds at most ${POST_MAX_CHARS} characters.`);

/** GET /api/forum/threads: one page of a category (or of every category), newest activity first. */
export const threadListQuerySchema = z.object({
  category: z.enum(FORUM_CATEGORY_IDS).optional(),
  /** The `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
});

/** POST /api/forum/threads */
export const createThreadSchema = z
  .object({
    categoryId: z.enum(FORUM_CATEGORY_IDS),
    title: z
      .string()
      .trim()
      .min(THREAD_TITLE_MIN_CHARS, `A title needs at least ${THREAD_TITLE_MIN_CHARS} characters.`)
      .max(THREAD_TITLE_MAX_CHARS, `A title holds at most ${THREAD_TITLE_MAX_CHARS} characters.`),
    body: postBody,
  })
  .strict();
export type CreateThread = z.infer<typeof createThreadSchema>;

/** GET /api/forum/threads/:id?page= (1-based; `last` for the newest page). */
export const threadPageQuerySchema = z.object({ page: z.union([z.literal('last'), z.coerce.number().int().min(1).max(1_000_000)]).optional() });

/** POST /api/forum/threads/:id/posts and PATCH /api/forum/posts/:id */
export const writePostSchema = z.object({ body: postBody }).strict();

/** POST /api/reports: anyone signed in reports a post, thread, showcase item or comment, or a profile. */
export const createReportSchema = z
  .object({
    targetType: z.enum(REPORT_TARGET_TYPES),
    targetId: z.string().min(1).max(100),
    reason: z.enum(REPORT_REASONS),
    note: z.string().trim().max(REPORT_NOTE_MAX_CHARS).optional(),
  })
  .strict();
export type CreateReport = z.infer<typeof createReportSchema>;

const target = { targetType: z.enum(REPORT_TARGET_TYPES), targetId: z.string().min(1).max(100) };

/** POST /api/admin/moderation/resolve: close an item's open reports, hiding or deleting it, or not. */
export const resolveReportsSchema = z.object({ ...target, resolution: z.enum(REPORT_RESOLUTIONS) }).strict();

/** POST /api/admin/moderation/hide: hide or show an item without reports. */
export const setHiddenSchema = z.object({ ...target, hidden: z.boolean() }).strict();

/** POST /api/admin/moderation/threads/:id/lock */
export const lockThreadSchema = z.object({ locked: z.boolean() }).strict();
