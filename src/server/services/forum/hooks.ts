/**
 * Where forum activity tells people about itself. The notification service (issue 18, built on
 * another branch) is wired in here when the branches are merged; until then these record nothing
 * extra — the posts themselves are the record.
 */
export interface ForumReplyEvent {
  threadId: string;
  postId: string;
  /** The thread's author, told about replies (not when they reply to themselves). */
  threadAuthorId: string;
  replyAuthorId: string;
}

export interface MentionEvent {
  threadId: string;
  postId: string;
  authorId: string;
  /** The people mentioned (never the author). */
  mentionedUserIds: string[];
}

export async function onForumReply(_event: ForumReplyEvent): Promise<void> {}

export async function onMention(_event: MentionEvent): Promise<void> {}
