/**
 * The contour cut, from the coarse mask to a few smooth cubics per outline:
 *  1. coarse fields (closing.ts): the art grown by the offset and closed at ρ (gaps under 2ρ filled);
 *     die-cut islands that stay apart get bridges (bridges.ts) and the fields are made again with them;
 *  2. the far region's edge (distance offset + ρ) is snapped onto the exact line at full resolution and
 *     sampled, and every vertex of the cut is snapped onto the line exactly ρ from it: that is the offset
 *     line itself wherever no gap is closed, and a ρ-round fillet where one is; small zigzag loops where
 *     snapped vertices fell on both sides of a cusp are cut out (untangle.ts);
 *  3. each vertex gets a role (offset line, bridge side, closure) and fit.ts fits few cubics, each
 *     checked against exact distances to the art: never closer than offset − 0.45 px, and within ±0.45 px
 *     of the offset (or bridge) line where that is what it follows;
 *  4. a last check: a loop whose cubics cross each other is fitted again tighter, or kept as its polyline.
 */
import { ArtDistance, type Bridge, type DistanceSource } from './art-distance';
import { planBridges } from './bridges';
import { allPixelLoops, closedField, coarseArtDistance, offsetField, outerPixelLoops } from './closing';
import { fitLoop, Role } from './fit';
import { crossings, flatten } from './inspect';
import type { CoarseMask } from './mask';
import type { NearestIndex } from './nearest';
import { PointIndex } from './point-index';
import { Refiner } from './refine';
import { bezierPoint } from './smooth';
import type { ResolvedOptions, Subpath } from './types';
import { untangle } from './untangle';

/** Polyline tolerance of the exact snapping, px. */
const POLY_TOL = 0.15;
/** How far the fitted cut may stray from the exact line, px (the contract is ±0.5). */
const BAND = 0.45;
/** Samples along a candidate cubic, px apart: distance is 1-Lipschitz, so between samples it moves ≤ half this. */
const SAMPLE = 0.25;
/** A vertex further than this beyond the offset line is part of a closed gap. */
const DEPARTS = 0.25;
/** Bridge sides are straight: a vertex counts as one only this close to it (the fillets around it are closures). */
const ON_BRIDGE = 0.05;

export interface ContourCut {
  subpaths: Subpath[];
  islands: number;
  joinedIslands: number;
}

export function contourCut(cm: CoarseMask, idx: NearestIndex, o: ResolvedOptions): ContourCut {
  const r = o.offsetPx;
  let bridges: Bridge[] = [];
  let region = traceRegion(cm, idx, bridges, o);
  const islands = region.loops.length;
  const joinedIslands = o.kind === 'die' && islands > 1 ? islands : 0;
  // Die-cut: bridge what stays apart (a second round if a bridge still left a piece apart).
  for (let round = 0; o.kind === 'die' && region.loops.length > 1 && round < 2; round++) {
    bridges = bridges.concat(planBridges(region.loops, idx, r, o.bridgeWidthPx, o.closeGapPx));
    region = traceRegion(cm, idx, bridges, o);
  }
  const { art, snap, level } = region;
  const direction = (x: number, y: number): [number, number] | null => {
    // On a bridge side the exact direction is the bridge's own.
    const onBridge = Math.sqrt(art.dist2(x, y, r));
    if (art.fromBridge && onBridge - r <= ON_BRIDGE) return [-(y - art.ny) / onBridge, (x - art.nx) / onBridge];
    const d = Math.sqrt(level.dist2(x, y, r));
    if (d < 1e-6) return null;
    return [-(y - level.ny) / d, (x - level.nx) / d];
  };
  const subpaths = region.loops.map((l) => fitOutline(densify(untangle(snap(l)), 1), art, o, direction));
  return { subpaths, islands, joinedIslands };
}

interface Region {
  /** Outer outlines of the cut region, approximate (cell precision), in mask pixels. */
  loops: number[][];
  art: ArtDistance;
  /** Snaps an approximate outline onto the exact one. */
  snap: (loop: number[]) => number[];
  /** The distance whose level line the outline is (its direction is square to the way to the nearest point). */
  level: DistanceSource;
}

/** The cut region for the art plus these bridges: offset, closed at ρ, outlines found on the cells with exact values near them. */
function traceRegion(cm: CoarseMask, idx: NearestIndex, bridges: Bridge[], o: ResolvedOptions): Region {
  const r = o.offsetPx;
  const rho = o.closeGapPx / 2;
  const art = new ArtDistance(idx, bridges);
  const dist = coarseArtDistance(cm, bridges, r + rho);
  const onOffset = new Refiner(art, r);
  if (rho <= 0) return { loops: outerPixelLoops(offsetField(dist, r), cm), art, snap: (l) => onOffset.refineLoop(l, POLY_TOL), level: art };

  // The far region's edge (offset + ρ from the art), exact and sampled every half pixel. Every loop of it:
  // pockets enclosed by bridged islands are far region too, and without their edge the signed distance
  // jumps there and the snapped outline cuts across the art (the loop then fails the crossing check).
  const beyond = r + rho;
  const farEdge = allPixelLoops(offsetField(dist, beyond), cm).map((l) => new Refiner(art, beyond).refineLoop(l, POLY_TOL));
  const far = new PointIndex(resample(farEdge, 0.5), Math.max(2, Math.round(rho / 3)));
  // Signed: points beyond the far edge count negative, so there is one line at ρ, on the art's side.
  const onClosed = new Refiner(far, rho, (x, y) => (Math.sqrt(art.dist2(x, y, beyond)) > beyond ? -1 : 1));

  // Cells near the outline get exact values, so the outline's topology (a thin neck or none) is the exact one.
  const field = closedField(dist, cm, r, rho);
  const { s, pad, cw } = cm;
  // (The far region itself reads ρ + s/2 everywhere: the band must stay narrower than that.)
  const band = Math.min(3 * s, rho);
  for (let i = 0; i < field.length; i++)
    if (Math.abs(field[i]) < band && dist[i] < beyond + s) {
      const x = ((i % cw) - pad + 0.5) * s;
      const y = (Math.floor(i / cw) - pad + 0.5) * s;
      field[i] = rho - onClosed.dist(x, y);
    }

  const prepare = (x: number, y: number, out: number[], k: number) => {
    if (Math.sqrt(art.dist2(x, y, r)) >= beyond - 0.01) {
      // Beyond the far edge: start again from the offset line.
      onOffset.project(x, y, out, k);
      x = out[k];
      y = out[k + 1];
    }
    onClosed.project(x, y, out, k);
    if (Math.sqrt(art.dist2(out[k], out[k + 1], r)) < r - 0.02) onOffset.project(out[k], out[k + 1], out, k);
  };
  return { loops: outerPixelLoops(field, cm), art, snap: (l) => onClosed.refineLoop(l, POLY_TOL, prepare), level: far };
}

/** Points along closed polylines, at most `step` apart. */
function resample(loops: number[][], step: number): number[] {
  return loops.flatMap((l) => densify(l, step));
}

/** A closed polyline with extra points on its edges so none is longer than `step` (roles are judged per vertex). */
function densify(l: number[], step: number): number[] {
  const out: number[] = [];
  {
    const n = l.length;
    for (let i = 0; i < n; i += 2) {
      const j = (i + 2) % n;
      const len = Math.hypot(l[j] - l[i], l[j + 1] - l[i + 1]);
      const k = Math.max(1, Math.ceil(len / step));
      for (let t = 0; t < k; t++) out.push(l[i] + ((l[j] - l[i]) * t) / k, l[i + 1] + ((l[j + 1] - l[i + 1]) * t) / k);
    }
  }
  return out;
}

/** Roles of the vertices: what each follows, with short stretches between two closures counted as closure. */
function vertexRoles(pts: number[], art: ArtDistance, r: number, minRun: number): Uint8Array {
  const n = pts.length / 2;
  const base = new Uint8Array(n);
  const depart = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    depart[i] = Math.sqrt(art.dist2(pts[2 * i], pts[2 * i + 1], r)) - r;
    base[i] = art.fromBridge ? Role.bridge : Role.offset;
  }
  const role = Uint8Array.from(depart, (d, i) => (d > (base[i] === Role.bridge ? ON_BRIDGE : DEPARTS) ? Role.closure : base[i]));
  const runs = (f: (start: number, end: number) => void) => {
    let first = 0;
    while (first < n && role[first] === role[(first + n - 1) % n]) first++;
    if (first === n) {
      f(0, n);
      return;
    }
    for (let k = 0, i = first; k < n; ) {
      let j = i;
      let len = 0;
      while (k < n && role[j] === role[i]) {
        len++;
        k++;
        j = (j + 1) % n;
      }
      f(i, len);
      i = j;
    }
  };
  const acc = (i: number) => Math.hypot(pts[2 * ((i + 1) % n)] - pts[2 * i], pts[2 * ((i + 1) % n) + 1] - pts[2 * i + 1]);
  runs((start, len) => {
    if (role[start] === Role.closure) return;
    let length = 0;
    for (let k = 0; k < len; k++) length += acc((start + k) % n);
    if (length < minRun && role[(start + n - 1) % n] === Role.closure && role[(start + len) % n] === Role.closure)
      for (let k = 0; k < len; k++) role[(start + k) % n] = Role.closure;
  });
  return role;
}

function fitOutline(pts: number[], art: ArtDistance, o: ResolvedOptions, direction: (x: number, y: number) => [number, number] | null): Subpath {
  const r = o.offsetPx;
  const minLen = o.minSegmentPx;
  const roles = vertexRoles(pts, art, r, Math.max(2 * minLen, 2));
  const closureTol = Math.max(0.5, o.closureTolerancePx);
  const accept = (c: number[], role: number) => {
    const len = Math.hypot(c[2] - c[0], c[3] - c[1]) + Math.hypot(c[4] - c[2], c[5] - c[3]) + Math.hypot(c[6] - c[4], c[7] - c[5]);
    const steps = Math.max(4, Math.ceil(len / SAMPLE));
    const band = BAND - SAMPLE / 2;
    for (let k = 0; k <= steps; k++) {
      const [x, y] = bezierPoint(c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7], k / steps);
      const real = art.real(x, y, r);
      if (real < r - band) return false;
      if (role === Role.offset && real > r + band) return false;
      if (role === Role.bridge && Math.abs(Math.sqrt(art.dist2(x, y, r)) - r) > band) return false;
    }
    return true;
  };
  const tolerance = (role: number) => (role === Role.closure ? closureTol : 0.35);
  for (const shrink of [1, 0.5, 0.25]) {
    const fitted = fitLoop(pts, roles, { minLen, accept, direction, tolerance: (role) => tolerance(role) * shrink });
    const sub = toSubpath(fitted.cubics, fitted.roles);
    if (!crossings(flatten(sub, 1))) return sub;
  }
  // Last resort, never expected: the snapped polyline itself, as straight cubics.
  const c: number[] = [];
  const n = pts.length / 2;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    const [x0, y0, x1, y1] = [pts[2 * i], pts[2 * i + 1], pts[2 * j], pts[2 * j + 1]];
    c.push(x0, y0, x0 + (x1 - x0) / 3, y0 + (y1 - y0) / 3, x1 - (x1 - x0) / 3, y1 - (y1 - y0) / 3, x1, y1);
  }
  return toSubpath(
    c,
    Array.from(roles, (v) => v),
  );
}

function toSubpath(cubics: number[], roles: number[]): Subpath {
  return {
    cubics: Float64Array.from(cubics),
    bridge: Uint8Array.from(roles, (v) => (v === Role.bridge ? 1 : 0)),
    departs: Uint8Array.from(roles, (v) => (v === Role.closure ? 1 : 0)),
  };
}
