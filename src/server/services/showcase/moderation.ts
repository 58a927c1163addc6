import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { showcaseComments, showcaseItems } from '../../db/schema';

/**
 * Hides a showcase item (or shows it again): hidden items leave the grid and answer 404 to everyone
 * but their author and admins. Used by admins and by the moderation reports. Answers false when there
 * is no such item.
 */
export async function setShowcaseItemHidden(db: Db, id: string, hidden: boolean): Promise<boolean> {
  const [row] = await db
    .update(showcaseItems)
    .set({ hiddenAt: hidden ? sql`coalesce(${showcaseItems.hiddenAt}, now())` : null })
    .where(eq(showcaseItems.id, id))
    .returning({ id: showcaseItems.id });
  return !!row;
}

/**
 * Hides a comment (or shows it again); the item's comment count follows, changed only when the state
 * really changes (one conditional update, so two admins at once count once).
 */
export async function setCommentHidden(db: Db, id: string, hidden: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(showcaseComments)
      .set({ hiddenAt: hidden ? new Date() : null })
      .where(and(eq(showcaseComments.id, id), hidden ? isNull(showcaseComments.hiddenAt) : isNotNull(showcaseComments.hiddenAt)))
      .returning({ itemId: showcaseComments.itemId });
    if (changed) {
      await tx
        .update(showcaseItems)
        .set({ commentCount: sql`greatest(${showcaseItems.commentCount} ${hidden ? sql`- 1` : sql`+ 1`}, 0)` })
        .where(eq(showcaseItems.id, changed.itemId));
      return true;
    }
    const [exists] = await tx.select({ id: showcaseComments.id }).from(showcaseComments).where(eq(showcaseComments.id, id));
    return !!exists;
  });
}
