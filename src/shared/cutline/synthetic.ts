/**
 * Synthetic alpha masks and an independent exactness check, shared by the tests and the benchmark.
 * The check finds the reference opaque pixels itself (threshold, 8-connected specks removed at full
 * resolution) and measures every sample of the output curves against them.
 */
import { bezierPoint } from './smooth';
import type { CutlineGeometry } from './types';

export class Canvas {
  readonly data: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height);
  }
  private fill(test: (x: number, y: number) => boolean, x0: number, y0: number, x1: number, y1: number, v: number): void {
    for (let y = Math.max(0, Math.floor(y0)); y <= Math.min(this.height - 1, Math.ceil(y1)); y++)
      for (let x = Math.max(0, Math.floor(x0)); x <= Math.min(this.width - 1, Math.ceil(x1)); x++) if (test(x + 0.5, y + 0.5)) this.data[y * this.width + x] = v;
  }
  disk(cx: number, cy: number, r: number, v = 255): this {
    this.fill((x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r, cx - r, cy - r, cx + r, cy + r, v);
    return this;
  }
  rect(x0: number, y0: number, x1: number, y1: number, v = 255): this {
    this.fill((x, y) => x >= x0 && x <= x1 && y >= y0 && y <= y1, x0, y0, x1, y1, v);
    return this;
  }
  /** A stroke of width w from (ax, ay) to (bx, by) with round caps. */
  line(ax: number, ay: number, bx: number, by: number, w: number, v = 255): this {
    const dx = bx - ax;
    const dy = by - ay;
    const l2 = dx * dx + dy * dy || 1;
    const h = w / 2;
    this.fill(
      (x, y) => {
        const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / l2));
        return (x - ax - t * dx) ** 2 + (y - ay - t * dy) ** 2 <= h * h;
      },
      Math.min(ax, bx) - h,
      Math.min(ay, by) - h,
      Math.max(ax, bx) + h,
      Math.max(ay, by) + h,
      v,
    );
    return this;
  }
  /** Filled polygon (even-odd), points interleaved. */
  polygon(p: number[], v = 255): this {
    const xs = p.filter((_, i) => i % 2 === 0);
    const ys = p.filter((_, i) => i % 2 === 1);
    const inside = (x: number, y: number) => {
      let c = false;
      for (let i = 0, j = p.length - 2; i < p.length; j = i, i += 2)
        if (p[i + 1] > y !== p[j + 1] > y && x < ((p[j] - p[i]) * (y - p[i + 1])) / (p[j + 1] - p[i + 1]) + p[i]) c = !c;
      return c;
    };
    this.fill(inside, Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys), v);
    return this;
  }
  star(cx: number, cy: number, outer: number, inner: number, points = 5, v = 255): this {
    const p: number[] = [];
    for (let i = 0; i < 2 * points; i++) {
      const a = (i * Math.PI) / points - Math.PI / 2;
      const r = i % 2 ? inner : outer;
      p.push(cx + r * Math.cos(a), cy + r * Math.sin(a));
    }
    return this.polygon(p, v);
  }
}

/** A design like a real sticker: shapes, a ring with a hole, text-like strokes, a separate island and specks. */
export function sampleDesign(size: number): Canvas {
  const u = size / 1500;
  const c = new Canvas(size, size);
  c.disk(520 * u, 520 * u, 300 * u)
    .rect(700 * u, 420 * u, 1050 * u, 760 * u)
    .star(1050 * u, 450 * u, 260 * u, 110 * u);
  c.disk(480 * u, 1050 * u, 200 * u).disk(480 * u, 1050 * u, 120 * u, 0);
  for (let i = 0; i < 8; i++) {
    const x = (330 + i * 95) * u;
    c.line(x, 1300 * u, x + 40 * u, 1180 * u, 9 * u)
      .line(x + 40 * u, 1180 * u, x + 70 * u, 1300 * u, 9 * u)
      .line(x + 15 * u, 1250 * u, x + 60 * u, 1250 * u, 7 * u);
  }
  c.disk(1300 * u, 1200 * u, 70 * u);
  for (let i = 0; i < 12; i++) c.rect((100 + i * 110) * u, 60 * u, (100 + i * 110) * u + 1, 61 * u);
  return c;
}

/** Opaque pixels (alpha ≥ threshold) minus 8-connected components smaller than minSpeck, as a 0/1 array. */
export function referenceMask(mask: Uint8Array, w: number, h: number, threshold: number, minSpeck: number): Uint8Array {
  const on = new Uint8Array(w * h);
  for (let i = 0; i < on.length; i++) on[i] = mask[i] >= threshold ? 1 : 0;
  const label = new Int32Array(w * h);
  const stack: number[] = [];
  let next = 0;
  for (let i = 0; i < on.length; i++) {
    if (!on[i] || label[i]) continue;
    next++;
    const members = [i];
    label[i] = next;
    stack.push(i);
    while (stack.length) {
      const k = stack.pop()!;
      const x = k % w;
      const y = (k - x) / w;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
          const j = ny * w + nx;
          if (on[j] && !label[j]) {
            label[j] = next;
            members.push(j);
            stack.push(j);
          }
        }
    }
    if (members.length < minSpeck) for (const k of members) on[k] = 0;
  }
  return on;
}

export interface Deviation {
  /** Smallest distance to the art over all samples (bridges included). */
  minDist: number;
  /** Largest distance over samples of segments that follow the offset line (not bridges, not closed gaps). */
  maxDist: number;
  /** max(offset − minDist, maxDist − offset): must stay ≤ 0.5. */
  maxDeviation: number;
  samples: number;
}

/** Samples every cubic about every 0.25 px and measures exact distances to the reference pixels. */
export function measure(g: CutlineGeometry, ref: Uint8Array, w: number, h: number, options: { upper?: boolean } = {}): Deviation {
  const B = 32;
  const bw = Math.ceil(w / B);
  const bh = Math.ceil(h / B);
  const buckets: number[][] = Array.from({ length: bw * bh }, () => []);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (ref[y * w + x]) buckets[Math.floor(y / B) * bw + Math.floor(x / B)].push(x + 0.5, y + 0.5);
  const dist = (qx: number, qy: number) => {
    let best = Number.POSITIVE_INFINITY;
    for (let rad = g.offsetPx + 4; ; rad *= 2) {
      for (let by = Math.max(0, Math.floor((qy - rad) / B)); by <= Math.min(bh - 1, Math.floor((qy + rad) / B)); by++)
        for (let bx = Math.max(0, Math.floor((qx - rad) / B)); bx <= Math.min(bw - 1, Math.floor((qx + rad) / B)); bx++) {
          const p = buckets[by * bw + bx];
          for (let k = 0; k < p.length; k += 2) best = Math.min(best, (p[k] - qx) ** 2 + (p[k + 1] - qy) ** 2);
        }
      if (best <= rad * rad || rad > 4 * (w + h)) return Math.sqrt(best);
    }
  };
  let minDist = Number.POSITIVE_INFINITY;
  let maxDist = 0;
  let samples = 0;
  for (const sp of g.subpaths) {
    const c = sp.cubics;
    for (let k = 0; k < c.length; k += 8) {
      const len = Math.hypot(c[k + 6] - c[k], c[k + 7] - c[k + 1]) + Math.hypot(c[k + 2] - c[k], c[k + 3] - c[k + 1]) + Math.hypot(c[k + 4] - c[k + 6], c[k + 5] - c[k + 7]);
      const n = Math.max(2, Math.ceil(len / 0.25));
      for (let i = 0; i < n; i++) {
        const [x, y] = bezierPoint(c[k], c[k + 1], c[k + 2], c[k + 3], c[k + 4], c[k + 5], c[k + 6], c[k + 7], i / n);
        const d = dist(x, y);
        samples++;
        minDist = Math.min(minDist, d);
        if (!sp.bridge[k / 8] && !sp.departs?.[k / 8] && options.upper !== false) maxDist = Math.max(maxDist, d);
      }
    }
  }
  const r = g.offsetPx;
  return { minDist, maxDist, maxDeviation: Math.max(r - minDist, options.upper === false ? 0 : maxDist - r), samples };
}
