/**
 * Vinyl decal tracing: the art's opaque area as closed vector outlines, holes kept (the letter "o" stays
 * an "o"). Reuses the cutline engine's marching squares with sub-pixel interpolation on the alpha values,
 * thins the per-pixel polyline (Douglas–Peucker), and fits one cubic per edge with the engine's smoother.
 * Permissively licensed throughout (our own code), unlike potrace (GPL).
 */
import { isoLoops, loopArea } from '../../../shared/cutline/contour';
import { smoothOutline } from '../../../shared/cutline/smooth';
import type { Subpath } from '../../../shared/cutline/types';

/** Alpha at or above this is vinyl; the outline runs where alpha crosses it. */
export const VINYL_ALPHA_THRESHOLD = 128;
/** How far the simplified outline may stray from the traced one, pixels. */
const SIMPLIFY_TOL = 0.4;

export interface PixelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** One traced outline: a piece of vinyl or a hole in one, with its area and box in pixels. */
export interface DecalLoop {
  hole: boolean;
  areaPx: number;
  box: PixelBox;
}

export interface TracedDecal {
  /** Outer boundaries and holes, pixel coordinates; fill with the even-odd rule. */
  subpaths: Subpath[];
  /** Bounding box of the outlines, pixels (undefined when nothing is opaque). */
  bounds?: PixelBox;
  /** Every outline that is in the cut file (for the small-piece check). */
  kept: DecalLoop[];
  /** Outlines too small to cut, left out: the caller must say so (vinyl-pieces.ts). */
  dropped: DecalLoop[];
}

/**
 * Traces outlines of coverage ≥ threshold (one value per pixel). Loops enclosing less than minAreaPx
 * (specks, pinholes) cannot be cut: they are left out of the path and listed in `dropped`.
 */
export function traceDecal(coverage: Uint8Array, width: number, height: number, minAreaPx: number): TracedDecal {
  // One pixel of transparent padding so every outline closes inside the grid; node (i, j) = centre of pixel (i-1, j-1).
  const gw = width + 2;
  const gh = height + 2;
  const field = new Float32Array(gw * gh).fill(VINYL_ALPHA_THRESHOLD - 0.5);
  for (let y = 0; y < height; y++) {
    const row = (y + 1) * gw + 1;
    for (let x = 0; x < width; x++) field[row + x] = VINYL_ALPHA_THRESHOLD - 0.5 - coverage[y * width + x];
  }
  const subpaths: Subpath[] = [];
  const kept: DecalLoop[] = [];
  const dropped: DecalLoop[] = [];
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const loop of isoLoops(field, gw, gh)) {
    const area = loopArea(loop);
    const info = { hole: area < 0, areaPx: Math.abs(area), box: boxOf(loop, -0.5) };
    if (info.areaPx < minAreaPx) {
      dropped.push(info);
      continue;
    }
    const pts = simplifyClosed(
      loop.map((v) => v - 0.5),
      SIMPLIFY_TOL,
    );
    if (pts.length < 6) {
      dropped.push(info);
      continue;
    }
    kept.push(info);
    for (let i = 0; i < pts.length; i += 2) {
      x0 = Math.min(x0, pts[i]);
      x1 = Math.max(x1, pts[i]);
      y0 = Math.min(y0, pts[i + 1]);
      y1 = Math.max(y1, pts[i + 1]);
    }
    subpaths.push(smoothOutline({ pts, flags: new Array(pts.length / 2).fill(0) }, undefined, 'chord'));
  }
  return { subpaths, bounds: subpaths.length ? { x0, y0, x1, y1 } : undefined, kept, dropped };
}

/** Bounding box of an interleaved x,y loop, shifted by `shift` on both axes. */
function boxOf(p: number[], shift: number): PixelBox {
  let [x0, y0, x1, y1] = [p[0], p[1], p[0], p[1]];
  for (let i = 2; i < p.length; i += 2) {
    x0 = Math.min(x0, p[i]);
    x1 = Math.max(x1, p[i]);
    y0 = Math.min(y0, p[i + 1]);
    y1 = Math.max(y1, p[i + 1]);
  }
  return { x0: x0 + shift, y0: y0 + shift, x1: x1 + shift, y1: y1 + shift };
}

/** Douglas–Peucker on a closed polyline (interleaved x,y), split at the vertex farthest from the first. */
export function simplifyClosed(p: number[], tol: number): number[] {
  const n = p.length / 2;
  if (n < 4) return p;
  let far = 0;
  let best = -1;
  for (let i = 1; i < n; i++) {
    const d = (p[2 * i] - p[0]) ** 2 + (p[2 * i + 1] - p[1]) ** 2;
    if (d > best) {
      best = d;
      far = i;
    }
  }
  const keep = new Uint8Array(n + 1);
  keep[0] = keep[far] = keep[n] = 1;
  const at = (i: number) => (i % n) * 2;
  const stack: [number, number][] = [
    [0, far],
    [far, n],
  ];
  const tol2 = tol * tol;
  while (stack.length) {
    const [a, b] = stack.pop() as [number, number];
    const ax = p[at(a)];
    const ay = p[at(a) + 1];
    const dx = p[at(b)] - ax;
    const dy = p[at(b) + 1] - ay;
    const len2 = dx * dx + dy * dy || 1;
    let worst = -1;
    let worstD = tol2;
    for (let i = a + 1; i < b; i++) {
      const px = p[at(i)] - ax;
      const py = p[at(i) + 1] - ay;
      const d = (px * dy - py * dx) ** 2 / len2;
      if (d > worstD) {
        worstD = d;
        worst = i;
      }
    }
    if (worst >= 0) {
      keep[worst] = 1;
      stack.push([a, worst], [worst, b]);
    }
  }
  const out: number[] = [];
  for (let i = 0; i < n; i++) if (keep[i]) out.push(p[2 * i], p[2 * i + 1]);
  return out;
}
