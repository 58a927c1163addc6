export type ImageType = 'png' | 'jpeg' | 'webp' | 'gif' | 'svg';

export const IMAGE_FORMATS: Record<ImageType, { contentType: string; ext: string }> = {
  png: { contentType: 'image/png', ext: 'png' },
  jpeg: { contentType: 'image/jpeg', ext: 'jpg' },
  webp: { contentType: 'image/webp', ext: 'webp' },
  gif: { contentType: 'image/gif', ext: 'gif' },
  svg: { contentType: 'image/svg+xml', ext: 'svg' },
};

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** How far into a text file the root element may start (prolog, comments, doctype). */
const SVG_SNIFF_BYTES = 64 * 1024;

/**
 * The image type from the file's own bytes; the name and declared type a client sends are never trusted.
 * Returns null for anything else (PDF, HTML, scripts, truncated files…).
 */
export function detectImageType(buf: Buffer): ImageType | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(PNG)) return 'png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 6 && (buf.toString('latin1', 0, 6) === 'GIF87a' || buf.toString('latin1', 0, 6) === 'GIF89a')) return 'gif';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (looksLikeSvg(buf)) return 'svg';
  return null;
}

/** Text whose root element, after an optional BOM, XML declaration, comments and doctype, is <svg. */
function looksLikeSvg(buf: Buffer): boolean {
  let text = buf.subarray(0, SVG_SNIFF_BYTES).toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let i = 0;
  const skipSpace = () => {
    while (i < text.length && /\s/.test(text[i])) i++;
  };
  skipSpace();
  if (text.startsWith('<?xml', i)) {
    const end = text.indexOf('?>', i);
    if (end < 0) return false;
    i = end + 2;
  }
  for (;;) {
    skipSpace();
    if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i + 4);
      if (end < 0) return false;
      i = end + 3;
    } else if (/^<!doctype\s/i.test(text.slice(i, i + 10))) {
      const end = doctypeEnd(text, i);
      if (end < 0) return false;
      i = end;
    } else break;
  }
  return /^<svg[\s/>]/.test(text.slice(i, i + 5));
}

/** The index after a doctype's closing '>', skipping an internal subset in [...]. */
function doctypeEnd(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '[') depth++;
    else if (text[i] === ']') depth--;
    else if (text[i] === '>' && depth <= 0) return i + 1;
  }
  return -1;
}
