/**
 * Smoothing: a closed polyline becomes one cubic Bézier per edge, with tangents along the neighbouring
 * chords (Catmull-Rom direction, handle length a third of the edge) so uneven vertex spacing never
 * overshoots. Corners and bridges stay straight, and any cubic that a caller's check rejects falls back
 * to its straight chord. Also formats the SVG path data.
 */
import type { Subpath, WorkspaceTransform } from './types';

export const CORNER = 1;
export const BRIDGE = 2;

/** A closed polyline: interleaved x,y, and per-vertex flags (CORNER; BRIDGE = the segment from here is a straight bridge). */
export interface Outline {
  pts: number[];
  flags: number[];
}

const CORNER_COS = Math.cos((40 * Math.PI) / 180);

/**
 * `ok(x, y)` tells whether a point on a smoothed segment is acceptable (within the exactness bounds).
 * `weighting`: 'unit' (default) averages the unit directions of both chords; 'chord' sums the chords
 * themselves, so a long edge next to a short anti-aliasing step keeps its own direction (a traced square
 * stays straight-sided instead of bulging by a tenth of its side).
 */
export function smoothOutline(o: Outline, ok?: (x: number, y: number) => boolean, weighting: 'unit' | 'chord' = 'unit'): Subpath {
  const { pts, flags } = o;
  const n = pts.length / 2;
  const tx = new Float64Array(n);
  const ty = new Float64Array(n);
  const corner = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const p = (i + n - 1) % n;
    const q = (i + 1) % n;
    const ax = pts[2 * i] - pts[2 * p];
    const ay = pts[2 * i + 1] - pts[2 * p + 1];
    const bx = pts[2 * q] - pts[2 * i];
    const by = pts[2 * q + 1] - pts[2 * i + 1];
    const la = Math.hypot(ax, ay) || 1;
    const lb = Math.hypot(bx, by) || 1;
    corner[i] = flags[i] & CORNER || flags[p] & BRIDGE || flags[i] & BRIDGE || (ax * bx + ay * by) / (la * lb) < CORNER_COS ? 1 : 0;
    const dx = weighting === 'chord' ? ax + bx : ax / la + bx / lb;
    const dy = weighting === 'chord' ? ay + by : ay / la + by / lb;
    const l = Math.hypot(dx, dy) || 1;
    tx[i] = dx / l;
    ty[i] = dy / l;
  }
  const cubics = new Float64Array(8 * n);
  const bridge = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    const x0 = pts[2 * i];
    const y0 = pts[2 * i + 1];
    const x1 = pts[2 * j];
    const y1 = pts[2 * j + 1];
    const len = Math.hypot(x1 - x0, y1 - y0) / 3;
    let c1x = corner[i] ? x0 + (x1 - x0) / 3 : x0 + tx[i] * len;
    let c1y = corner[i] ? y0 + (y1 - y0) / 3 : y0 + ty[i] * len;
    let c2x = corner[j] ? x1 - (x1 - x0) / 3 : x1 - tx[j] * len;
    let c2y = corner[j] ? y1 - (y1 - y0) / 3 : y1 - ty[j] * len;
    const isBridge = flags[i] & BRIDGE ? 1 : 0;
    if (isBridge) {
      c1x = x0 + (x1 - x0) / 3;
      c1y = y0 + (y1 - y0) / 3;
      c2x = x1 - (x1 - x0) / 3;
      c2y = y1 - (y1 - y0) / 3;
    } else if (ok && !(corner[i] && corner[j])) {
      for (const t of [0.25, 0.5, 0.75]) {
        const [x, y] = bezierPoint(x0, y0, c1x, c1y, c2x, c2y, x1, y1, t);
        if (!ok(x, y)) {
          c1x = x0 + (x1 - x0) / 3;
          c1y = y0 + (y1 - y0) / 3;
          c2x = x1 - (x1 - x0) / 3;
          c2y = y1 - (y1 - y0) / 3;
          break;
        }
      }
    }
    cubics.set([x0, y0, c1x, c1y, c2x, c2y, x1, y1], 8 * i);
    bridge[i] = isBridge;
  }
  return { cubics, bridge };
}

export function bezierPoint(x0: number, y0: number, c1x: number, c1y: number, c2x: number, c2y: number, x1: number, y1: number, t: number): [number, number] {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return [a * x0 + b * c1x + c * c2x + d * x1, a * y0 + b * c1y + c * c2y + d * y1];
}

const fmt = (v: number) => String(Math.round(v * 100) / 100 + 0);

/** SVG path data (absolute M/C/Z) in workspace coordinates. */
export function toPathData(subpaths: Subpath[], t: WorkspaceTransform): string {
  const wx = (v: number) => fmt(v * t.scale + t.offsetX);
  const wy = (v: number) => fmt(v * t.scale + t.offsetY);
  const parts: string[] = [];
  for (const { cubics } of subpaths) {
    if (!cubics.length) continue;
    parts.push(`M${wx(cubics[0])} ${wy(cubics[1])}`);
    for (let k = 0; k < cubics.length; k += 8)
      parts.push(`C${wx(cubics[k + 2])} ${wy(cubics[k + 3])} ${wx(cubics[k + 4])} ${wy(cubics[k + 5])} ${wx(cubics[k + 6])} ${wy(cubics[k + 7])}`);
    parts.push('Z');
  }
  return parts.join('');
}
