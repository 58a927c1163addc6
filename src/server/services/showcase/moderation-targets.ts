import { eq } from 'drizzle-orm';
import { showcaseComments, showcaseItems, user } from '../../db/schema';
import type { ModerationTarget } from '../moderation/targets';
import { setCommentHidden, setShowcaseItemHidden } from './moderation';

const excerptOf = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 280);

/**
 * Showcase items in moderation. The item keeps one `hidden_at` (no reason column), so dismissing the
 * reports shows it again whoever hid it. Removing hides it for good: the stored files can only be
 * deleted by the author's unpublish (it holds the storage), and a hidden item is seen by nobody else.
 */
export const showcaseItemTarget: ModerationTarget = {
  async describe(db, id) {
    const [row] = await db
      .select({ title: showcaseItems.title, description: showcaseItems.description, hiddenAt: showcaseItems.hiddenAt, authorId: user.id, authorName: user.name })
      .from(showcaseItems)
      .innerJoin(user, eq(user.id, showcaseItems.userId))
      .where(eq(showcaseItems.id, id));
    if (!row) return null;
    return { title: row.title, excerpt: excerptOf(row.description), url: `/showcase/${id}`, authorId: row.authorId, authorName: row.authorName, hidden: row.hiddenAt !== null };
  },
  async hide(db, id) {
    await setShowcaseItemHidden(db, id, true);
  },
  async unhide(db, id) {
    await setShowcaseItemHidden(db, id, false);
  },
  async remove(db, id) {
    await setShowcaseItemHidden(db, id, true);
  },
};

/** Comments on showcase items: hidden ones leave the list and the item's count; removing deletes the row. */
export const showcaseCommentTarget: ModerationTarget = {
  async describe(db, id) {
    const [row] = await db
      .select({ itemId: showcaseItems.id, title: showcaseItems.title, body: showcaseComments.body, hiddenAt: showcaseComments.hiddenAt, authorId: user.id, authorName: user.name })
      .from(showcaseComments)
      .innerJoin(showcaseItems, eq(showcaseItems.id, showcaseComments.itemId))
      .innerJoin(user, eq(user.id, showcaseComments.userId))
      .where(eq(showcaseComments.id, id));
    if (!row) return null;
    return {
      title: row.title,
      excerpt: excerptOf(row.body),
      url: `/showcase/${row.itemId}#comment-${id}`,
      authorId: row.authorId,
      authorName: row.authorName,
      hidden: row.hiddenAt !== null,
    };
  },
  async hide(db, id) {
    await setCommentHidden(db, id, true);
  },
  async unhide(db, id) {
    await setCommentHidden(db, id, false);
  },
  async remove(db, id) {
    // Hidden first, so the item's comment count drops once (setCommentHidden keeps it right).
    await setCommentHidden(db, id, true);
    await db.delete(showcaseComments).where(eq(showcaseComments.id, id));
  },
};
