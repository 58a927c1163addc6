/**
 * Google Fonts for the server renderer: the font file of one family and variant, asked from the fonts
 * service's CSS2 API (`<base>/css2?family=Name:ital,wght@1,700`), fetched from the address the
 * stylesheet names (only the service's own origin or the configured file origins), checked (a real
 * TrueType/OpenType file under the size limit) and kept in storage under `fonts/google/…`, so a family
 * is fetched once per shop. A request without a browser's User-Agent gets TrueType files, which is what
 * the server renderer (Skia) registers.
 */
import type { StoragePort } from '../../providers/storage/types';
import { isFontFile } from './font-file';

export interface GoogleFontsSettings {
  /** The CSS2 API's base, e.g. https://fonts.googleapis.com (GOOGLE_FONTS_CSS_URL). */
  cssBaseUrl: string;
  /** Origins the font files may come from besides the base's own (GOOGLE_FONTS_FILE_ORIGINS). */
  fileOrigins: string[];
  /** Largest accepted font file (FONT_MAX_BYTES). */
  maxFontBytes: number;
  timeoutMs: number;
}

export interface FontVariant {
  weight: number;
  style: 'normal' | 'italic';
}

export type FontFetchResult = { ok: true; data: Buffer; variant: FontVariant } | { ok: false; reason: string };

const MAX_CSS_BYTES = 256 * 1024;
const STORAGE_PREFIX = 'fonts/google';

export class GoogleFontsSource {
  constructor(
    private readonly settings: GoogleFontsSettings,
    private readonly storage: StoragePort,
    private readonly fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  /**
   * The file for the family at the variant, or the nearest the family has (bold for 600–900, then the
   * regular face, as a browser's font matching would pick): from storage, else fetched and stored.
   */
  async face(family: string, wanted: FontVariant): Promise<FontFetchResult> {
    let reason = 'not found';
    for (const variant of candidates(wanted)) {
      const key = storageKey(family, variant);
      const cached = await this.storage.getBuffer(key);
      if (cached && isFontFile(cached)) return { ok: true, data: cached, variant };
      const fetched = await this.fetchFace(family, variant);
      if (fetched.ok) {
        await this.storage.put(key, fetched.data, 'font/ttf');
        return { ok: true, data: fetched.data, variant };
      }
      reason = fetched.reason;
    }
    return { ok: false, reason };
  }

  private async fetchFace(family: string, variant: FontVariant): Promise<{ ok: true; data: Buffer } | { ok: false; reason: string }> {
    try {
      const cssUrl = css2Url(this.settings.cssBaseUrl, family, variant);
      const css = await this.get(cssUrl, MAX_CSS_BYTES);
      if (!css.ok) return css;
      const src = pickFontSource(css.data.toString('utf8'), variant);
      if (!src) return { ok: false, reason: 'the stylesheet names no TrueType or OpenType file' };
      const fileUrl = new URL(src, cssUrl);
      const allowed = new Set([new URL(cssUrl).origin, ...this.settings.fileOrigins.map((o) => new URL(o).origin)]);
      if (!allowed.has(fileUrl.origin)) return { ok: false, reason: `font file from a host that is not allowed (${fileUrl.origin})` };
      const file = await this.get(fileUrl.href, this.settings.maxFontBytes);
      if (!file.ok) return file;
      if (!isFontFile(file.data)) return { ok: false, reason: 'the file is not a TrueType or OpenType font' };
      return file;
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
  }

  /** GET with a timeout, no redirects and a size cap read as the body streams. */
  private async get(url: string, maxBytes: number): Promise<{ ok: true; data: Buffer } | { ok: false; reason: string }> {
    const res = await this.fetchImpl(url, { redirect: 'error', signal: AbortSignal.timeout(this.settings.timeoutMs), headers: { accept: 'text/css,font/ttf,*/*' } });
    if (!res.ok || !res.body) return { ok: false, reason: `the fonts service answered ${res.status}` };
    if (Number(res.headers.get('content-length') ?? 0) > maxBytes) return { ok: false, reason: `larger than ${maxBytes} bytes` };
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of res.body) {
      size += chunk.byteLength;
      if (size > maxBytes) return { ok: false, reason: `larger than ${maxBytes} bytes` };
      chunks.push(Buffer.from(chunk));
    }
    return { ok: true, data: Buffer.concat(chunks) };
  }
}

/** The wanted variant, then bold (for 600 and up) or regular weight in its style, then the upright regular. */
export function candidates(wanted: FontVariant): FontVariant[] {
  const list: FontVariant[] = [wanted, { weight: wanted.weight >= 600 ? 700 : 400, style: wanted.style }, { weight: 400, style: wanted.style }, { weight: 400, style: 'normal' }];
  return list.filter((v, i) => list.findIndex((w) => w.weight === v.weight && w.style === v.style) === i);
}

/** `<base>/css2?family=Lobster` for the upright regular, `…family=Roboto:ital,wght@1,700` otherwise. */
export function css2Url(base: string, family: string, variant: FontVariant): string {
  const name = encodeURIComponent(family).replace(/%20/g, '+');
  const axes = variant.weight === 400 && variant.style === 'normal' ? '' : `:ital,wght@${variant.style === 'italic' ? 1 : 0},${variant.weight}`;
  return `${base.replace(/\/+$/, '')}/css2?family=${name}${axes}`;
}

/** The TrueType/OpenType `url()` of the @font-face matching the variant (else the first such face). */
export function pickFontSource(css: string, variant: FontVariant): string | null {
  const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => {
    const body = m[1];
    const src = [...body.matchAll(/url\(\s*['"]?([^'")\s]+)['"]?\s*\)\s*(?:format\(\s*['"]?([\w-]+)['"]?\s*\))?/g)].find((s) =>
      s[2] ? /^(truetype|opentype)$/.test(s[2]) : /\.(ttf|otf)(\?|$)/i.test(s[1]),
    )?.[1];
    return { src, weight: Number(/font-weight:\s*(\d+)/.exec(body)?.[1] ?? 400), style: /font-style:\s*italic/.test(body) ? 'italic' : 'normal' };
  });
  const usable = faces.filter((f) => f.src);
  return (usable.find((f) => f.weight === variant.weight && f.style === variant.style) ?? usable[0])?.src ?? null;
}

function storageKey(family: string, variant: FontVariant): string {
  return `${STORAGE_PREFIX}/${family.toLowerCase().replace(/[^a-z0-9]+/g, '-')}/${variant.weight}-${variant.style}.ttf`;
}
