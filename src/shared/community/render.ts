import { type MarkdownEnv, renderMarkdown } from './markdown';
import { type SanitizeOptions, sanitizeUserHtml } from './sanitize';

/**
 * The one way user text becomes HTML: Markdown rendered, then sanitised. The server stores the result
 * when a post or article is written; the browser uses the same function for the composer's preview and
 * sanitises stored HTML again with `sanitizeUserHtml` before showing it.
 */
export function renderUserMarkdown(source: string, options: SanitizeOptions & MarkdownEnv): string {
  return sanitizeUserHtml(renderMarkdown(source, { mentions: options.mentions }), options);
}
