import type { Db } from '../../db/client';
import { notify } from '../notifications/notify';
import { pageOfSeq } from './read';

/**
 * Where forum activity tells people about itself: through the notification service, which honours
 * each member's switches (in the app, by e-mail, neither) and never tells a member about their own act.
 */
interface ForumPostEvent {
  threadId: string;
  postId: string;
  /** The post's place in its thread (gives the page it is on). */
  seq: number;
  /** The post's Markdown (its excerpt is shown with the notification). */
  body: string;
}

export interface ForumReplyEvent extends ForumPostEvent {
  /** The thread's author, told about replies (not when they reply to themselves). */
  threadAuthorId: string;
  replyAuthorId: string;
}

export interface MentionEvent extends ForumPostEvent {
  authorId: string;
  /** The people mentioned (never the author). */
  mentionedUserIds: string[];
}

/** The post's link as the forum page makes it: the thread, its page, the post's anchor. */
export const forumPostUrl = (threadId: string, seq: number) => `/forum?thread=${threadId}&page=${pageOfSeq(seq)}#post-${seq}`;

/** Plain-ish text for the notification: Markdown marks and extra whitespace dropped (notify cuts the length). */
export const forumExcerpt = (markdown: string) =>
  markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*>.*$/gm, '')
    .replace(/[*_`#~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();

export async function onForumReply(db: Db, event: ForumReplyEvent): Promise<void> {
  if (event.threadAuthorId === event.replyAuthorId) return;
  await notify(db, {
    userId: event.threadAuthorId,
    kind: 'reply',
    actorId: event.replyAuthorId,
    targetUrl: forumPostUrl(event.threadId, event.seq),
    excerpt: forumExcerpt(event.body),
    dedupeKey: `reply:${event.postId}`,
  });
}

/** Each mentioned member once per post (an edit that keeps the mention tells nobody again). */
export async function onMention(db: Db, event: MentionEvent): Promise<void> {
  for (const userId of new Set(event.mentionedUserIds)) {
    await notify(db, {
      userId,
      kind: 'mention',
      actorId: event.authorId,
      targetUrl: forumPostUrl(event.threadId, event.seq),
      excerpt: forumExcerpt(event.body),
      dedupeKey: `mention:${event.postId}:${userId}`,
    });
  }
}
