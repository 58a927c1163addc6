/**
 * Forum post images: the only images a post may show are the site's own attachments, served at
 * `/api/forum-attachments/<id>`. Shared so the server's sanitiser, the editor's image button and its
 * preview agree on the address.
 */
export const FORUM_ATTACHMENT_PATH = '/api/forum-attachments/';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ATTACHMENT_URL = new RegExp(`${FORUM_ATTACHMENT_PATH.replace(/\//g, '\\/')}(${UUID})`, 'gi');
const ATTACHMENT_PATH_ONLY = new RegExp(`^${FORUM_ATTACHMENT_PATH.replace(/\//g, '\\/')}(${UUID})$`, 'i');

export const forumAttachmentUrl = (id: string) => `${FORUM_ATTACHMENT_PATH}${id}`;

/** Every attachment id a post's text or HTML names (lower case, once each). */
export function forumAttachmentIdsIn(text: string): string[] {
  return [...new Set([...text.matchAll(ATTACHMENT_URL)].map((m) => m[1].toLowerCase()))];
}

/**
 * The attachment an image URL names, or null: a same-site path `/api/forum-attachments/<id>`, or the
 * same path on the app's own origin. Query strings, fragments and other paths are not attachments.
 */
export function forumAttachmentIdOf(src: string, appOrigin: string): string | null {
  let path = src;
  if (!src.startsWith('/')) {
    try {
      const url = new URL(src);
      if (url.origin !== new URL(appOrigin).origin) return null;
      if (url.search || url.hash) return null;
      path = url.pathname;
    } catch {
      return null;
    }
  }
  const match = ATTACHMENT_PATH_ONLY.exec(path);
  return match ? match[1].toLowerCase() : null;
}
