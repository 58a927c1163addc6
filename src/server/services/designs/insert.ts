import { randomUUID } from 'node:crypto';
import type { DesignSummary } from '../../../shared/api/designs';
import { expiresAtFor } from '../../../shared/autosave';
import type { DesignDocument } from '../../../shared/design';
import type { Db } from '../../db/client';
import { designs } from '../../db/schema';
import type { Actor, DesignDeps } from './actor';
import { serializeDesign } from './document-text';
import { claimFavoriteSlot } from './favorites';
import { designFolder, type PreparedPreview, preparePreview } from './files';
import { discardRevisionFiles, writeRevisionFiles } from './revision-files';
import { type DesignRow, type DesignSummaryRow, summaryColumns, toSummary } from './summary';

/** Fields a new design may set beyond name, document and favourite (conversion from auto-save, duplicates). */
export type NewDesignExtras = Partial<
  Pick<
    DesignRow,
    | 'autoSaved'
    | 'isAutoSaveSession'
    | 'sessionId'
    | 'lastAutoSaved'
    | 'isFinalized'
    | 'originalAutoSaveId'
    | 'copiedFilesCount'
    | 'isSelfContained'
    | 'selfContainedVersion'
    | 'libraryItemId'
    | 'purpose'
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
    await discardRevisionFiles(deps.storage, files);
    throw err;
  }
}

export async function createDesign(deps: DesignDeps, actor: Actor, input: { name: string; json: DesignDocument; isFavorite: boolean; preview?: string }): Promise<DesignSummary> {
  const jsonText = serializeDesign(input.json);
  const preview = input.preview ? await preparePreview(input.preview, deps.maxPixels) : null;
  const row = await insertDesign(deps, actor, { name: input.name, jsonText, cutlinePath: input.json.cutlinePath ?? null, isFavorite: input.isFavorite, preview });
  return toSummary(row, deps.storage);
}
