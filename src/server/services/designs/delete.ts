import { and, eq } from 'drizzle-orm';
import { designs } from '../../db/schema';
import type { StoragePort } from '../../providers/storage/types';
import type { Actor, DesignDeps } from './actor';
import { deletePrefix, deleteQuietly, designFolder } from './files';
import type { DesignRow } from './summary';

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
