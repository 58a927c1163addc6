import { z } from 'zod';
import type { Notice } from '../notices';
import type { SameType } from './endpoint';

/** Answers of /api/notices/current and /api/admin/notices (the contract: endpoints/notices.ts). */

export const noticeSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  isActive: z.boolean(),
  targetPage: z.string(),
  validUntil: z.string().nullable(),
  createdAt: z.string(),
});
true satisfies SameType<z.infer<typeof noticeSchema>, Notice>;

/** GET /api/notices/current?page=: the latest notice for the page or 'all', or null. */
export const currentNoticeResponseSchema = z.object({ notice: noticeSchema.nullable() });
/** GET /api/admin/notices (newest first, 100 at most) */
export const noticesResponseSchema = z.object({ notices: z.array(noticeSchema) });
/** POST /api/admin/notices, PATCH /api/admin/notices/:id */
export const noticeResponseSchema = z.object({ notice: noticeSchema });
