import { and, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { DesignListResponse } from '../../../shared/api/designs';
import { escapeLike } from '../../db/escape-like';
import { decodeCursor, encodeCursor } from '../../db/keyset-cursor';
import { designs } from '../../db/schema';
import type { Actor, DesignDeps } from './actor';
import { savedDesignsUsage } from './favorites';
import { summaryColumns, toSummary } from './summary';

/**
 * The actor's designs made on purpose (an order line's frozen copy is not one, decision 97), newest
 * first (by updatedAt), with a name search, a favourites filter and keyset paging.
 */
export async function listDesigns(deps: DesignDeps, actor: Actor, q: { search?: string; favorite?: boolean; limit: number; cursor?: string }): Promise<DesignListResponse> {
  const where: SQL[] = [eq(designs.userId, actor.id), eq(designs.purpose, 'design')];
  if (q.favorite !== undefined) where.push(eq(designs.isFavorite, q.favorite));
  if (q.search) where.push(ilike(designs.name, `%${escapeLike(q.search)}%`));
  if (q.cursor) {
    const [updatedAt, id] = decodeCursor(q.cursor, ['date', 'id']);
    where.push(sql`(${designs.updatedAt}, ${designs.id}) < (${updatedAt}::timestamptz, ${id})`);
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
    nextCursor: rows.length > q.limit ? encodeCursor([page[page.length - 1].updatedAt.toISOString(), page[page.length - 1].id]) : null,
    savedDesigns: usage,
  };
}
