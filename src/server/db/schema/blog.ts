import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** /blog-tutorials articles, written by admins and graphic designers in Markdown. */
export const blogArticles = pgTable(
  'blog_articles',
  {
    id: uuid('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    /** The sanitised HTML of `body`, rendered when written. */
    bodyHtml: text('body_html').notNull(),
    tags: text('tags').array().notNull(),
    /** Null for the articles shipped with the app (shown as the Sticker Studio team). */
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('blog_articles_published_idx').on(t.publishedAt)],
);

/**
 * An article in another interface language (decision 68): readers whose language has a row here read it,
 * everyone else the article itself (written in English). Tags, slug, author and dates are the article's.
 */
export const blogArticleTranslations = pgTable(
  'blog_article_translations',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => blogArticles.id, { onDelete: 'cascade' }),
    /** An interface language other than English (`BLOG_LANGUAGES`). */
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    /** The sanitised HTML of `body`, rendered when written. */
    bodyHtml: text('body_html').notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.language] })],
);
