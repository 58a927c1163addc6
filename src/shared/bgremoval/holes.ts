import { BACKGROUND, FOREGROUND, grow } from './flood';

/** Temporary marks while enclosed areas are measured. */
const SEEN = 2;
const KEPT = 3;
/** The largest share of the flood's leftover (subject plus enclosed areas) that one hole may take. */
export const MAX_HOLE_SHARE = 0.5;

export interface HoleRules {
  tolerance: number;
  /** Smallest area, in pixels, that counts as background showing through. */
  minArea: number;
}

/**
 * Enclosed background: areas the border flood could not reach because the subject surrounds them (the
 * hole of a donut, the gap between an arm and a body). An area becomes BACKGROUND when all three hold:
 *   - its colour is the background's: every pixel within the tolerance and the mean within half of it
 *     (a pale highlight that is merely close to the background stays);
 *   - it is at least `minArea` pixels (a small white shine stays);
 *   - it is empty: it surrounds no subject detail (an eye's white round a pupil stays; a few specks of
 *     grain do not count).
 * Returns how many areas were removed.
 */
export function removeEnclosedBackground(dist: Float32Array, width: number, height: number, rules: HoleRules, state: Uint8Array, queue: Int32Array): number {
  const total = width * height;
  const { tolerance, minArea } = rules;
  let removed = 0;
  // Background showing through a hole is never most of the subject: an area that is more than half of
  // what the border flood left is the subject's own fill (a white cloud drawn only by its outline).
  let enclosedByFlood = 0;
  for (let i = 0; i < total; i++) if (state[i] === FOREGROUND) enclosedByFlood++;
  const maxHoleArea = MAX_HOLE_SHARE * enclosedByFlood;
  for (let start = 0; start < total; start++) {
    if (state[start] !== FOREGROUND || dist[start] > tolerance) continue;
    state[start] = SEEN;
    queue[0] = start;
    const end = grow(dist, width, tolerance, state, queue, 0, 1, SEEN);
    let isHole = end >= minArea && end <= maxHoleArea && meanDistance(dist, queue, end) <= tolerance / 2;
    if (isHole) isHole = !surroundsDetail(state, width, height, queue, end);
    const mark = isHole ? BACKGROUND : KEPT;
    for (let k = 0; k < end; k++) state[queue[k]] = mark;
    if (isHole) removed++;
  }
  for (let i = 0; i < total; i++) if (state[i] === KEPT) state[i] = FOREGROUND;
  return removed;
}

function meanDistance(dist: Float32Array, region: Int32Array, count: number): number {
  let sum = 0;
  for (let k = 0; k < count; k++) sum += dist[region[k]];
  return sum / count;
}

/**
 * Whether the region (queue[0…count), marked SEEN) encloses pixels of its own that are not grain: flood
 * the other pixels of its bounding box from the box's frame (8-connected, the dual of the region's
 * 4-connectivity) and count what the flood cannot reach.
 */
function surroundsDetail(state: Uint8Array, width: number, height: number, region: Int32Array, count: number): boolean {
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let k = 0; k < count; k++) {
    const x = region[k] % width;
    const y = (region[k] - x) / width;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  // The box grown by one pixel on each side: its frame is outside the region by construction.
  const bw = x1 - x0 + 3;
  const bh = y1 - y0 + 3;
  const reached = new Uint8Array(bw * bh);
  const inRegion = (bx: number, by: number) => {
    const x = x0 - 1 + bx;
    const y = y0 - 1 + by;
    return x >= 0 && y >= 0 && x < width && y < height && state[y * width + x] === SEEN;
  };
  const stack = new Int32Array(bw * bh);
  let top = 0;
  for (let bx = 0; bx < bw; bx++) {
    for (const by of [0, bh - 1]) {
      const j = by * bw + bx;
      if (!reached[j]) {
        reached[j] = 1;
        stack[top++] = j;
      }
    }
  }
  for (let by = 1; by < bh - 1; by++) {
    for (const bx of [0, bw - 1]) {
      const j = by * bw + bx;
      if (!reached[j]) {
        reached[j] = 1;
        stack[top++] = j;
      }
    }
  }
  let outside = 0;
  while (top > 0) {
    const j = stack[--top];
    outside++;
    const bx = j % bw;
    const by = (j - bx) / bw;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = bx + dx;
        const ny = by + dy;
        if (nx < 0 || ny < 0 || nx >= bw || ny >= bh) continue;
        const n = ny * bw + nx;
        if (reached[n] || inRegion(nx, ny)) continue;
        reached[n] = 1;
        stack[top++] = n;
      }
    }
  }
  const enclosed = bw * bh - count - outside;
  // Grain leaves a few isolated pixels inside a real hole; a pupil or a drawing is far more.
  return enclosed >= Math.max(4, 0.02 * count);
}
