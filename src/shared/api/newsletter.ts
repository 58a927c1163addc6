import { z } from 'zod';
import { ARTICLE_MAX_CHARS } from '../community/limits';
import { emailSchema } from '../validation';

/** Requests of /api/newsletter and /api/admin/newsletter. */

/** POST /api/newsletter/subscribe (the footer's form). */
export const subscribeSchema = z.object({ email: emailSchema, language: z.enum(['en', 'zh']).default('en') }).strict();

/** POST /api/newsletter/confirm and /unsubscribe: the token from the mailed link. */
export const newsletterTokenSchema = z.object({ token: z.string().min(10).max(200) }).strict();

/** POST /api/admin/newsletter/issues: an issue in Markdown, sent to every confirmed subscriber. */
export const newsletterIssueSchema = z
  .object({
    subject: z.string().trim().min(3, 'Write a subject.').max(150),
    body: z.string().trim().min(10, 'Write the newsletter first.').max(ARTICLE_MAX_CHARS),
  })
  .strict();
