/**
 * Distance to the art, optionally with bridges: a bridge is a straight band of a given width between two
 * islands, added as "virtual art" so that its sides are exactly where the cut runs (the offset line of a
 * segment whose distance is shifted by offset − width/2). The cut stays at least the offset away from the
 * real art either way, since the virtual art only ever adds to it.
 */
import type { NearestIndex } from './nearest';

/** A squared-distance oracle that also tells the nearest point (used by Refiner). */
export interface DistanceSource {
  dist2(qx: number, qy: number, guess: number): number;
  nx: number;
  ny: number;
}

export interface Bridge {
  ax: number;
  ay: number;
  bx: number;
  by: number;
  /** offset − width/2: added to the distance from the core segment (negative for bridges wider than 2·offset). */
  shift: number;
}

/** Distance from (x, y) to segment ab, and the nearest point on it. */
export function segmentNearest(x: number, y: number, b: Bridge): { d: number; cx: number; cy: number } {
  const dx = b.bx - b.ax;
  const dy = b.by - b.ay;
  const l2 = dx * dx + dy * dy;
  const t = l2 > 0 ? Math.max(0, Math.min(1, ((x - b.ax) * dx + (y - b.ay) * dy) / l2)) : 0;
  const cx = b.ax + t * dx;
  const cy = b.ay + t * dy;
  return { d: Math.hypot(x - cx, y - cy), cx, cy };
}

/** Shifted distance from a point to a bridge (may be negative deep inside a wide bridge). */
export function bridgeDistance(x: number, y: number, b: Bridge): number {
  return segmentNearest(x, y, b).d + b.shift;
}

export class ArtDistance implements DistanceSource {
  nx = 0;
  ny = 0;
  /** Whether the last query's nearest "art" was a bridge. */
  fromBridge = false;

  constructor(
    readonly art: NearestIndex,
    readonly bridges: Bridge[] = [],
  ) {}

  /** Distance to the real art only (the bound every cut must keep). */
  real(x: number, y: number, guess: number): number {
    return Math.sqrt(this.art.dist2(x, y, guess));
  }

  dist2(qx: number, qy: number, guess: number): number {
    let d = Math.sqrt(this.art.dist2(qx, qy, guess));
    this.nx = this.art.nx;
    this.ny = this.art.ny;
    this.fromBridge = false;
    for (const b of this.bridges) {
      const s = segmentNearest(qx, qy, b);
      const db = s.d + b.shift;
      if (db >= d) continue;
      d = Math.max(0, db);
      // A point behind (or in front of) the core on the same ray, at exactly the shifted distance.
      let ux = qx - s.cx;
      let uy = qy - s.cy;
      const l = Math.hypot(ux, uy);
      if (l > 1e-9) {
        ux /= l;
        uy /= l;
      } else {
        const bl = Math.hypot(b.bx - b.ax, b.by - b.ay) || 1;
        ux = -(b.by - b.ay) / bl;
        uy = (b.bx - b.ax) / bl;
      }
      this.nx = qx - ux * d;
      this.ny = qy - uy * d;
      this.fromBridge = true;
    }
    return d * d;
  }
}
