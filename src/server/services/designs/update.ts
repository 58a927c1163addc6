import { and, eq } from 'drizzle-orm';
import type { DesignSummary } from '../../../shared/api/designs';
import { expiresAtFor } from '../../../shared/autosave';
import type { Db } from '../../db/client';
import { designs } from '../../db/schema';
import { notFound } from '../../domain/errors';
import type { Actor, DesignDeps } from './actor';
import { claimFavoriteSlot } from './favorites';
import { type DesignRow, summaryColumns, toSummary } from './summary';

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
