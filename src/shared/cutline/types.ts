/** Public types of the cutline engine (pure: typed arrays in, SVG path out). */

import type { CutKind, CutShape } from '../sticker';

// The shapes and kinds the engine cuts are the sticker vocabulary's (shared/sticker/shapes.ts).
export type { CutKind, CutShape };

/** Maps mask pixels to workspace units: workspace = pixel * scale + offset. */
export interface WorkspaceTransform {
  scale: number;
  offsetX: number;
  offsetY: number;
}

export interface CutlineOptions {
  shape?: CutShape;
  /** 'die' (default): one piece, islands bridged. 'kiss': contour plus a backing-sheet outline. */
  kind?: CutKind;
  /**
   * Mask resolution in pixels per inch at the sticker's real size (default 300); converts the inch and mm
   * options below to pixels. Every caller passes the physical scale (server: 300 at the ordered size;
   * /preview: its render scale at the ordered size; editor: 300 DPI workspace units over its mask scale).
   */
  dpi?: number;
  /** Border between art and cut, inches; default 1/8, clamped to [0, 0.5]. */
  offsetIn?: number;
  /** Corner radius of the rounded rectangle (and of square/rectangle when > 0), inches; default 1/8. */
  cornerRadiusIn?: number;
  /** Alpha at or above this is opaque (default 16: faint shadows are printed too). */
  alphaThreshold?: number;
  /** Connected opaque areas smaller than this many pixels are noise and ignored (default (0.02 in)²). */
  minSpeckAreaPx?: number;
  /** Width of the bridges joining islands that stay apart (die-cut), inches; default 1/8. */
  bridgeWidthIn?: number;
  /**
   * Gaps in the cut narrower than this, mm, are closed instead of left as slits (a morphological closing
   * of the offset art by a disk of this diameter; inner corners get that much rounding). Default 2; 0 turns it off.
   */
  closeGapMm?: number;
  /** No segment of the cut path is shorter than this, mm (default 0.1: plotters stall on tinier ones). */
  minSegmentMm?: number;
  /** Kiss-cut backing sheet: margin beyond the contour, inches (default 1/8), and its shape. */
  backingMarginIn?: number;
  backingShape?: 'rectangle' | 'rounded-rectangle';
  transform?: WorkspaceTransform;
}

export interface ResolvedOptions {
  shape: CutShape;
  kind: CutKind;
  offsetPx: number;
  cornerRadiusPx: number;
  alphaThreshold: number;
  minSpeckAreaPx: number;
  bridgeWidthPx: number;
  backingMarginPx: number;
  closeGapPx: number;
  minSegmentPx: number;
  /** How far a fitted curve may stray from the exact outline where it closes a gap, px (0.05 mm). */
  closureTolerancePx: number;
  backingShape: 'rectangle' | 'rounded-rectangle';
  transform: WorkspaceTransform;
}

/** A closed chain of cubic Béziers in mask pixels: 8 numbers per segment (x0 y0 c1x c1y c2x c2y x1 y1). */
export interface Subpath {
  cubics: Float64Array;
  /** 1 where the segment is a bridge between islands (excluded from the upper exactness bound). */
  bridge: Uint8Array;
  /**
   * 1 where the segment leaves the offset line on purpose to close a gap narrower than closeGapMm (inner
   * fillets, closed slits): like bridges, further than the offset from the art, so excluded from the upper bound.
   */
  departs?: Uint8Array;
}

export interface CutlineGeometry {
  /** Outer cut, in mask pixels. Die-cut contour: exactly one subpath. */
  subpaths: Subpath[];
  /** Kiss-cut backing sheet outline, in mask pixels. */
  backing?: Subpath;
  /** Number of separate islands that were joined by bridges (0 when the art is already one piece). */
  joinedIslands: number;
  islands: number;
  /** The offset actually used, in mask pixels (at least 0.75 px so the cut is a proper curve). */
  offsetPx: number;
  empty: boolean;
}

export interface CutlineResult {
  /** SVG path data in workspace coordinates (M … C … Z per closed subpath). Empty string when nothing is opaque. */
  path: string;
  /** Kiss-cut only: the backing-sheet outline, workspace coordinates. */
  backingPath?: string;
  joinedIslands: number;
  islands: number;
  offsetPx: number;
  empty: boolean;
}

export type AlphaMask = Uint8Array | Uint8ClampedArray;

const MM_PER_IN = 25.4;

export function resolveOptions(o: CutlineOptions = {}): ResolvedOptions {
  const dpi = o.dpi && o.dpi > 0 ? o.dpi : 300;
  const offsetIn = Math.min(0.5, Math.max(0, o.offsetIn ?? 0.125));
  return {
    shape: o.shape ?? 'contour',
    kind: o.kind ?? 'die',
    offsetPx: Math.max(0.75, offsetIn * dpi),
    cornerRadiusPx: Math.max(0, (o.cornerRadiusIn ?? 0.125) * dpi),
    alphaThreshold: Math.min(255, Math.max(1, o.alphaThreshold ?? 16)),
    minSpeckAreaPx: Math.max(0, o.minSpeckAreaPx ?? Math.round((0.02 * dpi) ** 2)),
    bridgeWidthPx: Math.max(1, (o.bridgeWidthIn ?? 0.125) * dpi),
    backingMarginPx: Math.max(0, (o.backingMarginIn ?? 0.125) * dpi),
    // A kiss-cut sheet's islands are separate stickers: closing 2 mm gaps would merge two stickers 1–2 mm
    // apart into one. There only slits under 1 mm are closed, and production warns about stickers closer
    // than 2 mm (sheet-spacing.ts).
    closeGapPx: Math.max(0, ((o.closeGapMm ?? (o.kind === 'kiss' ? 1 : 2)) * dpi) / MM_PER_IN),
    minSegmentPx: Math.max(0, ((o.minSegmentMm ?? 0.1) * dpi) / MM_PER_IN),
    closureTolerancePx: (0.05 * dpi) / MM_PER_IN,
    backingShape: o.backingShape ?? 'rounded-rectangle',
    transform: o.transform ?? { scale: 1, offsetX: 0, offsetY: 0 },
  };
}
