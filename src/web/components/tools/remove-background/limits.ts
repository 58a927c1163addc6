/** What the tool accepts: the image types browsers decode everywhere, and sizes a phone can hold. */
export const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
/**
 * Images with more pixels are refused before decoding (read from the file header): decoding one would
 * take over 200 MB and freeze a phone's page. Bigger ones that fit are scaled down to MAX_SIDE.
 */
export const MAX_DECODE_PIXELS = 50_000_000;
/** Larger images are scaled down to this on their longest side before the removal. */
export const MAX_SIDE = 4096;

/** The i18n key of what is wrong with a chosen file, or null when it can be used. */
export function fileProblem(file: { type: string; size: number }): 'bgremoval.errors.type' | 'bgremoval.errors.size' | 'bgremoval.errors.empty' | null {
  if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type)) return 'bgremoval.errors.type';
  if (file.size === 0) return 'bgremoval.errors.empty';
  if (file.size > MAX_FILE_BYTES) return 'bgremoval.errors.size';
  return null;
}

/** The size to process an image at: unchanged, or scaled so its longest side is MAX_SIDE. */
export function processingSize(width: number, height: number, maxSide = MAX_SIDE): { width: number; height: number; scaled: boolean } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height, scaled: false };
  const f = maxSide / longest;
  return { width: Math.max(1, Math.round(width * f)), height: Math.max(1, Math.round(height * f)), scaled: true };
}

/**
 * `?src=` may only name an image on this site (a material, a generated image: "/api/files/raw/…"), never
 * another host, a data: or a javascript: address. Returns the absolute URL to fetch, or null.
 */
export function sameOriginImageUrl(src: string | null, origin: string): string | null {
  if (!src || src.length > 2048 || /[\s\u0000-\u001f\u007f\\]/.test(src)) return null;
  if (!src.startsWith('/') || src.startsWith('//')) {
    // An absolute URL is accepted only when it is on this origin.
    try {
      const url = new URL(src);
      return url.origin === origin && !url.username && !url.password ? url.href : null;
    } catch {
      return null;
    }
  }
  try {
    const url = new URL(src, origin);
    return url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}

/** A file name for the result: the original's name with "-no-bg.png". */
export function resultFileName(original: string): string {
  const base = original
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-')
    .trim()
    .slice(0, 80);
  return `${base || 'image'}-no-bg.png`;
}
