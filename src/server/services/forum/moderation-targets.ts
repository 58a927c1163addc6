import { and, eq, isNull, or } from 'drizzle-orm';
import { isUuid } from '../../../shared/ids';
import type { Db } from '../../db/client';
import { forumPosts, forumThreads, user } from '../../db/schema';
import type { HideReason, ModerationTarget } from '../moderation/targets';
import { pageOfSeq } from './read';
import { removePost, removeThread } from './write';

const excerptOf = (markdown: string) => markdown.replace(/\s+/g, ' ').trim().slice(0, 280);

/** Hidden state changes: hide sets the reason; unhide with `onlyReason` only undoes that reason. */
const unhideWhere = (hiddenReason: typeof forumPosts.hiddenReason | typeof forumThreads.hiddenReason, onlyReason?: HideReason) =>
  onlyReason ? eq(hiddenReason, onlyReason) : undefined;

/** Forum posts in moderation: shown in the thread at their page; the opening post stands for the thread's text. */
export const forumPostTarget: ModerationTarget = {
  async describe(db, id) {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select({
        seq: forumPosts.seq,
        body: forumPosts.body,
        hiddenAt: forumPosts.hiddenAt,
        deletedAt: forumPosts.deletedAt,
        threadId: forumThreads.id,
        title: forumThreads.title,
        authorId: user.id,
        authorName: user.name,
      })
      .from(forumPosts)
      .innerJoin(forumThreads, eq(forumThreads.id, forumPosts.threadId))
      .innerJoin(user, eq(user.id, forumPosts.authorId))
      .where(eq(forumPosts.id, id));
    if (!row || row.deletedAt) return null;
    return {
      title: row.title,
      excerpt: excerptOf(row.body),
      url: `/forum?thread=${row.threadId}&page=${pageOfSeq(row.seq)}#post-${row.seq}`,
      authorId: row.authorId,
      authorName: row.authorName,
      hidden: row.hiddenAt !== null,
    };
  },
  async hide(db, id, reason) {
    if (!isUuid(id)) return;
    await db
      .update(forumPosts)
      .set({ hiddenAt: new Date(), hiddenReason: reason })
      .where(and(eq(forumPosts.id, id), or(isNull(forumPosts.hiddenReason), eq(forumPosts.hiddenReason, 'reports'))));
  },
  async unhide(db, id, onlyReason) {
    if (!isUuid(id)) return;
    await db
      .update(forumPosts)
      .set({ hiddenAt: null, hiddenReason: null })
      .where(and(eq(forumPosts.id, id), unhideWhere(forumPosts.hiddenReason, onlyReason)));
  },
  async remove(db, id) {
    if (isUuid(id)) await removePost(db, id);
  },
};

export const forumThreadTarget: ModerationTarget = {
  async describe(db: Db, id: string) {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select({ title: forumThreads.title, hiddenAt: forumThreads.hiddenAt, deletedAt: forumThreads.deletedAt, authorId: user.id, authorName: user.name, body: forumPosts.body })
      .from(forumThreads)
      .innerJoin(user, eq(user.id, forumThreads.authorId))
      .leftJoin(forumPosts, and(eq(forumPosts.threadId, forumThreads.id), eq(forumPosts.seq, 1)))
      .where(eq(forumThreads.id, id));
    if (!row || row.deletedAt) return null;
    return { title: row.title, excerpt: excerptOf(row.body ?? ''), url: `/forum?thread=${id}`, authorId: row.authorId, authorName: row.authorName, hidden: row.hiddenAt !== null };
  },
  async hide(db, id, reason) {
    if (!isUuid(id)) return;
    await db
      .update(forumThreads)
      .set({ hiddenAt: new Date(), hiddenReason: reason })
      .where(and(eq(forumThreads.id, id), or(isNull(forumThreads.hiddenReason), eq(forumThreads.hiddenReason, 'reports'))));
  },
  async unhide(db, id, onlyReason) {
    if (!isUuid(id)) return;
    await db
      .update(forumThreads)
      .set({ hiddenAt: null, hiddenReason: null })
      .where(and(eq(forumThreads.id, id), unhideWhere(forumThreads.hiddenReason, onlyReason)));
  },
  async remove(db, id) {
    if (isUuid(id)) await removeThread(db, id);
  },
};
