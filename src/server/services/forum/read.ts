import { and, asc, between, count, desc, eq, isNull, max, or, type SQL, sql } from 'drizzle-orm';
import type { ForumCategoryId } from '../../../shared/api/forum';
import { ADMIN_ONLY_CATEGORIES } from '../../../shared/api/forum';
import type { ForumPost, ThreadPage, ThreadSummary } from '../../../shared/api/forum.responses';
import { POSTS_PER_PAGE, THREADS_PER_PAGE } from '../../../shared/community/limits';
import { isUuid } from '../../../shared/ids';
import type { Db } from '../../db/client';
import { forumCategories, forumPosts, forumThreads, user } from '../../db/schema';
import { invalidInput, notFound } from '../../domain/errors';
import type { Viewer } from '../../domain/viewer';

/** Who reads: null for a guest. */
type Reader = Pick<Viewer, 'id' | 'isAdmin'> | null;

const author = { id: user.id, name: user.name, image: user.image };
const threadColumns = {
  id: forumThreads.id,
  categoryId: forumThreads.categoryId,
  title: forumThreads.title,
  postCount: forumThreads.postCount,
  lastPostAt: forumThreads.lastPostAt,
  createdAt: forumThreads.createdAt,
  lockedAt: forumThreads.lockedAt,
  hiddenAt: forumThreads.hiddenAt,
  deletedAt: forumThreads.deletedAt,
  author,
};
type ThreadRow = {
  id: string;
  categoryId: string;
  title: string;
  postCount: number;
  lastPostAt: Date;
  createdAt: Date;
  lockedAt: Date | null;
  hiddenAt: Date | null;
  author: { id: string; name: string; image: string | null };
};

function toSummary(row: ThreadRow): ThreadSummary {
  return {
    id: row.id,
    categoryId: row.categoryId as ForumCategoryId,
    title: row.title,
    author: row.author,
    replyCount: Math.max(0, row.postCount - 1),
    lastPostAt: row.lastPostAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    locked: row.lockedAt !== null,
    hidden: row.hiddenAt !== null,
  };
}

/** Threads a reader may see: not deleted; hidden ones only for admins and their author. */
function visibleThreads(reader: Reader): SQL | undefined {
  if (reader?.isAdmin) return isNull(forumThreads.deletedAt);
  return and(isNull(forumThreads.deletedAt), reader ? or(isNull(forumThreads.hiddenAt), eq(forumThreads.authorId, reader.id)) : isNull(forumThreads.hiddenAt));
}

export async function listCategories(db: Db) {
  const counts = await db
    .select({ categoryId: forumThreads.categoryId, threads: count(), lastPostAt: max(forumThreads.lastPostAt) })
    .from(forumThreads)
    .where(and(isNull(forumThreads.deletedAt), isNull(forumThreads.hiddenAt)))
    .groupBy(forumThreads.categoryId);
  const byId = new Map(counts.map((row) => [row.categoryId, row]));
  const categories = await db.select({ id: forumCategories.id }).from(forumCategories).orderBy(asc(forumCategories.position));
  return categories.map(({ id }) => ({
    id: id as ForumCategoryId,
    threadCount: byId.get(id)?.threads ?? 0,
    lastPostAt: byId.get(id)?.lastPostAt?.toISOString() ?? null,
    adminOnly: ADMIN_ONLY_CATEGORIES.includes(id as ForumCategoryId),
  }));
}

const invalidCursor = () => invalidInput('That page link is not valid any more. Start from the first page.');
const encodeCursor = (row: { lastPostAt: Date; id: string }) => Buffer.from(`${row.lastPostAt.toISOString()}|${row.id}`).toString('base64url');
function decodeCursor(cursor: string): { at: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const date = new Date(at ?? '');
  if (!id || Number.isNaN(date.getTime()) || !isUuid(id)) throw invalidCursor();
  return { at: date, id };
}

/** One page of threads, newest activity first (keyset on (last_post_at, id): the index's order). */
export async function listThreads(db: Db, reader: Reader, options: { category?: ForumCategoryId; cursor?: string }) {
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  const rows = await db
    .select(threadColumns)
    .from(forumThreads)
    .innerJoin(user, eq(user.id, forumThreads.authorId))
    .where(
      and(
        visibleThreads(reader),
        options.category ? eq(forumThreads.categoryId, options.category) : undefined,
        after ? sql`(${forumThreads.lastPostAt}, ${forumThreads.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(forumThreads.lastPostAt), desc(forumThreads.id))
    .limit(THREADS_PER_PAGE + 1);
  const page = rows.slice(0, THREADS_PER_PAGE);
  return { threads: page.map(toSummary), nextCursor: rows.length > THREADS_PER_PAGE ? encodeCursor(page[page.length - 1]) : null };
}

/** A thread the reader may see, or 404. */
export async function visibleThread(db: Db, reader: Reader, threadId: string) {
  if (!isUuid(threadId)) throw notFound('This thread does not exist.');
  const [row] = await db
    .select({ ...threadColumns, authorId: forumThreads.authorId })
    .from(forumThreads)
    .innerJoin(user, eq(user.id, forumThreads.authorId))
    .where(and(eq(forumThreads.id, threadId), visibleThreads(reader)));
  if (!row) throw notFound('This thread does not exist.');
  return row;
}

export const pageOfSeq = (seq: number) => Math.ceil(seq / POSTS_PER_PAGE);

type PostRow = {
  id: string;
  seq: number;
  body: string;
  bodyHtml: string;
  createdAt: Date;
  editedAt: Date | null;
  hiddenAt: Date | null;
  deletedAt: Date | null;
  author: { id: string; name: string; image: string | null };
};

/** A post as this reader may see it: deleted posts are empty, hidden ones only for admins and their author. */
export function postFor(reader: Reader, row: PostRow): ForumPost {
  const mine = reader?.id === row.author.id;
  const visible = !row.deletedAt && (!row.hiddenAt || mine || !!reader?.isAdmin);
  return {
    id: row.id,
    seq: row.seq,
    author: row.author,
    html: visible ? row.bodyHtml : null,
    body: visible ? row.body : null,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    hidden: row.hiddenAt !== null,
    deleted: row.deletedAt !== null,
    mine,
  };
}

export const postColumns = {
  id: forumPosts.id,
  seq: forumPosts.seq,
  body: forumPosts.body,
  bodyHtml: forumPosts.bodyHtml,
  createdAt: forumPosts.createdAt,
  editedAt: forumPosts.editedAt,
  hiddenAt: forumPosts.hiddenAt,
  deletedAt: forumPosts.deletedAt,
  author,
};

/**
 * Page `page` of a thread: posts are numbered densely (seq), so a page is one range of the
 * (thread_id, seq) index — the same cost on page 1 and page 40 of a thread with 1,000 replies.
 */
export async function readThreadPage(db: Db, reader: Reader, threadId: string, page: number | 'last' = 1): Promise<ThreadPage> {
  const thread = await visibleThread(db, reader, threadId);
  const pageCount = Math.max(1, pageOfSeq(thread.postCount));
  const current = page === 'last' ? pageCount : Math.min(page, pageCount);
  const first = (current - 1) * POSTS_PER_PAGE + 1;
  const rows = await db
    .select(postColumns)
    .from(forumPosts)
    .innerJoin(user, eq(user.id, forumPosts.authorId))
    .where(and(eq(forumPosts.threadId, threadId), between(forumPosts.seq, first, first + POSTS_PER_PAGE - 1)))
    .orderBy(asc(forumPosts.seq));
  return {
    thread: { ...toSummary(thread), mine: reader?.id === thread.authorId },
    posts: rows.map((row) => postFor(reader, row)),
    page: current,
    pageCount,
  };
}
