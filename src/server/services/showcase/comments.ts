import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { CommentAnswer } from '../../../shared/api/community.responses';
import { COMMENTS_PER_ITEM_PER_MINUTE, COMMENTS_PER_MEMBER_PER_MINUTE } from '../../../shared/community/limits';
import type { Db } from '../../db/client';
import { decodeCursor, encodeCursor } from '../../db/keyset-cursor';
import { communityProfiles, showcaseComments, showcaseItems, user } from '../../db/schema';
import { forbidden, notFound, rateLimited } from '../../domain/errors';
import type { Viewer } from '../../domain/viewer';
import type { StoragePort } from '../../providers/storage/types';
import { memberColumns, toMember } from '../community/members';
import { notify } from '../notifications/notify';
import { hitCounter } from '../security/rate-counter';
import { findItemFor } from './item';
import { requireVerified } from './rules';

const MINUTE_MS = 60_000;

/** Who may delete a comment: its author, the item's author, admins. */
const mayDelete = (viewer: Viewer | null, commentAuthor: string, itemAuthor: string) => !!viewer && (viewer.id === commentAuthor || viewer.id === itemAuthor || viewer.isAdmin);

/** Oldest first (a conversation), keyset-paged. Hidden comments only for admins. */
export async function listComments(
  deps: { db: Db; storage: StoragePort },
  viewer: Viewer | null,
  itemId: string,
  page: { cursor?: string; limit: number },
): Promise<{ comments: CommentAnswer[]; nextCursor: string | null }> {
  const item = await findItemFor(deps.db, viewer, itemId);
  const where: SQL[] = [eq(showcaseComments.itemId, itemId)];
  if (!viewer?.isAdmin) where.push(isNull(showcaseComments.hiddenAt));
  if (page.cursor) {
    const [at, id] = decodeCursor(page.cursor, ['date', 'id']);
    where.push(sql`(${showcaseComments.createdAt}, ${showcaseComments.id}) > (${at}::timestamptz, ${id})`);
  }
  const rows = await deps.db
    .select({ c: showcaseComments, ...memberColumns })
    .from(showcaseComments)
    .innerJoin(user, eq(user.id, showcaseComments.userId))
    .leftJoin(communityProfiles, eq(communityProfiles.userId, showcaseComments.userId))
    .where(and(...where))
    .orderBy(asc(showcaseComments.createdAt), asc(showcaseComments.id))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  const last = shown[shown.length - 1]?.c;
  return {
    comments: shown.map((r) => ({
      id: r.c.id,
      body: r.c.body,
      author: toMember(r, deps.storage),
      createdAt: r.c.createdAt.toISOString(),
      hidden: r.c.hiddenAt !== null,
      canDelete: mayDelete(viewer, r.c.userId, item.userId),
    })),
    nextCursor: rows.length > page.limit && last ? encodeCursor([last.createdAt.toISOString(), last.id]) : null,
  };
}

/**
 * A plain-text comment (stored as typed, shown escaped); the item's author is notified. Paced per member
 * and per item (429 beyond), so a flood of comments cannot become a flood of notifications.
 */
export async function addComment(deps: { db: Db; storage: StoragePort }, viewer: Viewer, itemId: string, body: string): Promise<{ comment: CommentAnswer; commentCount: number }> {
  requireVerified(viewer);
  const item = await findItemFor(deps.db, viewer, itemId);
  if (
    (await hitCounter(deps.db, `comments:user:${viewer.id}`, MINUTE_MS)) > COMMENTS_PER_MEMBER_PER_MINUTE ||
    (await hitCounter(deps.db, `comments:item:${itemId}`, MINUTE_MS)) > COMMENTS_PER_ITEM_PER_MINUTE
  ) {
    throw rateLimited('Too many comments in a minute. Please wait a moment.');
  }
  const id = randomUUID();
  const { row, commentCount } = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx.insert(showcaseComments).values({ id, itemId, userId: viewer.id, body, createdAt: new Date() }).returning();
    const [counted] = await tx
      .update(showcaseItems)
      .set({ commentCount: sql`${showcaseItems.commentCount} + 1` })
      .where(eq(showcaseItems.id, itemId))
      .returning({ n: showcaseItems.commentCount });
    await notify(tx, { userId: item.userId, kind: 'comment', actorId: viewer.id, targetUrl: `/showcase/${itemId}#comment-${id}`, excerpt: body, dedupeKey: `comment:${id}` });
    return { row, commentCount: counted?.n ?? 0 };
  });
  const [author] = await deps.db.select(memberColumns).from(user).leftJoin(communityProfiles, eq(communityProfiles.userId, user.id)).where(eq(user.id, viewer.id));
  return {
    comment: { id, body: row.body, author: toMember(author, deps.storage), createdAt: row.createdAt.toISOString(), hidden: false, canDelete: true },
    commentCount,
  };
}

/** Deletes a comment: its author, the item's author or an admin; anyone else 403. */
export async function deleteComment(db: Db, viewer: Viewer, commentId: string): Promise<{ commentCount: number }> {
  const [found] = await db
    .select({ c: showcaseComments, itemAuthor: showcaseItems.userId })
    .from(showcaseComments)
    .innerJoin(showcaseItems, eq(showcaseItems.id, showcaseComments.itemId))
    .where(eq(showcaseComments.id, commentId));
  if (!found || (found.c.hiddenAt && !viewer.isAdmin && viewer.id !== found.c.userId)) throw notFound('That comment was not found.');
  if (!mayDelete(viewer, found.c.userId, found.itemAuthor)) throw forbidden('Only the comment’s author, the design’s author and admins can delete it.');
  return db.transaction(async (tx) => {
    const [deleted] = await tx.delete(showcaseComments).where(eq(showcaseComments.id, commentId)).returning({ hiddenAt: showcaseComments.hiddenAt });
    // A hidden comment was already taken off the count.
    const [item] =
      deleted && !deleted.hiddenAt
        ? await tx
            .update(showcaseItems)
            .set({ commentCount: sql`greatest(${showcaseItems.commentCount} - 1, 0)` })
            .where(eq(showcaseItems.id, found.c.itemId))
            .returning({ n: showcaseItems.commentCount })
        : await tx.select({ n: showcaseItems.commentCount }).from(showcaseItems).where(eq(showcaseItems.id, found.c.itemId));
    return { commentCount: item?.n ?? 0 };
  });
}
