/**
 * How a cut line is marked for the shop's cutter in every file that carries one (the print PDF, the
 * production SVG, the editor's SVG export): a spot colour of this name, stroked as a 100 % magenta
 * hairline with no fill. RIP software finds the cut by this name.
 */
export const CUT_SPOT_NAME = 'CutContour';
export const CUT_SPOT_STROKE = '#FF00FF';

/** 0.25 pt, the cutter's hairline, in a document's own units. */
export function hairlineWidth(unitsPerInch: number): number {
  return (0.25 / 72) * unitsPerInch;
}
