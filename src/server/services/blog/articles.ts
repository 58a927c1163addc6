import { randomUUID } from 'node:crypto';
import { arrayContains, desc, eq, sql } from 'drizzle-orm';
import type { WriteArticle } from '../../../shared/api/blog';
import type { Article, ArticleSummary } from '../../../shared/api/blog.responses';
import { renderUserMarkdown } from '../../../shared/community/render';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { blogArticles, user } from '../../db/schema';
import { DomainError, forbidden, notFound } from '../../domain/errors';
import type { Viewer } from '../../domain/viewer';
import { userHtmlOptions } from '../forum/render';
import { SEED_ARTICLES } from './seed-articles';

export interface BlogDeps {
  db: Db;
  config: Pick<AppConfig, 'publicUrl' | 'site'>;
}

/** Only graphic designers and admins write articles (SPEC §6: graphic_designer includes admin). */
export function assertMayWriteArticles(viewer: Viewer): void {
  if (!viewer.isGraphicDesigner && !viewer.isAdmin) throw forbidden('Only graphic designers and admins write articles.');
}

const seeded = new WeakSet<Db>();

/** The shipped tutorials, inserted once per database (a slug already there is left as it is). */
export async function ensureSeedArticles(deps: BlogDeps): Promise<void> {
  if (seeded.has(deps.db)) return;
  const options = userHtmlOptions(deps.config);
  await deps.db
    .insert(blogArticles)
    .values(
      SEED_ARTICLES.map((a) => ({
        id: randomUUID(),
        slug: a.slug,
        title: a.title,
        summary: a.summary,
        body: a.body,
        bodyHtml: renderUserMarkdown(a.body, options),
        tags: a.tags,
        authorId: null,
        publishedAt: new Date(a.publishedAt),
        updatedAt: new Date(a.publishedAt),
      })),
    )
    .onConflictDoNothing({ target: blogArticles.slug });
  seeded.add(deps.db);
}

const summaryColumns = {
  slug: blogArticles.slug,
  title: blogArticles.title,
  summary: blogArticles.summary,
  tags: blogArticles.tags,
  authorName: user.name,
  publishedAt: blogArticles.publishedAt,
  updatedAt: blogArticles.updatedAt,
};
type SummaryRow = { slug: string; title: string; summary: string; tags: string[]; authorName: string | null; publishedAt: Date; updatedAt: Date };
const toSummary = (row: SummaryRow): ArticleSummary => ({ ...row, publishedAt: row.publishedAt.toISOString(), updatedAt: row.updatedAt.toISOString() });

/** Newest first, optionally only one tag's; with every tag in use (for the filter). */
export async function listArticles(deps: BlogDeps, tag?: string) {
  await ensureSeedArticles(deps);
  const rows = await deps.db
    .select(summaryColumns)
    .from(blogArticles)
    .leftJoin(user, eq(user.id, blogArticles.authorId))
    .where(tag ? arrayContains(blogArticles.tags, [tag]) : undefined)
    .orderBy(desc(blogArticles.publishedAt))
    .limit(200);
  const tags = await deps.db.execute(sql`SELECT DISTINCT unnest(tags) AS tag FROM blog_articles ORDER BY tag`);
  return { articles: rows.map(toSummary), tags: ((tags as { rows: { tag: string }[] }).rows ?? []).map((r) => r.tag) };
}

export async function readArticle(deps: BlogDeps, viewer: Viewer | null, slug: string): Promise<Article> {
  await ensureSeedArticles(deps);
  const [row] = await deps.db
    .select({ ...summaryColumns, html: blogArticles.bodyHtml, body: blogArticles.body, authorId: blogArticles.authorId })
    .from(blogArticles)
    .leftJoin(user, eq(user.id, blogArticles.authorId))
    .where(eq(blogArticles.slug, slug));
  if (!row) throw notFound('This article does not exist.');
  const { authorId, html, body, ...summary } = row;
  return { ...toSummary(summary), html, body, mayEdit: mayEdit(viewer, authorId) };
}

/** The author (still a designer) or any admin. */
const mayEdit = (viewer: Viewer | null, authorId: string | null) => !!viewer && (viewer.isAdmin || (viewer.isGraphicDesigner && authorId === viewer.id));

/** "Designing a die-cut sticker!" → "designing-a-die-cut-sticker" (ASCII letters and digits; else "article"). */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'article';
}

export async function createArticle(deps: BlogDeps, viewer: Viewer, input: WriteArticle): Promise<{ slug: string }> {
  assertMayWriteArticles(viewer);
  const base = slugify(input.title);
  const now = new Date();
  const bodyHtml = renderUserMarkdown(input.body, userHtmlOptions(deps.config));
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = attempt === 0 ? base : `${base}-${randomUUID().slice(0, 6)}`;
    const [inserted] = await deps.db
      .insert(blogArticles)
      .values({
        id: randomUUID(),
        slug,
        title: input.title,
        summary: input.summary,
        body: input.body,
        bodyHtml,
        tags: [...new Set(input.tags)],
        authorId: viewer.id,
        publishedAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: blogArticles.slug })
      .returning({ slug: blogArticles.slug });
    if (inserted) return inserted;
  }
  throw new DomainError('conflict', 'slug_taken', 'Choose another title: this one is taken.');
}

async function editable(deps: BlogDeps, viewer: Viewer, slug: string) {
  assertMayWriteArticles(viewer);
  const [row] = await deps.db.select({ id: blogArticles.id, authorId: blogArticles.authorId }).from(blogArticles).where(eq(blogArticles.slug, slug));
  if (!row) throw notFound('This article does not exist.');
  if (!mayEdit(viewer, row.authorId)) throw forbidden('You can only change your own articles.');
  return row;
}

export async function updateArticle(deps: BlogDeps, viewer: Viewer, slug: string, input: WriteArticle): Promise<{ slug: string }> {
  const row = await editable(deps, viewer, slug);
  await deps.db
    .update(blogArticles)
    .set({
      title: input.title,
      summary: input.summary,
      body: input.body,
      bodyHtml: renderUserMarkdown(input.body, userHtmlOptions(deps.config)),
      tags: [...new Set(input.tags)],
      updatedAt: new Date(),
    })
    .where(eq(blogArticles.id, row.id));
  return { slug };
}

export async function deleteArticle(deps: BlogDeps, viewer: Viewer, slug: string): Promise<void> {
  const row = await editable(deps, viewer, slug);
  await deps.db.delete(blogArticles).where(eq(blogArticles.id, row.id));
}
