import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, getTableColumns, ilike, type SQL, sql } from 'drizzle-orm';
import {
  DESIGN_ERROR_CODES,
  type DesignListResponse,
  type DesignSummary,
  MAX_DESIGN_JSON_CHARS,
  MAX_DESIGN_NAME_LENGTH,
  type SavedDesignsUsage,
} from '../../../shared/api/designs';
import { expiresAtFor, savedDesignLimitMessage } from '../../../shared/autosave';
import type { DesignDocument } from '../../../shared/design';
import { isPlanId, PLANS } from '../../../shared/plans';
import type { Db } from '../../db/client';
import { designs, subscriptions } from '../../db/schema';
import { DomainError, notFound } from '../../domain/errors';
import type { Viewer } from '../../domain/viewer';
import type { StoragePort } from '../../providers/storage/types';
import { copyFolderFiles, deletePrefix, deleteQuietly, designFolder, designJsonKey, designPreviewKey, designThumbnailKey, type PreparedPreview, preparePreview } from './files';
import { rewriteSources } from './sources';

export type DesignRow = typeof designs.$inferSelect;
/** The row without its cutline path (which can be large): what listings and saves return. */
export type DesignSummaryRow = Omit<DesignRow, 'cutlinePath'>;

export interface DesignDeps {
  db: Db;
  storage: StoragePort;
  /** UPLOAD_MAX_PIXELS: the preview image's pixel limit. */
  maxPixels: number;
}

/** Who acts: the owner, or an admin (who may read any design, never change another user's). */
export interface Actor {
  id: string;
  isAdmin: boolean;
  /** The plan the session already resolved (saves a query where the plan's limit is needed). */
  plan?: string;
}

/** The actor a signed-in viewer acts as. */
export const actorOf = (viewer: Viewer): Actor => ({ id: viewer.id, isAdmin: viewer.isAdmin, plan: viewer.plan });

const { cutlinePath: _cutline, ...summaryColumns } = getTableColumns(designs);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toSummary(row: DesignSummaryRow, storage: StoragePort): DesignSummary {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    revision: row.revision,
    isFavorite: row.isFavorite,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    thumbnailURL: row.thumbnailKey ? storage.publicUrl(row.thumbnailKey) : null,
    previewURL: row.previewKey ? storage.publicUrl(row.previewKey) : null,
    thumbnailGenerated: row.thumbnailGenerated,
    jsonSize: row.jsonSize,
    autoSaved: row.autoSaved,
    isAutoSaveSession: row.isAutoSaveSession,
    sessionId: row.sessionId,
    lastAutoSaved: iso(row.lastAutoSaved),
    isFinalized: row.isFinalized,
    originalAutoSaveId: row.originalAutoSaveId,
    designFolderPath: row.designFolderPath,
    copiedFilesCount: row.copiedFilesCount,
    isSelfContained: row.isSelfContained,
    selfContainedVersion: row.selfContainedVersion,
  };
}

// ---- errors ----

export function revisionConflict(current: { revision: number; updatedAt: Date }): DomainError {
  return new DomainError(
    'conflict',
    DESIGN_ERROR_CODES.revisionConflict,
    'This design was changed elsewhere since you opened it. Keep yours as a copy, or take the other version.',
    {
      current: { revision: current.revision, updatedAt: current.updatedAt.toISOString() },
    },
  );
}

/** The design JSON as stored; over MAX_DESIGN_JSON_CHARS is refused. */
export function serializeDesign(doc: DesignDocument): string {
  const text = JSON.stringify(doc);
  if (text.length > MAX_DESIGN_JSON_CHARS) {
    throw new DomainError(
      'too_large',
      DESIGN_ERROR_CODES.designTooLarge,
      `The design is too large to save (${Math.ceil(text.length / 1024)} KB; the limit is ${MAX_DESIGN_JSON_CHARS / 1024} KB).`,
    );
  }
  return text;
}

// ---- SPEC §5 saved-design limit ----

function planLimit(plan: string | undefined, isAdmin: boolean): number {
  if (isAdmin) return Number.POSITIVE_INFINITY;
  return PLANS[plan && isPlanId(plan) ? plan : 'free'].maxSavedDesigns;
}

async function countFavorites(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(designs)
    .where(and(eq(designs.userId, userId), eq(designs.isFavorite, true)));
  return Number(row?.n ?? 0);
}

/**
 * Inside a transaction: locks the user's subscription row (so parallel favourite-creates of one user
 * queue here on PostgreSQL: a read-then-write without it overshoots, DESIGN §7), then checks that one
 * more favourite fits the plan's maxSavedDesigns. Admin is unlimited.
 */
export async function claimFavoriteSlot(tx: Db, actor: Actor): Promise<void> {
  const [sub] = await tx.select({ plan: subscriptions.plan }).from(subscriptions).where(eq(subscriptions.userId, actor.id)).for('update');
  const limit = planLimit(sub?.plan, actor.isAdmin);
  if (!Number.isFinite(limit)) return;
  const used = await countFavorites(tx, actor.id);
  if (used + 1 > limit) throw new DomainError('forbidden', DESIGN_ERROR_CODES.savedDesignLimit, savedDesignLimitMessage(limit), { limit, used });
}

export async function savedDesignsUsage(db: Db, actor: Actor, knownUsed?: number): Promise<SavedDesignsUsage> {
  const planOf = async () => actor.plan ?? (await db.select({ plan: subscriptions.plan }).from(subscriptions).where(eq(subscriptions.userId, actor.id)))[0]?.plan;
  const [plan, used] = await Promise.all([planOf(), knownUsed ?? countFavorites(db, actor.id)]);
  const limit = planLimit(plan, actor.isAdmin);
  return { used, limit: Number.isFinite(limit) ? limit : null };
}

// ---- reading ----

/** The design if the actor owns it (or, with `adminMayRead`, is an admin); else undefined — never revealing that it exists. */
export async function findDesign(db: Db, actor: Actor, id: string, adminMayRead = false): Promise<DesignRow | undefined> {
  const owner = adminMayRead && actor.isAdmin ? undefined : eq(designs.userId, actor.id);
  const [row] = await db
    .select()
    .from(designs)
    .where(owner ? and(eq(designs.id, id), owner) : eq(designs.id, id));
  return row;
}

/** The row and the stored JSON text (the caller can send it on without parsing it again). */
export async function readDesign(deps: Pick<DesignDeps, 'db' | 'storage'>, actor: Actor, id: string): Promise<{ row: DesignRow; jsonText: string }> {
  const row = await findDesign(deps.db, actor, id, true);
  if (!row) throw notFound();
  const buf = await deps.storage.getBuffer(row.jsonKey);
  if (!buf) throw new DomainError('internal', 'design_file_missing', 'The design file could not be read. Please try again.');
  return { row, jsonText: buf.toString('utf8') };
}

function encodeCursor(row: { updatedAt: Date; id: string }): string {
  return Buffer.from(JSON.stringify([row.updatedAt.toISOString(), row.id])).toString('base64url');
}

function decodeCursor(cursor: string): { updatedAt: Date; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const updatedAt = new Date(at);
    if (typeof id === 'string' && id.length <= 100 && !Number.isNaN(updatedAt.getTime())) return { updatedAt, id };
  } catch {}
  throw new DomainError('invalid', 'invalid_input', 'cursor: not a cursor this server gave out');
}

/** LIKE's own wildcards in the user's text match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The actor's designs, newest first (by updatedAt), with a name search, a favourites filter and keyset paging. */
export async function listDesigns(deps: DesignDeps, actor: Actor, q: { search?: string; favorite?: boolean; limit: number; cursor?: string }): Promise<DesignListResponse> {
  const where: SQL[] = [eq(designs.userId, actor.id)];
  if (q.favorite !== undefined) where.push(eq(designs.isFavorite, q.favorite));
  if (q.search) where.push(ilike(designs.name, `%${escapeLike(q.search)}%`));
  if (q.cursor) {
    const c = decodeCursor(q.cursor);
    where.push(sql`(${designs.updatedAt}, ${designs.id}) < (${c.updatedAt.toISOString()}::timestamptz, ${c.id})`);
  }
  // The favourites count rides along with the page (one query instead of two, decision 15).
  const favoritesUsed = deps.db.$count(designs, and(eq(designs.userId, actor.id), eq(designs.isFavorite, true)));
  const rows = await deps.db
    .select({ ...summaryColumns, favoritesUsed })
    .from(designs)
    .where(and(...where))
    .orderBy(desc(designs.updatedAt), desc(designs.id))
    .limit(q.limit + 1);
  // An empty page carries no count; only then is it asked for on its own.
  const usage = await savedDesignsUsage(deps.db, actor, rows[0]?.favoritesUsed);
  const page = rows.slice(0, q.limit);
  return {
    designs: page.map((r) => toSummary(r, deps.storage)),
    nextCursor: rows.length > q.limit ? encodeCursor(page[page.length - 1]) : null,
    savedDesigns: usage,
  };
}

// ---- writing ----

interface RevisionFiles {
  jsonKey: string;
  previewKey: string | null;
  thumbnailKey: string | null;
}

/** Writes one revision's files under NEW keys. On failure removes what it wrote (a kill leaves unreferenced files only). */
async function writeRevisionFiles(
  storage: StoragePort,
  userId: string,
  designId: string,
  revision: number,
  jsonText: string,
  preview: PreparedPreview | null,
): Promise<RevisionFiles> {
  const files: RevisionFiles = {
    jsonKey: designJsonKey(userId, designId, revision),
    previewKey: preview ? designPreviewKey(userId, designId, revision, preview.ext) : null,
    thumbnailKey: preview ? designThumbnailKey(designId, revision) : null,
  };
  try {
    await Promise.all([
      storage.put(files.jsonKey, Buffer.from(jsonText, 'utf8'), 'application/json'),
      preview && files.previewKey ? storage.put(files.previewKey, preview.body, preview.contentType) : null,
      preview && files.thumbnailKey ? storage.put(files.thumbnailKey, preview.thumbnail, 'image/jpeg') : null,
    ]);
  } catch (err) {
    await deleteQuietly(storage, [files.jsonKey, files.previewKey, files.thumbnailKey]);
    throw err;
  }
  return files;
}

/** Fields a new design may set beyond name, document and favourite (conversion from auto-save, duplicates). */
export type NewDesignExtras = Partial<
  Pick<
    DesignRow,
    'autoSaved' | 'isAutoSaveSession' | 'sessionId' | 'lastAutoSaved' | 'isFinalized' | 'originalAutoSaveId' | 'copiedFilesCount' | 'isSelfContained' | 'selfContainedVersion'
  >
>;

export interface NewDesign {
  /** Chosen by the caller when files must be written under it first (duplicates); a UUID by default. */
  id?: string;
  name: string;
  jsonText: string;
  cutlinePath: string | null;
  isFavorite: boolean;
  preview: PreparedPreview | null;
  /** Already-stored preview and thumbnail (duplicates copy them). */
  storedPreview?: { previewKey: string | null; thumbnailKey: string | null };
  extras?: NewDesignExtras;
  /** Runs in the same transaction after the insert (conversion marks its session here). */
  inTransaction?: (tx: Db, row: DesignSummaryRow) => Promise<void>;
}

/** Files first, then the row in one transaction (with the favourite slot claimed); no row, no files. */
export async function insertDesign(deps: DesignDeps, actor: Actor, input: NewDesign, now = new Date()): Promise<DesignSummaryRow> {
  const id = input.id ?? randomUUID();
  const files = await writeRevisionFiles(deps.storage, actor.id, id, 1, input.jsonText, input.preview);
  const previewKey = files.previewKey ?? input.storedPreview?.previewKey ?? null;
  const thumbnailKey = files.thumbnailKey ?? input.storedPreview?.thumbnailKey ?? null;
  try {
    return await deps.db.transaction(async (tx) => {
      if (input.isFavorite) await claimFavoriteSlot(tx as unknown as Db, actor);
      const [row] = await tx
        .insert(designs)
        .values({
          id,
          userId: actor.id,
          name: input.name,
          revision: 1,
          jsonKey: files.jsonKey,
          jsonSize: input.jsonText.length,
          previewKey,
          thumbnailKey,
          thumbnailGenerated: !!thumbnailKey,
          cutlinePath: input.cutlinePath,
          isFavorite: input.isFavorite,
          expiresAt: expiresAtFor(input.isFavorite, now),
          designFolderPath: designFolder(actor.id, id),
          ...input.extras,
          createdAt: now,
          updatedAt: now,
        })
        .returning(summaryColumns);
      await input.inTransaction?.(tx as unknown as Db, row);
      return row;
    });
  } catch (err) {
    await deleteQuietly(deps.storage, [files.jsonKey, files.previewKey, files.thumbnailKey]);
    throw err;
  }
}

export async function createDesign(deps: DesignDeps, actor: Actor, input: { name: string; json: DesignDocument; isFavorite: boolean; preview?: string }): Promise<DesignSummary> {
  const jsonText = serializeDesign(input.json);
  const preview = input.preview ? await preparePreview(input.preview, deps.maxPixels) : null;
  const row = await insertDesign(deps, actor, { name: input.name, jsonText, cutlinePath: input.json.cutlinePath ?? null, isFavorite: input.isFavorite, preview });
  return toSummary(row, deps.storage);
}

/**
 * A new revision: write the files under new keys, then ONE conditional UPDATE (id, owner and the
 * revision it was based on) points the row at them, then the old files go. A kill at any point leaves
 * the old or the new version whole; a lost race deletes its own files and answers 409.
 */
export async function commitRevision(
  deps: DesignDeps,
  row: DesignRow,
  jsonText: string,
  cutlinePath: string | null,
  preview: PreparedPreview | null,
  set: Partial<Pick<DesignRow, 'copiedFilesCount' | 'isSelfContained' | 'selfContainedVersion'>> = {},
  now = new Date(),
): Promise<DesignSummaryRow> {
  const next = row.revision + 1;
  const files = await writeRevisionFiles(deps.storage, row.userId, row.id, next, jsonText, preview);
  const discard = () => deleteQuietly(deps.storage, [files.jsonKey, files.previewKey, files.thumbnailKey]);
  let updated: DesignSummaryRow | undefined;
  try {
    [updated] = await deps.db
      .update(designs)
      .set({
        revision: next,
        jsonKey: files.jsonKey,
        jsonSize: jsonText.length,
        cutlinePath,
        ...(preview ? { previewKey: files.previewKey, thumbnailKey: files.thumbnailKey, thumbnailGenerated: true } : {}),
        // A favourite toggled meanwhile (which does not bump the revision) still decides the expiry.
        expiresAt: sql`CASE WHEN ${designs.isFavorite} THEN NULL ELSE ${expiresAtFor(false, now)!.toISOString()}::timestamptz END`,
        updatedAt: now,
        ...set,
      })
      .where(and(eq(designs.id, row.id), eq(designs.userId, row.userId), eq(designs.revision, row.revision)))
      .returning(summaryColumns);
  } catch (err) {
    await discard();
    throw err;
  }
  if (!updated) {
    await discard();
    const [current] = await deps.db
      .select({ revision: designs.revision, updatedAt: designs.updatedAt })
      .from(designs)
      .where(and(eq(designs.id, row.id), eq(designs.userId, row.userId)));
    if (!current) throw notFound();
    throw revisionConflict(current);
  }
  await deleteQuietly(deps.storage, [row.jsonKey, preview ? row.previewKey : null, preview ? row.thumbnailKey : null]);
  return updated;
}

export async function saveDesign(deps: DesignDeps, actor: Actor, id: string, input: { json: DesignDocument; baseRevision: number; preview?: string }): Promise<DesignSummary> {
  const row = await findDesign(deps.db, actor, id);
  if (!row) throw notFound();
  if (row.revision !== input.baseRevision) throw revisionConflict(row);
  const jsonText = serializeDesign(input.json);
  const preview = input.preview ? await preparePreview(input.preview, deps.maxPixels) : null;
  const updated = await commitRevision(deps, { ...row, revision: input.baseRevision }, jsonText, input.json.cutlinePath ?? null, preview);
  return toSummary(updated, deps.storage);
}

/** Rename and/or (un)favourite. A rename counts as a change (updatedAt); a favourite toggle does not reorder the list. */
export async function updateDesign(deps: DesignDeps, actor: Actor, id: string, input: { name?: string; isFavorite?: boolean }, now = new Date()): Promise<DesignSummary> {
  const row = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [current] = await db
      .select({ isFavorite: designs.isFavorite })
      .from(designs)
      .where(and(eq(designs.id, id), eq(designs.userId, actor.id)));
    if (!current) throw notFound();
    const set: Partial<DesignRow> = {};
    if (input.name !== undefined) {
      set.name = input.name;
      set.updatedAt = now;
    }
    if (input.isFavorite !== undefined && input.isFavorite !== current.isFavorite) {
      if (input.isFavorite) await claimFavoriteSlot(db, actor);
      set.isFavorite = input.isFavorite;
      set.expiresAt = expiresAtFor(input.isFavorite, now);
    }
    if (Object.keys(set).length === 0) {
      const [same] = await db
        .select(summaryColumns)
        .from(designs)
        .where(and(eq(designs.id, id), eq(designs.userId, actor.id)));
      return same;
    }
    const [updated] = await db
      .update(designs)
      .set(set)
      .where(and(eq(designs.id, id), eq(designs.userId, actor.id)))
      .returning(summaryColumns);
    return updated;
  });
  if (!row) throw notFound();
  return toSummary(row, deps.storage);
}

/** A copy with its own folder: the JSON, the preview, the thumbnail and any self-contained files are copied, and references into the old folder now point into the new one. */
export async function duplicateDesign(deps: DesignDeps, actor: Actor, id: string, input: { name?: string; isFavorite: boolean }, now = new Date()): Promise<DesignSummary> {
  const source = await findDesign(deps.db, actor, id);
  if (!source) throw notFound();
  const buf = await deps.storage.getBuffer(source.jsonKey);
  if (!buf) throw new DomainError('internal', 'design_file_missing', 'The design file could not be read. Please try again.');
  const newId = randomUUID();
  const copied = await copyFolderFiles(deps.storage, source, designFolder(actor.id, newId));
  const stored: { previewKey: string | null; thumbnailKey: string | null } = { previewKey: null, thumbnailKey: null };
  try {
    let jsonText = buf.toString('utf8');
    if (copied.size > 0) jsonText = JSON.stringify(rewriteSources(JSON.parse(jsonText), (src) => copied.get(src)));
    if (source.previewKey) {
      const preview = await deps.storage.getBuffer(source.previewKey);
      if (preview) {
        stored.previewKey = designPreviewKey(actor.id, newId, 1, source.previewKey.endsWith('.png') ? 'png' : 'jpg');
        await deps.storage.put(stored.previewKey, preview, source.previewKey.endsWith('.png') ? 'image/png' : 'image/jpeg');
      }
    }
    if (source.thumbnailKey) {
      const thumb = await deps.storage.getBuffer(source.thumbnailKey);
      if (thumb) {
        stored.thumbnailKey = designThumbnailKey(newId, 1);
        await deps.storage.put(stored.thumbnailKey, thumb, 'image/jpeg');
      }
    }
    const name = input.name ?? `${source.name.slice(0, MAX_DESIGN_NAME_LENGTH - 7)} (copy)`;
    const row = await insertDesign(
      deps,
      actor,
      {
        id: newId,
        name,
        jsonText,
        cutlinePath: source.cutlinePath,
        isFavorite: input.isFavorite,
        preview: null,
        storedPreview: stored,
        extras: { copiedFilesCount: source.copiedFilesCount, isSelfContained: source.isSelfContained, selfContainedVersion: source.selfContainedVersion },
      },
      now,
    );
    return toSummary(row, deps.storage);
  } catch (err) {
    await deletePrefix(deps.storage, designFolder(actor.id, newId));
    await deleteQuietly(deps.storage, [stored.thumbnailKey]);
    throw err;
  }
}

/** Deletes the actor's own design and its files (another user's id is simply not found). */
export async function deleteDesign(deps: DesignDeps, actor: Actor, id: string): Promise<boolean> {
  const [row] = await deps.db
    .delete(designs)
    .where(and(eq(designs.id, id), eq(designs.userId, actor.id)))
    .returning();
  if (!row) return false;
  await removeDesignFiles(deps.storage, row);
  return true;
}

/** A deleted design's folder (JSON, preview, copied files) and its thumbnail. */
export async function removeDesignFiles(storage: StoragePort, row: Pick<DesignRow, 'userId' | 'id' | 'jsonKey' | 'previewKey' | 'thumbnailKey'>): Promise<number> {
  const inFolder = await deletePrefix(storage, designFolder(row.userId, row.id));
  await deleteQuietly(storage, [row.jsonKey, row.previewKey, row.thumbnailKey]);
  return inFolder + (row.thumbnailKey ? 1 : 0);
}
