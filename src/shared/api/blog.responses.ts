import { z } from 'zod';
import { BLOG_LANGUAGES } from './blog';

/** Answers of /api/blog. */
export const articleSummarySchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    tags: z.array(z.string()),
    /** Null for the articles shipped with the app (the Sticker Studio team). */
    authorName: z.string().nullable(),
    publishedAt: z.string(),
    updatedAt: z.string(),
    /** The language of title, summary (and the article's body): the reader's, or English when not translated. */
    language: z.enum(BLOG_LANGUAGES),
  })
  .strict();
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleListResponseSchema = z.object({ articles: z.array(articleSummarySchema), tags: z.array(z.string()) }).strict();
/** What the edit form changes: the article as its author wrote it (never a translation). */
const articleSourceSchema = z.object({ title: z.string(), summary: z.string(), body: z.string() }).strict();
export const articleResponseSchema = z
  .object({
    article: articleSummarySchema
      .extend({
        html: z.string(),
        /** The Markdown of the version shown. */
        body: z.string(),
        mayEdit: z.boolean(),
        /** Only for those who may edit. */
        source: articleSourceSchema.nullable(),
      })
      .strict(),
  })
  .strict();
export type Article = z.infer<typeof articleResponseSchema>['article'];
export const articleSlugResponseSchema = z.object({ slug: z.string() }).strict();
export const articleDeletedResponseSchema = z.object({ ok: z.literal(true) }).strict();
