import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** /blog-tutorials articles (issue 18), written by admins and graphic designers in Markdown. */
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
