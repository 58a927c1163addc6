import { z } from 'zod';
import { ARTICLE_MAX_CHARS } from '../community/limits';

/** Requests of /api/blog: articles by admins and graphic designers, in Markdown. */

export const BLOG_TAG_PATTERN = /^[a-z0-9][a-z0-9-]{0,29}$/;
const tag = z.string().trim().toLowerCase().regex(BLOG_TAG_PATTERN, 'A tag is lower-case letters, digits and dashes (at most 30).');

/** The languages articles are read in: English (what authors write) and the interface's other languages. */
export const BLOG_LANGUAGES = ['en', 'zh'] as const;
export type BlogLanguage = (typeof BLOG_LANGUAGES)[number];
/** The reader's interface language; an article without that translation is shown in English. */
const lang = z.enum(BLOG_LANGUAGES, { message: 'The language is en or zh.' }).default('en');

/** GET /api/blog?tag=&lang= */
export const articleListQuerySchema = z.object({ tag: tag.optional(), lang });

/** GET /api/blog/:slug?lang= */
export const articleReadQuerySchema = z.object({ lang });

/** POST /api/blog and PATCH /api/blog/:slug */
export const writeArticleSchema = z
  .object({
    title: z.string().trim().min(5, 'A title needs at least 5 characters.').max(140),
    summary: z.string().trim().min(10, 'Write a sentence or two for the list.').max(300),
    body: z.string().trim().min(1, 'Write the article first.').max(ARTICLE_MAX_CHARS),
    tags: z.array(tag).min(1, 'Give the article at least one tag.').max(6),
  })
  .strict();
export type WriteArticle = z.infer<typeof writeArticleSchema>;
