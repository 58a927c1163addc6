import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';

/** A user an @mention in a post points at (resolved by the server before rendering). */
export interface MentionTarget {
  id: string;
  name: string;
}

/** What a render needs besides the text: the mentions the server resolved, by lower-case handle. */
export interface MarkdownEnv {
  mentions?: ReadonlyMap<string, MentionTarget>;
}

/**
 * One Markdown dialect for forum posts, blog articles and newsletters, the same in the browser (the
 * composer's preview) and on the server (rendered when a post is written). Raw HTML in the source is
 * never passed through (`html: false`): it shows as text. The output still goes through
 * `sanitizeUserHtml` — the Markdown renderer is not the security boundary.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: true });
md.core.ruler.push('mentions', (state) => {
  const mentions = (state.env as MarkdownEnv | undefined)?.mentions;
  if (!mentions?.size) return;
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    block.children = linkMentions(block.children, mentions, state.Token);
  }
});

/** `@handle`: letters, digits, `_`, `.`, `-`; not after a letter or digit (so e-mail addresses stay text). */
export const MENTION_PATTERN = /(?<![\p{L}\p{N}_@])@([\p{L}\p{N}_][\p{L}\p{N}_.-]{0,39})/gu;

/** The handle a user is mentioned by: their display name without spaces (the composer inserts it). */
export function mentionHandle(name: string): string {
  return name.replace(/[^\p{L}\p{N}_.-]/gu, '');
}

/** Every distinct handle mentioned in a source (lower case), at most `limit`, for the server to resolve. */
export function mentionedHandles(source: string, limit = 20): string[] {
  const handles = new Set<string>();
  for (const match of source.matchAll(MENTION_PATTERN)) {
    handles.add(trimHandle(match[1]).toLowerCase());
    if (handles.size >= limit) break;
  }
  return [...handles];
}

/** A trailing '.' or '-' is punctuation ("thanks @ann."), not part of the handle. */
const trimHandle = (handle: string) => handle.replace(/[.-]+$/, '');

function linkMentions(children: Token[], mentions: ReadonlyMap<string, MentionTarget>, TokenClass: typeof Token): Token[] {
  const out: Token[] = [];
  let linkDepth = 0;
  for (const token of children) {
    if (token.type === 'link_open') linkDepth++;
    if (token.type === 'link_close') linkDepth--;
    if (token.type !== 'text' || linkDepth > 0) {
      out.push(token);
      continue;
    }
    let last = 0;
    const text = token.content;
    for (const match of text.matchAll(MENTION_PATTERN)) {
      const handle = trimHandle(match[1]);
      const target = mentions.get(handle.toLowerCase());
      if (!target || match.index === undefined) continue;
      if (match.index > last) out.push(textToken(TokenClass, text.slice(last, match.index)));
      const open = new TokenClass('link_open', 'a', 1);
      open.attrs = [
        ['href', `/user/${encodeURIComponent(target.id)}`],
        ['class', 'mention'],
      ];
      out.push(open, textToken(TokenClass, `@${handle}`), new TokenClass('link_close', 'a', -1));
      last = match.index + 1 + handle.length;
    }
    if (last === 0) out.push(token);
    else if (last < text.length) out.push(textToken(TokenClass, text.slice(last)));
  }
  return out;
}

function textToken(TokenClass: typeof Token, content: string): Token {
  const token = new TokenClass('text', '', 0);
  token.content = content;
  return token;
}

/** Markdown → HTML (not yet sanitised). */
export function renderMarkdown(source: string, env: MarkdownEnv = {}): string {
  return md.render(source, { ...env });
}

/** How many links and images a source has, before sanitising (a refused link still counts: new-account limits). */
export function countLinksAndImages(source: string): { links: number; images: number } {
  let links = 0;
  let images = 0;
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      // Mentions are added after parsing, so they are never counted as links.
      if (token.type === 'link_open') links++;
      if (token.type === 'image') images++;
      if (token.children) walk(token.children);
    }
  };
  walk(md.parse(source, {}));
  return { links, images };
}
