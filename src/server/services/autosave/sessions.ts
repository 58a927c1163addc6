import { randomUUID } from 'node:crypto';
import { and, desc, eq, getTableColumns, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type AutoSaveSession, type CanvasState, DESIGN_ERROR_CODES, type DesignSummary } from '../../../shared/api/designs';
import { AUTOSAVE, AUTOSAVE_MESSAGES, hasWorkspace, isDocumentLengthTooLarge, isSessionExpired, minimalDocument, tooLargeMessage } from '../../../shared/autosave';
import { DESIGN_VERSION, groupsTooDeepMessage, MAX_GROUP_DEPTH, migrateDesign, WORKSPACE_ID } from '../../../shared/design';
import { type AutoSaveMetadata, autoSaveSessions } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import { type Actor, type DesignDeps, findDesign, insertDesign, serializeDesign, toSummary } from '../designs';
import { deleteQuietly, designThumbnailKey, preparePreview, sessionDataKey, sessionThumbnailKey } from '../designs/files';
import type { AutoSaveDocument } from './body';

/**
 * SPEC §3/§4/§8/§9 auto-save sessions (users/{uid}/autoSaveSessions/{sessionId} as a table): one active
 * session per user, started at login or when the editor opens, saved on change, finalized when the user
 * leaves the editor, when it times out (24 h) or when it is converted to a design; 5 kept per user.
 */

type SessionRow = typeof autoSaveSessions.$inferSelect;
/** Everything but the (up to 1 MB) document, plus whether there is one. */
type SessionMeta = Omit<SessionRow, 'designData'> & { hasData: boolean };

const { designData: _data, ...metaColumns } = getTableColumns(autoSaveSessions);
const hasDataSql = sql<boolean>`(${autoSaveSessions.dataKey} IS NOT NULL OR ${autoSaveSessions.designData} IS NOT NULL)`;
const sessionColumns = { ...metaColumns, hasData: hasDataSql };

/**
 * The saved design JSON of a session: its file in storage, or (sessions saved before decision 14) the
 * inline column. Null when nothing was saved; a file that has gone missing is corrupted data.
 */
async function readSessionData(deps: Pick<DesignDeps, 'storage'>, row: { dataKey: string | null; designData?: string | null }): Promise<string | null> {
  if (!row.dataKey) return row.designData ?? null;
  const body = await deps.storage.getBuffer(row.dataKey);
  if (!body) throw sessionCorrupted();
  return body.toString('utf8');
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toSession(row: SessionMeta, deps: Pick<DesignDeps, 'storage'>): AutoSaveSession {
  const m = row.metadata;
  return {
    id: row.id,
    sessionId: row.sessionId,
    isActive: row.isActive,
    revision: row.revision,
    lastSaved: iso(row.lastSaved),
    previewUrl: row.previewKey ? deps.storage.publicUrl(row.previewKey) : null,
    finalizedAt: iso(row.finalizedAt),
    convertedToDesignId: row.convertedToDesignId,
    convertedAt: iso(row.convertedAt),
    metadata: {
      canvasState: (m.canvasState as CanvasState | null) ?? null,
      changeCount: m.changeCount ?? 0,
      sessionStarted: m.sessionStarted,
      autoSaveError: m.autoSaveError ?? null,
    },
    hasData: !!row.hasData,
  };
}

export const sessionNotFound = () => new DomainError('not_found', DESIGN_ERROR_CODES.sessionNotFound, 'The auto-save session was not found. Start a new one.');
const sessionCorrupted = () => new DomainError('unprocessable', DESIGN_ERROR_CODES.sessionCorrupted, AUTOSAVE_MESSAGES.sessionCorrupted);

function sessionConflict(row: Pick<SessionRow, 'revision' | 'lastSaved' | 'createdAt'>): DomainError {
  return new DomainError('conflict', DESIGN_ERROR_CODES.revisionConflict, 'The auto-save session was saved from another tab or device since.', {
    current: { revision: row.revision, updatedAt: (row.lastSaved ?? row.createdAt).toISOString() },
  });
}

const mergeMetadata = (patch: Partial<AutoSaveMetadata>) => sql`${autoSaveSessions.metadata} || ${JSON.stringify(patch)}::jsonb`;

const owned = (userId: string, sessionId: string): SQL => and(eq(autoSaveSessions.userId, userId), eq(autoSaveSessions.sessionId, sessionId)) as SQL;

/**
 * Starts or returns the user's one active session. An active session older than 24 h is finalized
 * (reason timeout) and a new one started; then at most 5 sessions are kept, the oldest inactive ones
 * deleted. Two tabs starting at once get the same session (a partial unique index allows one active).
 */
export async function startSession(deps: Pick<DesignDeps, 'db' | 'storage'>, userId: string, now = new Date()): Promise<{ session: AutoSaveSession; started: boolean }> {
  const { db } = deps;
  for (let attempt = 0; attempt < 3; attempt++) {
    const [active] = await db
      .select(sessionColumns)
      .from(autoSaveSessions)
      .where(and(eq(autoSaveSessions.userId, userId), eq(autoSaveSessions.isActive, true)));
    if (active) {
      if (!isSessionExpired(new Date(active.metadata.sessionStarted), now)) return { session: toSession(active, deps), started: false };
      await db
        .update(autoSaveSessions)
        .set({ isActive: false, finalizedAt: now, metadata: mergeMetadata({ finalizedReason: 'timeout' }) })
        .where(and(eq(autoSaveSessions.id, active.id), eq(autoSaveSessions.isActive, true)));
    }
    const metadata: AutoSaveMetadata = { canvasState: null, changeCount: 0, sessionStarted: now.toISOString(), autoSaveError: null };
    const [inserted] = await db
      .insert(autoSaveSessions)
      .values({ id: randomUUID(), userId, sessionId: randomUUID(), isActive: true, metadata, revision: 0, createdAt: now })
      .onConflictDoNothing()
      .returning(sessionColumns);
    if (inserted) {
      await pruneSessions(deps, userId);
      return { session: toSession(inserted, deps), started: true };
    }
    // Another request started one at the same moment: go round and return that one.
  }
  throw new DomainError('unavailable', 'busy', 'Could not start an auto-save session. Please try again.');
}

/** SPEC §9 kept sessions: beyond the newest 5, inactive sessions are deleted (with their thumbnails). */
async function pruneSessions(deps: Pick<DesignDeps, 'db' | 'storage'>, userId: string): Promise<number> {
  const rows = await deps.db
    .select({ id: autoSaveSessions.id, isActive: autoSaveSessions.isActive })
    .from(autoSaveSessions)
    .where(eq(autoSaveSessions.userId, userId))
    .orderBy(desc(autoSaveSessions.createdAt), desc(autoSaveSessions.id));
  const old = rows
    .slice(AUTOSAVE.keptSessions)
    .filter((r) => !r.isActive)
    .map((r) => r.id);
  if (old.length === 0) return 0;
  const deleted = await deps.db
    .delete(autoSaveSessions)
    .where(and(eq(autoSaveSessions.userId, userId), eq(autoSaveSessions.isActive, false), inArray(autoSaveSessions.id, old)))
    .returning({ previewKey: autoSaveSessions.previewKey, dataKey: autoSaveSessions.dataKey });
  await deleteQuietly(
    deps.storage,
    deleted.flatMap((d) => [d.previewKey, d.dataKey]),
  );
  return deleted.length;
}

/** A document with only the workspace: from the design itself when it has one, else from the canvas state. */
function minimalVersion(designData: string, canvas: CanvasState): string {
  try {
    const parsed = JSON.parse(designData);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const minimal = minimalDocument(parsed);
      if (hasWorkspace(minimal)) return JSON.stringify(minimal);
    }
  } catch {}
  return JSON.stringify({ version: DESIGN_VERSION, workspace: { id: WORKSPACE_ID, shape: canvas.shape, width: canvas.width, height: canvas.height }, objects: [] });
}

export interface AutoSaveInput {
  /** Read off the event loop by `readAutoSaveBody` (the route). */
  document: AutoSaveDocument;
  changeCount: number;
  canvasState: CanvasState;
  baseRevision: number;
  preview?: string;
}

/**
 * Saves the session (SPEC §4 "saved on change"). Over 1048487 characters only the workspace is kept and
 * the error noted (SPEC §8); a session that is gone or finalized is 404 session_not_found, so the client
 * starts a new one; a save based on an older revision is 409. One conditional UPDATE, so a lost race
 * changes nothing.
 */
export async function autoSave(
  deps: DesignDeps,
  userId: string,
  sessionId: string,
  input: AutoSaveInput,
  now = new Date(),
): Promise<{ session: AutoSaveSession; tooLarge: boolean; message?: string }> {
  const { document } = input;
  const tooLarge = isDocumentLengthTooLarge(document.chars);
  if (!tooLarge && !document.isObject) throw new DomainError('invalid', 'invalid_input', 'designData: must be a JSON object');
  // The designs' nesting rule holds for auto-saves too: a document no design may hold is not kept.
  if (!tooLarge && document.groupDepth > MAX_GROUP_DEPTH) throw new DomainError('invalid', 'invalid_input', `designData: ${groupsTooDeepMessage()}`);
  // The thumbnail is made (on sharp's threads) while the row is read.
  const previewing = input.preview ? preparePreview(input.preview, deps.maxPixels) : null;
  previewing?.catch(() => {}); // awaited below; a refusal before then must not go unhandled
  const [row] = await deps.db.select(metaColumns).from(autoSaveSessions).where(owned(userId, sessionId));
  if (!row?.isActive) throw sessionNotFound();
  if (isSessionExpired(new Date(row.metadata.sessionStarted), now)) {
    // Timed out while the editor stayed open: finalize it; the client's not-found path starts a new one.
    await deps.db
      .update(autoSaveSessions)
      .set({ isActive: false, finalizedAt: now, metadata: mergeMetadata({ finalizedReason: 'timeout' }) })
      .where(and(eq(autoSaveSessions.id, row.id), eq(autoSaveSessions.isActive, true)));
    throw sessionNotFound();
  }
  if (row.revision !== input.baseRevision) throw sessionConflict(row);

  let body = Buffer.from(document.utf8.buffer, document.utf8.byteOffset, document.utf8.byteLength);
  let message: string | undefined;
  if (tooLarge) {
    message = tooLargeMessage(document.chars);
    body = Buffer.from(minimalVersion(body.toString('utf8'), input.canvasState), 'utf8');
  }

  const next = row.revision + 1;
  const preview = await previewing;
  const thumbKey = preview ? sessionThumbnailKey(row.id, next) : null;
  // The document goes to storage (written off the event loop) and the row keeps its key: a 1 MB text
  // parameter cost PGlite ~30 ms of the server's only thread per save (decision 14).
  const dataKey = sessionDataKey(userId, row.id, next);
  try {
    await Promise.all([deps.storage.put(dataKey, body, 'application/json'), preview && thumbKey ? deps.storage.put(thumbKey, preview.thumbnail, 'image/jpeg') : null]);
  } catch (err) {
    await deleteQuietly(deps.storage, [thumbKey, dataKey]);
    throw err;
  }

  const metadata: AutoSaveMetadata = {
    canvasState: { shape: input.canvasState.shape, width: input.canvasState.width, height: input.canvasState.height, cutlinePath: input.canvasState.cutlinePath ?? null },
    changeCount: input.changeCount,
    sessionStarted: row.metadata.sessionStarted,
    autoSaveError: message ?? null,
  };
  let updated: SessionMeta | undefined;
  try {
    [updated] = await deps.db
      .update(autoSaveSessions)
      .set({ dataKey, designData: null, lastSaved: now, revision: next, metadata, ...(thumbKey ? { previewKey: thumbKey } : {}) })
      .where(and(owned(userId, sessionId), eq(autoSaveSessions.isActive, true), eq(autoSaveSessions.revision, row.revision)))
      .returning(sessionColumns);
  } catch (err) {
    await deleteQuietly(deps.storage, [thumbKey, dataKey]);
    throw err;
  }
  if (!updated) {
    await deleteQuietly(deps.storage, [thumbKey, dataKey]);
    const [current] = await deps.db.select(metaColumns).from(autoSaveSessions).where(owned(userId, sessionId));
    if (!current?.isActive) throw sessionNotFound();
    throw sessionConflict(current);
  }
  await deleteQuietly(deps.storage, [thumbKey ? row.previewKey : null, row.dataKey]);
  return message ? { session: toSession(updated, deps), tooLarge: true, message } : { session: toSession(updated, deps), tooLarge: false };
}

function checkRestorable(designData: string): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(designData);
  } catch {
    throw sessionCorrupted();
  }
  if (!hasWorkspace(parsed)) throw sessionCorrupted();
}

/**
 * What to offer for restore: the active session when it holds data; otherwise the newest session that
 * timed out with data and was not converted (a user back after a day still gets their work). Data
 * without a workspace is 422 'Session data is corrupted - missing workspace object' (SPEC §4/§8).
 */
export async function restorableSession(deps: Pick<DesignDeps, 'db' | 'storage'>, userId: string): Promise<(AutoSaveSession & { designData: string }) | null> {
  const [active] = await deps.db
    .select()
    .from(autoSaveSessions)
    .where(and(eq(autoSaveSessions.userId, userId), eq(autoSaveSessions.isActive, true), hasDataSql));
  let row: SessionRow | undefined = active;
  if (!row) {
    [row] = await deps.db
      .select()
      .from(autoSaveSessions)
      .where(
        and(
          eq(autoSaveSessions.userId, userId),
          eq(autoSaveSessions.isActive, false),
          isNull(autoSaveSessions.convertedToDesignId),
          hasDataSql,
          sql`${autoSaveSessions.metadata}->>'finalizedReason' = 'timeout'`,
        ),
      )
      .orderBy(desc(autoSaveSessions.createdAt))
      .limit(1);
  }
  if (!row) return null;
  const designData = await readSessionData(deps, row);
  if (!designData) return null;
  checkRestorable(designData);
  return { ...toSession({ ...row, hasData: true }, deps), designData };
}

/** SPEC §4: the user left the editor — the session becomes inactive with finalizedAt. Finalizing twice is fine. */
export async function finalizeSession(deps: Pick<DesignDeps, 'db' | 'storage'>, userId: string, sessionId: string, now = new Date()): Promise<AutoSaveSession> {
  const [updated] = await deps.db
    .update(autoSaveSessions)
    .set({ isActive: false, finalizedAt: now, metadata: mergeMetadata({ finalizedReason: 'left' }) })
    .where(and(owned(userId, sessionId), eq(autoSaveSessions.isActive, true)))
    .returning(sessionColumns);
  if (updated) return toSession(updated, deps);
  const [row] = await deps.db.select(sessionColumns).from(autoSaveSessions).where(owned(userId, sessionId));
  if (!row) throw sessionNotFound();
  return toSession(row, deps);
}

class AlreadyConverted extends Error {}

/**
 * SPEC §4 save-confirmation: the session becomes a design (autoSaved, isFinalized, originalAutoSaveId,
 * sessionId, lastAutoSaved) and is marked converted (convertedToDesignId, convertedAt) and finalized, in
 * one transaction with the insert; converting twice returns the first design.
 */
export async function convertSession(
  deps: DesignDeps,
  actor: Actor,
  sessionId: string,
  input: { name: string; isFavorite: boolean; preview?: string },
  now = new Date(),
): Promise<{ design: DesignSummary; session: AutoSaveSession; alreadyConverted: boolean }> {
  const [row] = await deps.db.select().from(autoSaveSessions).where(owned(actor.id, sessionId));
  if (!row) throw sessionNotFound();
  const existing = async () => {
    const [current] = await deps.db.select(sessionColumns).from(autoSaveSessions).where(owned(actor.id, sessionId));
    const design = current?.convertedToDesignId ? await findDesign(deps.db, actor, current.convertedToDesignId) : undefined;
    return current && design ? { design: toSummary(design, deps.storage), session: toSession(current, deps), alreadyConverted: true } : null;
  };
  if (row.convertedToDesignId) {
    const done = await existing();
    if (done) return done;
    // The design made from it was deleted since: convert again.
  }
  const designData = await readSessionData(deps, row);
  if (!designData) throw new DomainError('unprocessable', DESIGN_ERROR_CODES.invalidDesign, 'This auto-save session has nothing saved yet.');
  checkRestorable(designData);
  const migrated = migrateDesign(JSON.parse(designData));
  if (!migrated.ok) throw new DomainError('unprocessable', DESIGN_ERROR_CODES.invalidDesign, migrated.error);
  const jsonText = serializeDesign(migrated.doc);
  const preview = input.preview ? await preparePreview(input.preview, deps.maxPixels) : null;

  const designId = randomUUID();
  // Without a new preview the session's own thumbnail becomes the design's.
  let copiedThumb: string | null = null;
  if (!preview && row.previewKey) {
    const thumb = await deps.storage.getBuffer(row.previewKey);
    if (thumb) {
      copiedThumb = designThumbnailKey(designId, 1);
      await deps.storage.put(copiedThumb, thumb, 'image/jpeg');
    }
  }
  const wasConvertedTo = row.convertedToDesignId;
  try {
    const design = await insertDesign(
      deps,
      actor,
      {
        id: designId,
        name: input.name,
        jsonText,
        cutlinePath: migrated.doc.cutlinePath ?? row.metadata.canvasState?.cutlinePath ?? null,
        isFavorite: input.isFavorite,
        preview,
        storedPreview: { previewKey: null, thumbnailKey: copiedThumb },
        extras: { autoSaved: true, isAutoSaveSession: false, sessionId: row.sessionId, lastAutoSaved: row.lastSaved, isFinalized: true, originalAutoSaveId: row.id },
        inTransaction: async (tx, inserted) => {
          const [marked] = await tx
            .update(autoSaveSessions)
            .set({
              convertedToDesignId: inserted.id,
              convertedAt: now,
              isActive: false,
              finalizedAt: sql`coalesce(${autoSaveSessions.finalizedAt}, ${now.toISOString()}::timestamptz)`,
              metadata: mergeMetadata({ finalizedReason: 'converted' }),
            })
            .where(and(owned(actor.id, sessionId), wasConvertedTo ? eq(autoSaveSessions.convertedToDesignId, wasConvertedTo) : isNull(autoSaveSessions.convertedToDesignId)))
            .returning({ id: autoSaveSessions.id });
          if (!marked) throw new AlreadyConverted();
        },
      },
      now,
    );
    const [session] = await deps.db.select(sessionColumns).from(autoSaveSessions).where(owned(actor.id, sessionId));
    return { design: toSummary(design, deps.storage), session: toSession(session, deps), alreadyConverted: false };
  } catch (err) {
    await deleteQuietly(deps.storage, [copiedThumb]);
    if (err instanceof AlreadyConverted) {
      const done = await existing();
      if (done) return done;
      throw sessionNotFound();
    }
    throw err;
  }
}
