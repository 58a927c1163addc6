import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { CatalogItem, CatalogListResponse } from '../../../shared/api/catalog.responses';
import { type CatalogCategory, type CatalogKind, type CatalogLanguage, type CatalogStatus, sideInches, sizeKeyOf } from '../../../shared/catalog/catalog';
import { type DesignDocument, migrateDesign } from '../../../shared/design';
import type { Db } from '../../db/client';
import { catalogItems, catalogItemTranslations } from '../../db/schema';
import { DomainError, forbidden, notFound } from '../../domain/errors';
import type { Viewer } from '../../domain/viewer';
import { enqueueJob } from '../../job-contracts/enqueue';
import { catalogThumbnailsJob } from '../../job-contracts/renders';
import { componentLog } from '../../log/logger';
import type { StoragePort } from '../../providers/storage/types';
import { type Actor, readDesign, serializeDesign } from '../designs';
import { deleteQuietly } from '../designs/files';
import type { StorageUrlContext } from '../designs/sources';
import { catalogDocumentKey, catalogThumbnailKey } from './keys';
import { prefixQuery, searchTextOf } from './search';
import { renderCatalogThumbnail } from './thumbnail';
import { type CatalogSource, inLanguage } from './translations';

export type CatalogRow = typeof catalogItems.$inferSelect;

export interface CatalogDeps {
  db: Db;
  storage: StoragePort;
  urls: StorageUrlContext;
  /** This process does not render (ROLE=web, decision 113): a new item's thumbnail is left to the thumbnails job. */
  thumbnailsOnWorker?: boolean;
}

/** The API path a kind is served at (the editor opens `${path}/:id/document`). */
export const CATALOG_API_PATH: Record<CatalogKind, string> = { sticker: '/api/library', template: '/api/templates' };

/** SPEC §6: graphic designers and admins manage the library and the templates. */
export function canManageCatalog(viewer: Viewer | null | undefined): boolean {
  return !!viewer && (viewer.isGraphicDesigner || viewer.isAdmin);
}

export function toCatalogItem(row: CatalogRow & CatalogSource, storage: StoragePort): CatalogItem {
  return {
    ...(row.source ? { source: row.source } : {}),
    id: row.id,
    kind: row.kind,
    name: row.name,
    description: row.description,
    category: row.category,
    tags: row.tags,
    widthIn: row.widthIn,
    heightIn: row.heightIn,
    sizeKey: row.sizeKey,
    thumbnailUrl: row.thumbnailKey ? storage.publicUrl(row.thumbnailKey) : null,
    documentPath: `${CATALOG_API_PATH[row.kind]}/${encodeURIComponent(row.id)}/document`,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface CatalogQuery {
  lang: CatalogLanguage;
  q?: string;
  category?: CatalogCategory;
  size?: string;
  status: CatalogStatus | 'all';
  page: number;
  pageSize: number;
}

/**
 * One page of a gallery, newest first, with the facet counts of the active items. Only designers see
 * retired items (the management view); a search with nothing searchable in it matches nothing.
 */
export async function listCatalog(deps: Pick<CatalogDeps, 'db' | 'storage'>, kind: CatalogKind, query: CatalogQuery, viewer: Viewer | null): Promise<CatalogListResponse> {
  if (query.status !== 'active' && !canManageCatalog(viewer)) throw forbidden('Only graphic designers and admins can see retired items.');
  const where: SQL[] = [eq(catalogItems.kind, kind)];
  if (query.status !== 'all') where.push(eq(catalogItems.status, query.status));
  if (query.category) where.push(eq(catalogItems.category, query.category));
  if (query.size) where.push(eq(catalogItems.sizeKey, query.size));
  if (query.q) {
    const tsquery = prefixQuery(query.q);
    where.push(tsquery ? matchesSearch(tsquery) : sql`false`);
  }
  const condition = and(...where);
  const active = and(eq(catalogItems.kind, kind), eq(catalogItems.status, 'active'));
  const [rows, [{ total }], categories, sizes] = await Promise.all([
    deps.db
      .select()
      .from(catalogItems)
      .where(condition)
      .orderBy(desc(catalogItems.createdAt), desc(catalogItems.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ total: count() }).from(catalogItems).where(condition),
    deps.db.select({ key: catalogItems.category, count: count() }).from(catalogItems).where(active).groupBy(catalogItems.category).orderBy(catalogItems.category),
    deps.db.select({ key: catalogItems.sizeKey, count: count() }).from(catalogItems).where(active).groupBy(catalogItems.sizeKey).orderBy(catalogItems.sizeKey),
  ]);
  const shown = await inLanguage(deps.db, rows, query.lang);
  return { items: shown.map((r) => toCatalogItem(r, deps.storage)), total, page: query.page, pageSize: query.pageSize, facets: { categories, sizes } };
}

/**
 * An item matches a search by its own words or by a translation's name and description (a Chinese reader
 * types Chinese; the few translated items are searched without an index).
 */
function matchesSearch(tsquery: string): SQL {
  const t = catalogItemTranslations;
  return sql`(to_tsvector('simple', ${catalogItems.searchText}) @@ to_tsquery('simple', ${tsquery}) OR EXISTS (SELECT 1 FROM ${t} WHERE ${t.itemId} = ${catalogItems.id} AND to_tsvector('simple', lower(${t.name} || ' ' || ${t.description})) @@ to_tsquery('simple', ${tsquery})))`;
}

/** One item; a retired one only for designers (others get 404, as if it were gone). */
export async function findCatalogItem(db: Db, kind: CatalogKind, id: string, viewer: Viewer | null): Promise<CatalogRow> {
  const [row] = await db
    .select()
    .from(catalogItems)
    .where(and(eq(catalogItems.kind, kind), eq(catalogItems.id, id)));
  if (!row || (row.status === 'retired' && !canManageCatalog(viewer))) throw notFound(kind === 'sticker' ? 'That library sticker was not found.' : 'That template was not found.');
  return row;
}

/** The item's design JSON as stored. */
export async function readCatalogDocument(
  deps: Pick<CatalogDeps, 'db' | 'storage'>,
  kind: CatalogKind,
  id: string,
  viewer: Viewer | null,
): Promise<{ row: CatalogRow; jsonText: string }> {
  const row = await findCatalogItem(deps.db, kind, id, viewer);
  const body = await deps.storage.getBuffer(row.documentKey);
  if (!body) throw new DomainError('not_found', 'not_found', 'The design of this item is missing.');
  return { row, jsonText: body.toString('utf8') };
}

/** The item's design, migrated and checked like any opened design. */
export function parseCatalogDocument(jsonText: string): DesignDocument {
  const migrated = migrateDesign(JSON.parse(jsonText));
  if (!migrated.ok) throw new DomainError('unprocessable', 'design_invalid', `The design cannot be used: ${migrated.error}`);
  return migrated.doc;
}

export interface NewCatalogItem {
  kind: CatalogKind;
  name: string;
  description: string;
  category: CatalogCategory;
  tags: string[];
  doc: DesignDocument;
  createdBy: string | null;
  seedKey?: string;
}

/**
 * Stores the document, renders its thumbnail, then inserts the row (a seed key already there is left
 * alone and its files removed, so seeding twice adds nothing). Answers the row, or null for a seed
 * that was already in.
 */
export async function insertCatalogItem(deps: CatalogDeps, input: NewCatalogItem, options: { renderThumbnail: boolean }): Promise<CatalogRow | null> {
  const id = randomUUID();
  const documentKey = catalogDocumentKey(id);
  await deps.storage.put(documentKey, Buffer.from(serializeDesign(input.doc), 'utf8'), 'application/json');
  let thumbnailKey: string | null = null;
  try {
    if (options.renderThumbnail) thumbnailKey = await storeThumbnail(deps, id, input.doc);
    const { width, height } = input.doc.workspace;
    const [row] = await deps.db
      .insert(catalogItems)
      .values({
        id,
        kind: input.kind,
        seedKey: input.seedKey ?? null,
        name: input.name,
        description: input.description,
        category: input.category,
        tags: input.tags,
        widthIn: sideInches(width),
        heightIn: sideInches(height),
        sizeKey: sizeKeyOf(width, height),
        documentKey,
        thumbnailKey,
        createdBy: input.createdBy,
        searchText: searchTextOf(input),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) await deleteQuietly(deps.storage, [documentKey, thumbnailKey]);
    return row ?? null;
  } catch (err) {
    await deleteQuietly(deps.storage, [documentKey, thumbnailKey]);
    throw err;
  }
}

async function storeThumbnail(deps: CatalogDeps, id: string, doc: DesignDocument): Promise<string> {
  const key = catalogThumbnailKey(id);
  await deps.storage.put(key, await renderCatalogThumbnail(doc, deps.urls), 'image/png');
  return key;
}

/** A designer's new item, from one of their saved designs or from the document the editor sent. */
export async function createCatalogItem(
  deps: CatalogDeps,
  viewer: Viewer,
  kind: CatalogKind,
  input: { name: string; description: string; category: CatalogCategory; tags: string[]; designId?: string; json?: DesignDocument },
): Promise<CatalogItem> {
  if (!canManageCatalog(viewer)) throw forbidden('Only graphic designers and admins can publish to the library and templates.');
  const actor: Actor = { id: viewer.id, isAdmin: false };
  const doc = input.json ?? parseCatalogDocument((await readDesign(deps, actor, input.designId as string)).jsonText);
  const onWorker = deps.thumbnailsOnWorker === true;
  const row = await insertCatalogItem(deps, { ...input, kind, doc, createdBy: viewer.id }, { renderThumbnail: !onWorker });
  if (!row) throw new DomainError('conflict', 'catalog_conflict', 'The item could not be saved. Please try again.');
  // Galleries show an item once its thumbnail is there, a moment later.
  if (onWorker) await enqueueJob(deps.db, catalogThumbnailsJob, {});
  return toCatalogItem(row, deps.storage);
}

/** A designer's change: texts, category, tags, or retiring (hidden from galleries) and bringing back. */
export async function updateCatalogItem(
  deps: Pick<CatalogDeps, 'db' | 'storage'>,
  viewer: Viewer,
  kind: CatalogKind,
  id: string,
  input: { name?: string; description?: string; category?: CatalogCategory; tags?: string[]; status?: CatalogStatus },
): Promise<CatalogItem> {
  if (!canManageCatalog(viewer)) throw forbidden('Only graphic designers and admins can change library items and templates.');
  const current = await findCatalogItem(deps.db, kind, id, viewer);
  const next = {
    name: input.name ?? current.name,
    description: input.description ?? current.description,
    category: input.category ?? current.category,
    tags: input.tags ?? current.tags,
  };
  const [row] = await deps.db
    .update(catalogItems)
    .set({ ...next, status: input.status ?? current.status, searchText: searchTextOf(next), updatedAt: new Date() })
    .where(and(eq(catalogItems.kind, kind), eq(catalogItems.id, id)))
    .returning();
  if (!row) throw notFound();
  return toCatalogItem(row, deps.storage);
}

/** Items whose thumbnail is still to be rendered (the starting set is inserted first, rendered after). */
export async function renderMissingThumbnails(deps: CatalogDeps, limit = 200, signal?: AbortSignal): Promise<{ rendered: number; failed: string[] }> {
  const rows = await deps.db.select().from(catalogItems).where(sql`${catalogItems.thumbnailKey} IS NULL`).limit(limit);
  const failed: string[] = [];
  let rendered = 0;
  for (const row of rows) {
    // The server is shutting down: the rest waits for the next run (each one is set only where missing).
    if (signal?.aborted) break;
    try {
      const body = await deps.storage.getBuffer(row.documentKey);
      if (!body) throw new Error('document missing');
      const key = await storeThumbnail(deps, row.id, parseCatalogDocument(body.toString('utf8')));
      const updated = await deps.db
        .update(catalogItems)
        .set({ thumbnailKey: key })
        .where(and(eq(catalogItems.id, row.id), sql`${catalogItems.thumbnailKey} IS NULL`))
        .returning({ id: catalogItems.id });
      // Another instance rendered it first: ours goes.
      if (updated.length === 0) await deleteQuietly(deps.storage, [key]);
      else rendered++;
    } catch (err) {
      componentLog('catalog').error({ itemId: row.id, name: row.name, err }, 'thumbnail failed');
      failed.push(row.id);
    }
  }
  return { rendered, failed };
}
