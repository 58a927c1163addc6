import { randomUUID } from 'node:crypto';
import { and, arrayContains, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BlogLanguage, WriteArticle } from '../../../shared/api/blog';
import type { Article, ArticleSummary } from '../../../shared/api/blog.responses';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { blogArticles, blogArticleTranslations, user } from '../../db/schema';
import { DomainError, forbidden, notFound } from '../../domain/errors';
import type { Viewer } from '../../domain/viewer';
import { userHtmlOptions } from '../forum/render';
import { loadUserHtml } from '../heavy-modules';
import { SEED_ARTICLES } from './seed-articles';
import { SEED_TRANSLATIONS } from './seed-translations';

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
  const { renderUserMarkdown } = await loadUserHtml();
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
  await ensureSeedTranslations(deps.db, options);
  seeded.add(deps.db);
}

/** The shipped tutorials' translations, added to their articles also in a database seeded before they existed. */
async function ensureSeedTranslations(db: Db, options: ReturnType<typeof userHtmlOptions>): Promise<void> {
  const { renderUserMarkdown } = await loadUserHtml();
  const ids = await db
    .select({ id: blogArticles.id, slug: blogArticles.slug })
    .from(blogArticles)
    .where(inArray(blogArticles.slug, Object.keys(SEED_TRANSLATIONS)));
  const rows = ids.flatMap(({ id, slug }) =>
    Object.entries(SEED_TRANSLATIONS[slug] ?? {}).map(([language, text]) => ({ articleId: id, language, ...text, bodyHtml: renderUserMarkdown(text.body, options) })),
  );
  if (rows.length) await db.insert(blogArticleTranslations).values(rows).onConflictDoNothing();
}

/** The reader's translation of each article, joined when there is one (English readers skip the join's rows). */
const translationFor = (language: BlogLanguage) => and(eq(blogArticleTranslations.articleId, blogArticles.id), eq(blogArticleTranslations.language, language));

const summaryColumns = {
  slug: blogArticles.slug,
  title: sql<string>`coalesce(${blogArticleTranslations.title}, ${blogArticles.title})`,
  summary: sql<string>`coalesce(${blogArticleTranslations.summary}, ${blogArticles.summary})`,
  tags: blogArticles.tags,
  authorName: user.name,
  publishedAt: blogArticles.publishedAt,
  updatedAt: blogArticles.updatedAt,
  translatedTo: blogArticleTranslations.language,
};
type SummaryRow = {
  slug: string;
  title: string;
  summary: string;
  tags: string[];
  authorName: string | null;
  publishedAt: Date;
  updatedAt: Date;
  translatedTo: string | null;
};
const toSummary = ({ translatedTo, ...row }: SummaryRow): ArticleSummary => ({
  ...row,
  publishedAt: row.publishedAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  language: translatedTo ? (translatedTo as BlogLanguage) : 'en',
});

/** Newest first in the reader's language, optionally only one tag's; with every tag in use (for the filter). */
export async function listArticles(deps: BlogDeps, query: { tag?: string; lang?: BlogLanguage } = {}) {
  const { tag, lang = 'en' } = query;
  await ensureSeedArticles(deps);
  const rows = await deps.db
    .select(summaryColumns)
    .from(blogArticles)
    .leftJoin(user, eq(user.id, blogArticles.authorId))
    .leftJoin(blogArticleTranslations, translationFor(lang))
    .where(tag ? arrayContains(blogArticles.tags, [tag]) : undefined)
    .orderBy(desc(blogArticles.publishedAt))
    .limit(200);
  const tags = await deps.db.execute(sql`SELECT DISTINCT unnest(tags) AS tag FROM blog_articles ORDER BY tag`);
  return { articles: rows.map(toSummary), tags: ((tags as { rows: { tag: string }[] }).rows ?? []).map((r) => r.tag) };
}

/** One article in the reader's language (English when it has no translation); its source for those who may edit it. */
export async function readArticle(deps: BlogDeps, viewer: Viewer | null, slug: string, lang: BlogLanguage = 'en'): Promise<Article> {
  await ensureSeedArticles(deps);
  const [row] = await deps.db
    .select({
      ...summaryColumns,
      html: sql<string>`coalesce(${blogArticleTranslations.bodyHtml}, ${blogArticles.bodyHtml})`,
      body: sql<string>`coalesce(${blogArticleTranslations.body}, ${blogArticles.body})`,
      source: { title: blogArticles.title, summary: blogArticles.summary, body: blogArticles.body },
      authorId: blogArticles.authorId,
    })
    .from(blogArticles)
    .leftJoin(user, eq(user.id, blogArticles.authorId))
    .leftJoin(blogArticleTranslations, translationFor(lang))
    .where(eq(blogArticles.slug, slug));
  if (!row) throw notFound('This article does not exist.');
  const { authorId, html, body, source, ...summary } = row;
  const editable = mayEdit(viewer, authorId);
  return { ...toSummary(summary), html, body, mayEdit: editable, source: editable ? source : null };
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
  const { renderUserMarkdown } = await loadUserHtml();
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
      bodyHtml: (await loadUserHtml()).renderUserMarkdown(input.body, userHtmlOptions(deps.config)),
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
