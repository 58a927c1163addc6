import { inArray, sql } from 'drizzle-orm';
import { forumAttachmentIdOf } from '../../../shared/community/attachments';
import { type MentionTarget, mentionedHandles, mentionHandle } from '../../../shared/community/markdown';
import type { SanitizeOptions } from '../../../shared/community/sanitize';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { forumPosts, user } from '../../db/schema';
import { loadUserHtml } from '../heavy-modules';
import { usableAttachments } from './attachments';

/** The image hosts user HTML may show (SPEC §5): this app, and its storage CDN when there is one. */
export function userHtmlOptions(config: Pick<AppConfig, 'publicUrl' | 'site'>): SanitizeOptions {
  return { imageHosts: { appOrigin: config.publicUrl, extraHosts: config.site.cdnUrl ? [config.site.cdnUrl] : [] } };
}

/**
 * Finds who `@handle`s name: a handle is a display name without spaces, case-insensitive. When several
 * people share it, someone who already wrote in the thread wins, then the oldest account.
 */
export async function resolveMentions(db: Db, source: string, threadId?: string): Promise<Map<string, MentionTarget>> {
  const handles = mentionedHandles(source);
  const found = new Map<string, MentionTarget>();
  if (!handles.length) return found;
  const handleSql = sql`lower(regexp_replace(${user.name}, '[^[:alnum:]_.-]', '', 'g'))`;
  // Someone who already wrote in the thread first (only when there is a thread), then the oldest account.
  const inThread = threadId ? sql<boolean>`EXISTS (SELECT 1 FROM ${forumPosts} WHERE ${forumPosts.threadId} = ${threadId} AND ${forumPosts.authorId} = ${user.id})` : null;
  const rows = await db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(inArray(handleSql, handles))
    .orderBy(...(inThread ? [sql`${inThread} DESC`, user.createdAt] : [user.createdAt]))
    .limit(100);
  for (const row of rows) {
    const handle = mentionHandle(row.name).toLowerCase();
    if (!found.has(handle)) found.set(handle, { id: row.id, name: row.name });
  }
  return found;
}

/** Who writes the post, and which post it is when it exists (an edit). */
export interface PostAuthorship {
  authorId: string;
  threadId?: string;
  postId?: string;
}

/**
 * A post's Markdown → its stored HTML, and the people it mentions. Images are kept only when they are
 * the author's own forum attachments (not another post's): no outside image, no one else's upload.
 */
export async function renderPost(db: Db, config: Pick<AppConfig, 'publicUrl' | 'site'>, source: string, post: PostAuthorship) {
  const mentions = await resolveMentions(db, source, post.threadId);
  const usable = await usableAttachments(db, post.authorId, source, post.postId);
  const imageAllowed = (src: string) => {
    const id = forumAttachmentIdOf(src, config.publicUrl);
    return id !== null && usable.has(id);
  };
  const { renderUserMarkdown } = await loadUserHtml();
  const html = renderUserMarkdown(source, { ...userHtmlOptions(config), imageAllowed, mentions });
  const mentionedIds = [...new Set([...mentions.values()].map((m) => m.id))].filter((id) => html.includes(`href="/user/${encodeURIComponent(id)}"`));
  return { html, mentionedIds };
}
