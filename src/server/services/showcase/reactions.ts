import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { showcaseItems, showcaseLikes, showcaseSaves } from '../../db/schema';
import type { Viewer } from '../../domain/viewer';
import { notify } from '../notifications/notify';
import { findItemFor } from './item';

type Table = typeof showcaseLikes | typeof showcaseSaves;
type Counter = 'likeCount' | 'saveCount';

/**
 * Adds or removes the viewer's like or save. Idempotent: the row's primary key decides whether
 * anything changed, and the counter moves only then, in the same transaction. Answers the new state
 * and count.
 */
async function toggle(db: Db, viewer: Viewer, itemId: string, table: Table, counter: Counter, on: boolean, onAdded?: (tx: Db) => Promise<unknown>) {
  await findItemFor(db, viewer, itemId);
  const column = showcaseItems[counter];
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const changed = on
      ? await tx.insert(table).values({ itemId, userId: viewer.id }).onConflictDoNothing().returning({ itemId: table.itemId })
      : await tx
          .delete(table)
          .where(and(eq(table.itemId, itemId), eq(table.userId, viewer.id)))
          .returning({ itemId: table.itemId });
    if (changed.length) {
      await tx
        .update(showcaseItems)
        .set({ [counter]: on ? sql`${column} + 1` : sql`greatest(${column} - 1, 0)` })
        .where(eq(showcaseItems.id, itemId));
      if (on) await onAdded?.(tx);
    }
    const [row] = await tx.select({ n: column }).from(showcaseItems).where(eq(showcaseItems.id, itemId));
    return row?.n ?? 0;
  });
}

export async function setLiked(db: Db, viewer: Viewer, itemId: string, liked: boolean): Promise<{ liked: boolean; likeCount: number }> {
  const likeCount = await toggle(db, viewer, itemId, showcaseLikes, 'likeCount', liked, async (tx) => {
    const [item] = await tx.select({ userId: showcaseItems.userId, title: showcaseItems.title }).from(showcaseItems).where(eq(showcaseItems.id, itemId));
    if (item)
      await notify(tx, { userId: item.userId, kind: 'like', actorId: viewer.id, targetUrl: `/showcase/${itemId}`, excerpt: item.title, dedupeKey: `like:${itemId}:${viewer.id}` });
  });
  return { liked, likeCount };
}

export async function setSaved(db: Db, viewer: Viewer, itemId: string, saved: boolean): Promise<{ saved: boolean; saveCount: number }> {
  return { saved, saveCount: await toggle(db, viewer, itemId, showcaseSaves, 'saveCount', saved) };
}
