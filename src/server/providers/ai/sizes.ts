import type { ImageSize } from './settings';

/**
 * The allowed size closest to the requested one: first by aspect ratio (compared on a log scale, so
 * 2:1 and 1:2 are equally far from 1:1), then by pixel count. The result is resized to what was asked.
 */
export function nearestSize(requested: ImageSize, allowed: readonly ImageSize[]): ImageSize {
  if (!allowed.length) return requested;
  const ratio = Math.log(requested.width / requested.height);
  const area = requested.width * requested.height;
  let best = allowed[0];
  let bestScore = Number.POSITIVE_INFINITY;
  for (const size of allowed) {
    const ratioGap = Math.abs(Math.log(size.width / size.height) - ratio);
    const areaGap = Math.abs(Math.log((size.width * size.height) / area));
    // Shape matters far more than resolution: a square request must never get a wide image.
    const score = ratioGap * 100 + areaGap;
    if (score < bestScore) {
      best = size;
      bestScore = score;
    }
  }
  return best;
}

export const formatSize = (size: ImageSize, separator: 'x' | '*') => `${size.width}${separator}${size.height}`;

export const sameSize = (a: ImageSize, b: ImageSize) => a.width === b.width && a.height === b.height;
