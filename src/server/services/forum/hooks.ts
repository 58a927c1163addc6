import type { Db } from '../../db/client';
import { notify } from '../notifications/notify';
import { hitCounter } from '../security/rate-counter';
import { pageOfSeq } from './read';

/**
 * Mention e-mails one author may cause a day: beyond it mentions are told in the app only. Only a post's
 * first version mails: an edit's new mentions are told in the app.
 */
export const MENTION_MAILS_PER_AUTHOR_PER_DAY = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

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
  /** The post's first version (a new thread or reply), not an edit. */
  firstVersion: boolean;
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

/**
 * Each mentioned member once per post (an edit that keeps the mention tells nobody again). By e-mail
 * only from a post's first version and within the author's daily MENTION_MAILS_PER_AUTHOR_PER_DAY.
 */
export async function onMention(db: Db, event: MentionEvent): Promise<void> {
  for (const userId of new Set(event.mentionedUserIds)) {
    const mail = event.firstVersion && (await hitCounter(db, `mention-mails:${event.authorId}`, DAY_MS)) <= MENTION_MAILS_PER_AUTHOR_PER_DAY;
    await notify(db, {
      mail,
      userId,
      kind: 'mention',
      actorId: event.authorId,
      targetUrl: forumPostUrl(event.threadId, event.seq),
      excerpt: forumExcerpt(event.body),
      dedupeKey: `mention:${event.postId}:${userId}`,
    });
  }
}
