/**
 * Canvas size limits for exports (DESIGN §7): Chromium returned an empty image, with no error, for a
 * 16,500² canvas, and iOS Safari caps a canvas at 16.7 Mpx. Exports above this are scaled down and the
 * user is told.
 */
export const MAX_EXPORT_PIXELS = 16_700_000;

/** SPEC §9: the PNG export has a margin of 150 on each side. */
export const EXPORT_MARGIN = 150;

/** SPEC §9: exported files are named 'New Image'. */
export const EXPORT_FILE_NAME = 'New Image';

/** The largest multiplier ≤ wanted that keeps width×height×multiplier² within the limit. */
export function safeMultiplier(width: number, height: number, wanted = 1): { multiplier: number; scaled: boolean } {
  const pixels = width * height * wanted * wanted;
  if (pixels <= MAX_EXPORT_PIXELS) return { multiplier: wanted, scaled: false };
  return { multiplier: Math.sqrt(MAX_EXPORT_PIXELS / (width * height)), scaled: true };
}

/** Characters file systems refuse in a name, and control characters. */
const UNSAFE_FILE_CHARS = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;

/**
 * The download's file name: SPEC §9's "New Image", led by the design's name when it has one
 * ("Birthday cat – New Image.png"); characters a file system refuses become spaces.
 */
export function exportFileName(extension: 'png' | 'svg' | 'json', designName?: string | null): string {
  const name = (designName ?? '').replace(UNSAFE_FILE_CHARS, ' ').replace(/\s+/g, ' ').trim().slice(0, 100);
  return name ? `${name} – ${EXPORT_FILE_NAME}.${extension}` : `${EXPORT_FILE_NAME}.${extension}`;
}
