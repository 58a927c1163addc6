import { and, eq, sql } from 'drizzle-orm';
import type { DesignSummary } from '../../../shared/api/designs';
import { expiresAtFor } from '../../../shared/autosave';
import type { DesignDocument } from '../../../shared/design';
import { designs } from '../../db/schema';
import { notFound } from '../../domain/errors';
import type { Actor, DesignDeps } from './actor';
import { revisionConflict, serializeDesign } from './document-text';
import { deleteQuietly, type PreparedPreview, preparePreview } from './files';
import { findDesign } from './read';
import { discardRevisionFiles, writeRevisionFiles } from './revision-files';
import { type DesignRow, type DesignSummaryRow, summaryColumns, toSummary } from './summary';

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
    await discardRevisionFiles(deps.storage, files);
    throw err;
  }
  if (!updated) {
    await discardRevisionFiles(deps.storage, files);
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
