import { z } from 'zod';

/** Answers of /api/blog (issue 18). */
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
  })
  .strict();
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleListResponseSchema = z.object({ articles: z.array(articleSummarySchema), tags: z.array(z.string()) }).strict();
export const articleResponseSchema = z.object({ article: articleSummarySchema.extend({ html: z.string(), body: z.string(), mayEdit: z.boolean() }).strict() }).strict();
export type Article = z.infer<typeof articleResponseSchema>['article'];
export const articleSlugResponseSchema = z.object({ slug: z.string() }).strict();
export const articleDeletedResponseSchema = z.object({ ok: z.literal(true) }).strict();
