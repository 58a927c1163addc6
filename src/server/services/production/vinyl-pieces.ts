/**
 * What the vinyl cut leaves out or risks losing, said out loud: outlines too small to cut (the dot of an
 * "i" at a small size, a pinhole) are left out of the file and named with their size and place; pieces
 * small enough to come off with the waste when the decal is weeded stay in the file and are named too.
 */
import type { ProductionWarning } from './types';
import type { DecalLoop } from './vinyl-trace';

/** Specks and pinholes smaller than (0.02 in)² cannot be cut: left out of the vinyl file (with a warning). */
export const MIN_VINYL_AREA_IN2 = 0.02 ** 2;
/**
 * Pieces that fit in a 1/8 in (about 3 mm) square tend to lift with the waste when weeded: kept, with a
 * warning. (Long thin parts are the thin-line check's business.)
 */
export const WEEDABLE_SIDE_IN = 1 / 8;
/** Places listed in one warning; the rest are counted. */
const MAX_LISTED = 8;

const inches = (v: number) => Number(v.toFixed(2));

/** '0.02 × 0.02 in at 1.23, 0.45 in' : size and centre, inches from the design's top-left corner. */
export function describeLoop(loop: DecalLoop, dpi: number): string {
  const { x0, y0, x1, y1 } = loop.box;
  const size = `${inches((x1 - x0) / dpi)} × ${inches((y1 - y0) / dpi)} in`;
  return `${loop.hole ? 'hole' : 'piece'} ${size} at ${inches((x0 + x1) / 2 / dpi)}, ${inches((y0 + y1) / 2 / dpi)} in`;
}

function listOf(loops: DecalLoop[], dpi: number): string {
  const sorted = [...loops].sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0);
  const shown = sorted.slice(0, MAX_LISTED).map((l) => describeLoop(l, dpi));
  if (sorted.length > MAX_LISTED) shown.push(`${sorted.length - MAX_LISTED} more`);
  return shown.join('; ');
}

export function vinylPieceWarnings(kept: DecalLoop[], dropped: DecalLoop[], dpi: number): ProductionWarning[] {
  const warnings: ProductionWarning[] = [];
  if (dropped.length) {
    const list = listOf(dropped, dpi);
    warnings.push({
      code: 'vinyl-dropped',
      values: { count: dropped.length, minIn: 0.02, list },
      message: `${dropped.length} part${dropped.length > 1 ? 's are' : ' is'} smaller than 0.02 × 0.02 in and cannot be cut, so ${dropped.length > 1 ? 'they are' : 'it is'} left out of the vinyl file (holes are filled): ${list}.`,
    });
  }
  const side = WEEDABLE_SIDE_IN * dpi;
  const small = kept.filter((l) => !l.hole && l.box.x1 - l.box.x0 < side && l.box.y1 - l.box.y0 < side);
  if (small.length) {
    const list = listOf(small, dpi);
    warnings.push({
      code: 'vinyl-small-pieces',
      values: { count: small.length, list },
      message: `${small.length} piece${small.length > 1 ? 's are' : ' is'} smaller than about 3 × 3 mm and may come off with the waste when the decal is weeded (kept in the file): ${list}.`,
    });
  }
  return warnings;
}
