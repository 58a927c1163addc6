/**
 * Embedded images as other editors write them, turned into the one form the app shows and stores
 * (`data:image/<png|jpeg|webp|gif|svg+xml>;base64,<payload>`, which `isAllowedImageUrl` accepts). Pure.
 *
 * Accepted: `jpg` (read as jpeg), `avif` and `bmp` (marked for re-encoding as PNG, since neither the
 * server's renderer nor every browser draws them), parameters such as `;charset=utf-8`, base64 with line
 * breaks or spaces, and SVG written URL-encoded or as plain text.
 */
export type CanonicalDataUrl = { url: string; transcode: false } | { url: string; transcode: true; mime: string };

const SHOWN_TYPES: Record<string, string> = { png: 'png', jpeg: 'jpeg', jpg: 'jpeg', pjpeg: 'jpeg', webp: 'webp', gif: 'gif', 'svg+xml': 'svg+xml', svg: 'svg+xml' };
const TRANSCODED_TYPES = new Set(['avif', 'bmp', 'x-ms-bmp', 'x-bmp']);
const BASE64 = /^[a-z0-9+/]+={0,2}$/i;

function utf8ToBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The canonical form of an image data URL, or null when it is not an image we can show. */
export function canonicalImageDataUrl(input: string): CanonicalDataUrl | null {
  if (typeof input !== 'string') return null;
  const comma = input.indexOf(',');
  if (comma < 0) return null;
  const header = input.slice(0, comma).trim().toLowerCase();
  const match = /^data:image\/([a-z0-9.+-]+)((?:;[^;,]*)*)$/.exec(header);
  if (!match) return null;
  const [, subtype, paramText] = match;
  const params = paramText.split(';').map((p) => p.trim());
  const isBase64 = params.includes('base64');
  const payload = input.slice(comma + 1);
  const shown = SHOWN_TYPES[subtype];
  if (!shown && !TRANSCODED_TYPES.has(subtype)) return null;

  let base64: string;
  if (isBase64) {
    base64 = payload.replace(/\s+/g, '');
    // Some writers URL-encode the base64 alphabet itself (%2B, %2F, %3D).
    if (/%[0-9a-f]{2}/i.test(base64)) {
      try {
        base64 = decodeURIComponent(base64);
      } catch {
        return null;
      }
    }
  } else {
    // Only SVG is text; a raster image written without base64 is not something we can read.
    if (shown !== 'svg+xml') return null;
    let text: string;
    try {
      text = decodeURIComponent(payload);
    } catch {
      return null;
    }
    if (!text.trim()) return null;
    base64 = utf8ToBase64(text);
  }
  if (!BASE64.test(base64)) return null;
  if (shown) return { url: `data:image/${shown};base64,${base64}`, transcode: false };
  const mime = subtype === 'avif' ? 'image/avif' : 'image/bmp';
  return { url: `data:${mime};base64,${base64}`, transcode: true, mime };
}
