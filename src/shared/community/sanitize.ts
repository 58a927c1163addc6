import DOMPurify from 'isomorphic-dompurify';
import { type ImageHostOptions, isAllowedImageUrl } from '../image-hosts';

/**
 * SPEC §5: user HTML is sanitised with allow-lists of tags and attributes. What Markdown can produce,
 * nothing more: no `style`, no event handlers, no forms, frames, SVG or MathML.
 */
export const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  'b',
  'i',
  's',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;
export const ALLOWED_ATTRIBUTES = ['href', 'title', 'src', 'alt', 'class', 'start'] as const;
/** The only class kept: the link the server made for an @mention. */
const ALLOWED_CLASSES = new Set(['mention']);

/**
 * DOMPurify's own URI check (our links are checked again below with the URL parser): http(s), mailto,
 * a same-site path ("/x", never "//host") or a fragment.
 */
const ALLOWED_URI = /^(?:https?:|mailto:|\/(?![/\\])|#)/i;
/** Whitespace and control characters make a URL read differently by different parsers: refused. */
const UNSAFE_URL_CHARS = /[\s\u0000-\u001f\u007f\\]/;

export interface SanitizeOptions {
  /** Which image URLs may be shown (SPEC §5): the app's own origin and further image hosts. */
  imageHosts: ImageHostOptions;
  /** A narrower rule for images on top of the hosts (forum posts: only their own attachments). */
  imageAllowed?: (src: string) => boolean;
}

/** A link's verdict: where it goes (external links get rel/target), or null when it is refused. */
export function classifyLink(href: string, appOrigin: string): 'internal' | 'external' | null {
  if (!href || UNSAFE_URL_CHARS.test(href)) return null;
  if (href.startsWith('#')) return 'internal';
  if (href.startsWith('/')) return href.startsWith('//') ? null : 'internal';
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:') return 'external';
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return url.origin === safeOrigin(appOrigin) ? 'internal' : 'external';
}

function safeOrigin(appOrigin: string): string | null {
  try {
    return new URL(appOrigin).origin;
  } catch {
    return null;
  }
}

/**
 * HTML (from `renderMarkdown`, or stored earlier) → HTML safe to put into a page. Run on the server
 * before storing and again in the browser before showing, with the same rules:
 * - tags and attributes from the allow-lists only (DOMPurify drops everything else, with its content
 *   for script/style-like elements);
 * - links only http, https, mailto or same-site; every link to another site gets
 *   `rel="nofollow ugc noopener noreferrer"` and opens in a new tab;
 * - images only from allowed hosts (`isAllowedImageUrl`); any other image is removed and its alt
 *   text kept.
 */
export function sanitizeUserHtml(html: string, options: SanitizeOptions): string {
  const config = {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  };
  // A string pass first (a <frameset> or <body> document has no body to hand back), then the clean
  // string as a fragment in a container we can walk and serialise.
  const clean = DOMPurify.sanitize(html, config);
  const fragment = DOMPurify.sanitize(clean, { ...config, RETURN_DOM_FRAGMENT: true }) as unknown as DocumentFragment;
  const body = fragment.ownerDocument.createElement('div');
  body.append(fragment);
  const appOrigin = options.imageHosts.appOrigin;

  for (const link of [...body.querySelectorAll('a')]) {
    const href = link.getAttribute('href');
    const kind = href === null ? null : classifyLink(href, appOrigin);
    if (kind === null) link.removeAttribute('href');
    if (kind === 'external') {
      link.setAttribute('rel', 'nofollow ugc noopener noreferrer');
      link.setAttribute('target', '_blank');
    } else {
      link.removeAttribute('rel');
      link.removeAttribute('target');
    }
  }
  for (const image of [...body.querySelectorAll('img')]) {
    const src = image.getAttribute('src') ?? '';
    const allowed = isAllowedImageUrl(src, options.imageHosts) && src.slice(0, 5).toLowerCase() !== 'data:' && (options.imageAllowed?.(src) ?? true);
    if (!allowed) {
      // Inline data: images are allowed in designs, not in posts (they would bloat every page).
      image.replaceWith(image.ownerDocument.createTextNode(image.getAttribute('alt') ?? ''));
    } else {
      image.setAttribute('loading', 'lazy');
    }
  }
  for (const element of [...body.querySelectorAll('[class]')]) {
    const kept = [...element.classList].filter((name) => ALLOWED_CLASSES.has(name) && element.localName === 'a');
    if (kept.length) element.setAttribute('class', kept.join(' '));
    else element.removeAttribute('class');
  }
  return body.innerHTML;
}
