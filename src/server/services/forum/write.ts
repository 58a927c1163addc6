import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ADMIN_ONLY_CATEGORIES, type CreateThread } from '../../../shared/api/forum';
import type { ForumPost } from '../../../shared/api/forum.responses';
import { isUuid } from '../../../shared/ids';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { forumPosts, forumThreads, user } from '../../db/schema';
import { DomainError, forbidden, notFound } from '../../domain/errors';
import type { Viewer } from '../../domain/viewer';
import { attachToPost, sweepPostAttachmentsSoon } from './attachments';
import { onForumReply, onMention } from './hooks';
import { checkNewPost, checkPostContent } from './limits';
import { pageOfSeq, postColumns, postFor, visibleThread } from './read';
import { renderPost } from './render';

export interface ForumDeps {
  db: Db;
  config: Pick<AppConfig, 'publicUrl' | 'site'>;
}

/** SPEC §6 general access: writing needs a verified e-mail address (admins are exempt). */
export function assertMayWrite(viewer: Viewer): void {
  if (!viewer.emailVerified && !viewer.isAdmin) {
    throw new DomainError('forbidden', 'email_unverified', 'Please verify your e-mail address before posting.');
  }
}

const threadLocked = () => new DomainError('conflict', 'thread_locked', 'This thread is locked: no new replies.');

interface WrittenPost {
  threadId: string;
  postId: string;
  seq: number;
  body: string;
  authorId: string;
}

/** `firstVersion`: a new post (mentions may mail); false for an edit (told in the app only). */
async function tellMentioned(db: Db, post: WrittenPost, mentionedIds: string[], firstVersion = true) {
  const others = mentionedIds.filter((id) => id !== post.authorId);
  if (others.length) await onMention(db, { ...post, mentionedUserIds: others, firstVersion });
}

/** A new thread with its opening post (seq 1). */
export async function createThread(deps: ForumDeps, viewer: Viewer, input: CreateThread): Promise<{ id: string }> {
  assertMayWrite(viewer);
  if (ADMIN_ONLY_CATEGORIES.includes(input.categoryId) && !viewer.isAdmin) throw forbidden('Only the Sticker Studio team starts threads in Announcements.');
  await checkNewPost(deps.db, viewer, input.body);
  const { html, mentionedIds } = await renderPost(deps.db, deps.config, input.body, { authorId: viewer.id });
  const now = new Date();
  const threadId = randomUUID();
  const postId = randomUUID();
  await deps.db.transaction(async (tx) => {
    await tx.insert(forumThreads).values({ id: threadId, categoryId: input.categoryId, authorId: viewer.id, title: input.title, postCount: 1, lastPostAt: now, createdAt: now });
    await tx.insert(forumPosts).values({ id: postId, threadId, seq: 1, authorId: viewer.id, body: input.body, bodyHtml: html, createdAt: now });
    await attachToPost(tx, postId, viewer.id, html);
  });
  await tellMentioned(deps.db, { threadId, postId, seq: 1, body: input.body, authorId: viewer.id }, mentionedIds);
  return { id: threadId };
}

async function readPost(db: Db, viewer: Viewer, postId: string): Promise<ForumPost> {
  const [row] = await db.select(postColumns).from(forumPosts).innerJoin(user, eq(user.id, forumPosts.authorId)).where(eq(forumPosts.id, postId));
  if (!row) throw notFound('This post does not exist.');
  return postFor(viewer, row);
}

/**
 * A reply: the thread's counter is raised with one UPDATE (its row lock puts parallel replies in
 * line), which gives the reply its seq; the post is inserted in the same transaction.
 */
export async function replyToThread(deps: ForumDeps, viewer: Viewer, threadId: string, body: string): Promise<{ post: ForumPost; page: number }> {
  assertMayWrite(viewer);
  const thread = await visibleThread(deps.db, viewer, threadId);
  if (thread.lockedAt && !viewer.isAdmin) throw threadLocked();
  await checkNewPost(deps.db, viewer, body);
  const { html, mentionedIds } = await renderPost(deps.db, deps.config, body, { authorId: viewer.id, threadId });
  const postId = randomUUID();
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const [counted] = await tx
      .update(forumThreads)
      .set({ postCount: sql`${forumThreads.postCount} + 1`, lastPostAt: now })
      .where(and(eq(forumThreads.id, threadId), isNull(forumThreads.deletedAt)))
      .returning({ seq: forumThreads.postCount });
    if (!counted) throw notFound('This thread does not exist.');
    await tx.insert(forumPosts).values({ id: postId, threadId, seq: counted.seq, authorId: viewer.id, body, bodyHtml: html, createdAt: now });
    await attachToPost(tx, postId, viewer.id, html);
  });
  const post = await readPost(deps.db, viewer, postId);
  const written = { threadId, postId, seq: post.seq, body, authorId: viewer.id };
  await onForumReply(deps.db, { ...written, threadAuthorId: thread.authorId, replyAuthorId: viewer.id });
  await tellMentioned(deps.db, written, mentionedIds);
  return { post, page: pageOfSeq(post.seq) };
}

/** The author's own post, still there, in a thread they may see. */
async function ownPost(deps: ForumDeps, viewer: Viewer, postId: string) {
  if (!isUuid(postId)) throw notFound('This post does not exist.');
  const [row] = await deps.db
    .select({ threadId: forumPosts.threadId, authorId: forumPosts.authorId, seq: forumPosts.seq, deletedAt: forumPosts.deletedAt })
    .from(forumPosts)
    .where(eq(forumPosts.id, postId));
  if (!row || row.deletedAt) throw notFound('This post does not exist.');
  const thread = await visibleThread(deps.db, viewer, row.threadId);
  if (row.authorId !== viewer.id) throw forbidden('You can only change your own posts.');
  return { ...row, thread };
}

/** The author edits their post (links and images are checked again; mentions are resolved again). */
export async function editPost(deps: ForumDeps, viewer: Viewer, postId: string, body: string): Promise<{ post: ForumPost; page: number }> {
  assertMayWrite(viewer);
  const own = await ownPost(deps, viewer, postId);
  if (own.thread.lockedAt && !viewer.isAdmin) throw threadLocked();
  await checkPostContent(deps.db, viewer, body);
  const { html, mentionedIds } = await renderPost(deps.db, deps.config, body, { authorId: viewer.id, threadId: own.threadId, postId });
  await deps.db.transaction(async (tx) => {
    await tx
      .update(forumPosts)
      .set({ body, bodyHtml: html, editedAt: new Date() })
      .where(and(eq(forumPosts.id, postId), isNull(forumPosts.deletedAt)));
    await attachToPost(tx, postId, viewer.id, html);
  });
  await tellMentioned(deps.db, { threadId: own.threadId, postId, seq: own.seq, body, authorId: viewer.id }, mentionedIds, false);
  const post = await readPost(deps.db, viewer, postId);
  return { post, page: pageOfSeq(post.seq) };
}

/**
 * The author deletes their post: it keeps its place with its text removed. Deleting the opening post
 * deletes the whole thread.
 */
export async function deletePost(deps: ForumDeps, viewer: Viewer, postId: string): Promise<{ post: ForumPost; page: number; threadDeleted: boolean }> {
  const own = await ownPost(deps, viewer, postId);
  await removePost(deps.db, postId);
  if (own.seq === 1) await removeThread(deps.db, own.threadId);
  const post = await readPost(deps.db, viewer, postId);
  return { post, page: pageOfSeq(post.seq), threadDeleted: own.seq === 1 };
}

/** Deletes a post's text and images for good (the author, or an admin through moderation). */
export async function removePost(db: Db, postId: string): Promise<void> {
  await db
    .update(forumPosts)
    .set({ body: '', bodyHtml: '', deletedAt: new Date() })
    .where(and(eq(forumPosts.id, postId), isNull(forumPosts.deletedAt)));
  await sweepPostAttachmentsSoon(db, [postId]);
}

/** Deletes a thread, and the images of all its posts. */
export async function removeThread(db: Db, threadId: string): Promise<void> {
  await db
    .update(forumThreads)
    .set({ deletedAt: new Date() })
    .where(and(eq(forumThreads.id, threadId), isNull(forumThreads.deletedAt)));
  const posts = await db.select({ id: forumPosts.id }).from(forumPosts).where(eq(forumPosts.threadId, threadId));
  await sweepPostAttachmentsSoon(
    db,
    posts.map((p) => p.id),
  );
}

/** Admins lock a thread (no more replies, no edits) or open it again. */
export async function setThreadLocked(db: Db, threadId: string, locked: boolean): Promise<void> {
  if (!isUuid(threadId)) throw notFound('This thread does not exist.');
  const done = await db
    .update(forumThreads)
    .set({ lockedAt: locked ? new Date() : null })
    .where(and(eq(forumThreads.id, threadId), isNull(forumThreads.deletedAt)))
    .returning({ id: forumThreads.id });
  if (!done.length) throw notFound('This thread does not exist.');
}
