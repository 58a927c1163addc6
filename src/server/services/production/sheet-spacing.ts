/**
 * Kiss-cut sheets: the stickers must keep MIN_GAP_MM from each other and from the sheet's edge, or the
 * blade's two passes merge and the sheet tears when peeled. Measured on the cut lines themselves
 * (flattened finely), and reported as a warning with the figures; the layout is the customer's.
 */
import { flattenSubpaths } from './path-geometry';
import type { PathSegment } from './svg-path';
import type { ProductionWarning } from './types';

export const MIN_GAP_MM = 2;
/** Flattening step, mm: the measured gap is at most half of it short of the true one. */
const STEP_MM = 0.2;

/** Smallest distance between points of two different groups, if below `limit` (else null). A grid of `limit`-sized cells keeps it linear. */
function closestBetweenGroups(groups: Float64Array[][], limit: number): number | null {
  const cells = new Map<string, { x: number; y: number; g: number }[]>();
  const key = (cx: number, cy: number) => `${cx},${cy}`;
  groups.forEach((lines, g) => {
    for (const pts of lines)
      for (let i = 0; i < pts.length; i += 2) {
        const k = key(Math.floor(pts[i] / limit), Math.floor(pts[i + 1] / limit));
        const cell = cells.get(k) ?? [];
        if (!cell.length) cells.set(k, cell);
        cell.push({ x: pts[i], y: pts[i + 1], g });
      }
  });
  let best = Number.POSITIVE_INFINITY;
  for (const [k, cell] of cells) {
    const [cx, cy] = k.split(',').map(Number);
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) {
        const other = cells.get(key(cx + dx, cy + dy));
        if (!other) continue;
        for (const p of cell) for (const q of other) if (p.g !== q.g) best = Math.min(best, Math.hypot(p.x - q.x, p.y - q.y));
      }
  }
  return best < limit ? best : null;
}

/** Warnings for stickers closer than MIN_GAP_MM to each other or to the sheet's edge (lengths in mm via unitsPerMm). */
export function sheetSpacingWarnings(cut: PathSegment[], sheet: PathSegment[], unitsPerMm: number): ProductionWarning[] {
  const step = STEP_MM * unitsPerMm;
  const limit = MIN_GAP_MM * unitsPerMm;
  const stickers = flattenSubpaths(cut, step);
  const edge = flattenSubpaths(sheet, step);
  const warnings: ProductionWarning[] = [];
  const between =
    stickers.length > 1
      ? closestBetweenGroups(
          stickers.map((s) => [s]),
          limit,
        )
      : null;
  if (between !== null) {
    const gapMm = (between / unitsPerMm).toFixed(1);
    warnings.push({
      code: 'sticker-spacing',
      values: { gapMm, minMm: MIN_GAP_MM },
      message: `Two kiss-cut stickers on the sheet are only ${gapMm} mm apart; keep at least ${MIN_GAP_MM} mm between stickers.`,
    });
  }
  const toEdge = closestBetweenGroups([stickers, edge], limit);
  if (toEdge !== null) {
    const gapMm = (toEdge / unitsPerMm).toFixed(1);
    warnings.push({
      code: 'sheet-margin',
      values: { gapMm, minMm: MIN_GAP_MM },
      message: `A kiss-cut sticker is only ${gapMm} mm from the sheet's edge; keep at least ${MIN_GAP_MM} mm.`,
    });
  }
  return warnings;
}
