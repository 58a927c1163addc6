/** SPEC §9 image compression as pure rules; compress.ts does the pixel work. */

const KB = 1024;
const MB = 1024 * KB;

/**
 * Every figure of SPEC §9 "Image compression", in bytes (KB = 1024 B, MB = 1024 KB). An image up to
 * keepUpTo is kept as is; up to mediumUpTo it aims at mediumTarget, above that at defaultTarget. A heavy
 * document lowers the target so one more image cannot push it past what auto-save accepts.
 */
export const IMAGE_COMPRESSION = {
  keepUpTo: 400 * KB,
  mediumUpTo: 1 * MB,
  mediumTarget: 900 * KB,
  defaultTarget: 1 * MB,
  /** Document over 2 MB: target 500 KB. */
  heavyDocumentOver: 2 * MB,
  heavyDocumentTarget: 500 * KB,
  /** Document over 3 MB: target 300 KB. */
  veryHeavyDocumentOver: 3 * MB,
  veryHeavyDocumentTarget: 300 * KB,
  /** A base64 payload longer than this (characters) counts as large. */
  largeBase64Over: 100 * KB,
  /** Each shrink multiplies the scale by this, never going below scaleFloor. */
  scaleStep: 0.8,
  scaleFloor: 0.3,
} as const;

/** Byte target for an image, or null when it is kept as is (SPEC §9). Both sizes in bytes. */
export function compressionTarget(imageBytes: number, documentBytes: number): number | null {
  const c = IMAGE_COMPRESSION;
  if (imageBytes <= c.keepUpTo) return null;
  const bySize = imageBytes <= c.mediumUpTo ? c.mediumTarget : c.defaultTarget;
  if (documentBytes > c.veryHeavyDocumentOver) return Math.min(bySize, c.veryHeavyDocumentTarget);
  if (documentBytes > c.heavyDocumentOver) return Math.min(bySize, c.heavyDocumentTarget);
  return bySize;
}

/** The base64 part of a data URL (everything after the first comma), or the string itself. */
function base64Payload(dataUrlOrBase64: string): string {
  if (!dataUrlOrBase64.startsWith('data:')) return dataUrlOrBase64;
  const comma = dataUrlOrBase64.indexOf(',');
  return comma < 0 ? '' : dataUrlOrBase64.slice(comma + 1);
}

/** SPEC §9: a base64 string over 100 KB (of base64 characters, prefix excluded) counts as large. */
export function isLargeBase64(dataUrlOrBase64: string): boolean {
  return base64Payload(dataUrlOrBase64).length > IMAGE_COMPRESSION.largeBase64Over;
}

/** Bytes the base64 payload decodes to, without decoding it (whitespace ignored, padding subtracted). */
export function base64ByteLength(dataUrl: string): number {
  const payload = base64Payload(dataUrl).replace(/\s+/g, '');
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((payload.length * 3) / 4) - padding);
}

/**
 * The next, smaller scale: 0.8 times the current one but not below the 0.3 floor; null once the floor was
 * already reached (the caller stops shrinking). The epsilon absorbs float error from repeated steps.
 */
export function nextScale(scale: number): number | null {
  const { scaleStep, scaleFloor } = IMAGE_COMPRESSION;
  if (scale <= scaleFloor + 1e-9) return null;
  return Math.max(scaleFloor, scale * scaleStep);
}
