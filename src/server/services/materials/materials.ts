import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Material, MaterialSource } from '../../../shared/api/materials';
import type { Database } from '../../db/client';
import { materials } from '../../db/schema';
import type { StoragePort } from '../../providers/storage/types';
import type { CheckedUpload } from '../uploads';

type Row = typeof materials.$inferSelect;

export function toMaterial(row: Row, storage: StoragePort): Material {
  return {
    id: row.id,
    name: row.name,
    url: storage.publicUrl(row.storageKey),
    contentType: row.contentType,
    size: row.size,
    width: row.width,
    height: row.height,
    source: row.source as MaterialSource,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Stores a checked image under users/{uid}/materials/ and records it (SPEC §7 users/{uid}/materials). */
export async function addMaterial(
  deps: { db: Database['db']; storage: StoragePort },
  userId: string,
  file: CheckedUpload,
  meta: { name: string; source: MaterialSource },
): Promise<Material> {
  const id = randomUUID();
  const storageKey = `users/${userId}/materials/${id}.${file.ext}`;
  const stored = await deps.storage.put(storageKey, file.body, file.contentType);
  try {
    const [row] = await deps.db
      .insert(materials)
      .values({ id, userId, name: meta.name, storageKey, contentType: file.contentType, size: stored.size, width: file.width, height: file.height, source: meta.source })
      .returning();
    return toMaterial(row, deps.storage);
  } catch (error) {
    // No record, no file: a failed insert must not leave an orphan in storage.
    await deps.storage.delete(storageKey).catch(() => {});
    throw error;
  }
}

export async function listMaterials(db: Database['db'], storage: StoragePort, userId: string, page: { limit: number; before?: string }): Promise<Material[]> {
  const where = page.before ? and(eq(materials.userId, userId), lt(materials.createdAt, new Date(page.before))) : eq(materials.userId, userId);
  const rows = await db.select().from(materials).where(where).orderBy(desc(materials.createdAt)).limit(page.limit);
  return rows.map((r) => toMaterial(r, storage));
}

/** Deletes the user's own material (another user's id is simply not found). */
export async function deleteMaterial(db: Database['db'], storage: StoragePort, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .delete(materials)
    .where(and(eq(materials.id, id), eq(materials.userId, userId)))
    .returning();
  if (!row) return false;
  await storage.delete(row.storageKey).catch(() => {});
  return true;
}
