/**
 * Few smooth cubics for a dense closed polyline: Schneider's curve fitting ("An algorithm for automatically
 * fitting digitized curves", Graphics Gems, 1990). Each run between breakpoints gets one cubic by least
 * squares with fixed end tangents; a run that misses the tolerance (or that the caller's exact check
 * rejects) is split at its worst vertex and both halves are fitted again. Breakpoints are corners, the
 * places where a vertex's role changes (see Role), and enough extra points that no run is a third of
 * the loop. No split ever leaves a piece shorter than `minLen`, and neighbouring cubics share their
 * tangent except at corners, so the path is smooth.
 */

/** What a vertex of the cut follows: the offset line, a bridge side, or a closed gap (fillet, slit). */
export const Role = { offset: 0, bridge: 1, closure: 2 } as const;

export interface FitOptions {
  /** Shortest segment allowed, px. */
  minLen: number;
  /** Largest distance from a polyline vertex to the fitted curve for a run of this role, px. */
  tolerance: (role: number) => number;
  /** The caller's exact check of a candidate cubic (x0 y0 c1x c1y c2x c2y x1 y1). */
  accept: (c: number[], role: number) => boolean;
  /** The outline's exact direction at a point, if the caller knows it (either orientation); else estimated from the polyline. */
  direction?: (x: number, y: number) => [number, number] | null;
}

export interface FittedLoop {
  /** 8 numbers per cubic, closed chain. */
  cubics: number[];
  /** Role of each cubic (the strongest role among the vertices it follows: closure > bridge > offset). */
  roles: number[];
}

const CORNER_DEG = 60;

export function fitLoop(pts: number[], roles: ArrayLike<number>, o: FitOptions): FittedLoop {
  const n = pts.length / 2;
  const acc = new Float64Array(n + 1);
  for (let i = 1; i <= n; i++) acc[i] = acc[i - 1] + Math.hypot(pts[2 * (i % n)] - pts[2 * i - 2], pts[2 * (i % n) + 1] - pts[2 * i - 1]);
  const total = acc[n];
  /** Arc length from vertex i forward to vertex j (wrapping). */
  const arc = (i: number, j: number) => (j >= i ? acc[j] - acc[i] : total - acc[i] + acc[j]);
  /** The first vertex at least `dist` away along the loop from i in direction dir (±1). */
  const walk = (i: number, dist: number, dir: number) => {
    let j = i;
    for (let k = 0; k < n - 1; k++) {
      const next = (j + dir + n) % n;
      if ((dir > 0 ? arc(i, next) : arc(next, i)) >= dist) return next;
      j = next;
    }
    return j;
  };
  const out: FittedLoop = { cubics: [], roles: [] };
  if (n < 3 || total <= 0) return out;

  const window = Math.max(o.minLen, 1);
  const corner = findCorners(pts, n, window, walk);
  const breaks = breakpoints(roles, n, corner, o.minLen, arc, total);
  const tangentWindow = Math.max(2 * o.minLen, 3);
  const tangentAt = (i: number, lo: number, hi: number): [number, number] => {
    // Centred chord, limited to the run [lo, hi] around i.
    const back = Math.min(tangentWindow, arc(lo, i));
    const fwd = Math.min(tangentWindow, arc(i, hi));
    const a = back > 0 ? walk(i, back, -1) : i;
    const b = fwd > 0 ? walk(i, fwd, 1) : i;
    return unit(pts[2 * b] - pts[2 * a], pts[2 * b + 1] - pts[2 * a + 1]);
  };

  const m = breaks.length;
  const tangents = breaks.map((i, k) => {
    if (corner[i]) return null;
    const t = tangentAt(i, breaks[(k + m - 1) % m], breaks[(k + 1) % m]);
    const exact = o.direction?.(pts[2 * i], pts[2 * i + 1]);
    return exact ? orient(exact, t) : t;
  });
  for (let k = 0; k < m; k++) {
    const i0 = breaks[k];
    const i1 = breaks[(k + 1) % m];
    const idx: number[] = [];
    for (let i = i0; ; i = (i + 1) % n) {
      idx.push(i);
      if (i === i1 && idx.length > 1) break;
    }
    let role: number = Role.offset;
    for (let j = 0; j < idx.length - 1; j++) role = strongest(role, roles[idx[j]]);
    const t0 = tangents[k] ?? tangentAt(i0, i0, i1);
    const t1 = tangents[(k + 1) % m] ?? tangentAt(i1, i0, i1);
    const q = idx.flatMap((i) => [pts[2 * i], pts[2 * i + 1]]);
    fitRun(q, t0, t1, role, o, out);
  }
  return out;
}

function strongest(a: number, b: number): number {
  if (a === Role.closure || b === Role.closure) return Role.closure;
  if (a === Role.bridge || b === Role.bridge) return Role.bridge;
  return Role.offset;
}

/** d turned to agree with the estimate t. */
function orient(d: [number, number], t: [number, number]): [number, number] {
  return d[0] * t[0] + d[1] * t[1] < 0 ? [-d[0], -d[1]] : d;
}

function unit(x: number, y: number): [number, number] {
  const l = Math.hypot(x, y) || 1;
  return [x / l, y / l];
}

/** Vertices where the direction turns by more than CORNER_DEG within `window` on each side (local maxima only). */
function findCorners(pts: number[], n: number, window: number, walk: (i: number, d: number, dir: number) => number): Uint8Array {
  const turn = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const a = walk(i, window, -1);
    const b = walk(i, window, 1);
    const [ux, uy] = unit(pts[2 * i] - pts[2 * a], pts[2 * i + 1] - pts[2 * a + 1]);
    const [vx, vy] = unit(pts[2 * b] - pts[2 * i], pts[2 * b + 1] - pts[2 * i + 1]);
    turn[i] = Math.acos(Math.max(-1, Math.min(1, ux * vx + uy * vy)));
  }
  const limit = (CORNER_DEG * Math.PI) / 180;
  const corner = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (turn[i] <= limit) continue;
    const a = walk(i, window, -1);
    const b = walk(i, window, 1);
    let best = true;
    for (let j = (a + n) % n; j !== b && best; j = (j + 1) % n) if (j !== i && (turn[j] > turn[i] || (turn[j] === turn[i] && j < i))) best = false;
    if (best) corner[i] = 1;
  }
  return corner;
}

/** Corners, role changes (kept only when at least minLen from the others) and splits so no run exceeds a third of the loop. */
function breakpoints(roles: ArrayLike<number>, n: number, corner: Uint8Array, minLen: number, arc: (i: number, j: number) => number, total: number): number[] {
  const kept: number[] = [];
  const far = (i: number) => kept.every((k) => Math.min(arc(k, i), arc(i, k)) >= minLen);
  for (let i = 0; i < n; i++) if (corner[i] && far(i)) kept.push(i);
  // At a role change the break goes on the vertex that is not a closure, so runs following the offset
  // line end on it (and their exact check holds at the ends).
  for (let i = 0; i < n; i++) {
    if (roles[i] === roles[(i + n - 1) % n]) continue;
    const at = roles[i] === Role.closure ? (i + n - 1) % n : i;
    if (far(at)) kept.push(at);
  }
  if (!kept.length) kept.push(0);
  kept.sort((a, b) => a - b);
  for (let guard = 0; guard < 64; guard++) {
    let split = -1;
    for (let k = 0; k < kept.length && split < 0; k++) {
      const a = kept[k];
      const b = kept[(k + 1) % kept.length];
      const len = kept.length === 1 ? total : arc(a, b);
      if (len <= total / 3 + 1e-9) continue;
      let j = a;
      while (arc(a, j) < len / 2) j = (j + 1) % n;
      if (j !== a && j !== b) split = j;
    }
    if (split < 0) break;
    kept.push(split);
    kept.sort((a, b) => a - b);
  }
  return kept;
}

/** Fits q (interleaved points, first and last are the run's ends) with cubics, appending to out. */
function fitRun(q: number[], t0: [number, number], t1: [number, number], role: number, o: FitOptions, out: FittedLoop): void {
  const m = q.length / 2;
  const cum = [0];
  for (let i = 1; i < m; i++) cum.push(cum[i - 1] + Math.hypot(q[2 * i] - q[2 * i - 2], q[2 * i + 1] - q[2 * i - 1]));
  const arcBetween = (a: number, b: number) => cum[b] - cum[a];
  const last = m - 1;
  const tol = o.tolerance(role);
  const push = (c: number[]) => {
    out.cubics.push(...c);
    out.roles.push(role);
  };
  if (m <= 2) {
    push(line(q[0], q[1], q[2 * last], q[2 * last + 1])); // nothing to split: the chord
    return;
  }
  let u = cum.map((v) => v / (cum[last] || 1));
  let c = generate(q, u, t0, t1);
  let [err, worst] = maxError(q, u, c);
  for (let it = 0; it < 4 && err > tol && err < 6 * tol; it++) {
    u = reparameterize(q, u, c);
    c = generate(q, u, t0, t1);
    [err, worst] = maxError(q, u, c);
  }
  const fits = err <= tol;
  if (fits && o.accept(c, role)) {
    push(c);
    return;
  }
  // Split at the worst vertex (or the middle when only the exact check failed), keeping both sides ≥ minLen.
  const len = arcBetween(0, last);
  let k = fits ? -1 : worst;
  if (k < 0) {
    k = 1;
    while (k < last - 1 && arcBetween(0, k) < len / 2) k++;
  }
  while (k > 1 && arcBetween(k, last) < o.minLen) k--;
  while (k < last - 1 && arcBetween(0, k) < o.minLen) k++;
  if (k <= 0 || k >= last || arcBetween(0, k) < o.minLen || arcBetween(k, last) < o.minLen) {
    push(c); // too short to split: the best single cubic
    return;
  }
  const w = Math.max(2 * o.minLen, 3);
  let a = k;
  while (a > 0 && arcBetween(a, k) < w) a--;
  let b = k;
  while (b < last && arcBetween(k, b) < w) b++;
  const tk = unit(q[2 * b] - q[2 * a], q[2 * b + 1] - q[2 * a + 1]);
  fitRun(q.slice(0, 2 * k + 2), t0, tk, role, o, out);
  fitRun(q.slice(2 * k), tk, t1, role, o, out);
}

function line(x0: number, y0: number, x1: number, y1: number): number[] {
  return [x0, y0, x0 + (x1 - x0) / 3, y0 + (y1 - y0) / 3, x1 - (x1 - x0) / 3, y1 - (y1 - y0) / 3, x1, y1];
}

/** Least-squares handle lengths along the fixed end tangents (Schneider's generateBezier). */
function generate(q: number[], u: number[], t0: [number, number], t1: [number, number]): number[] {
  const m = q.length / 2;
  const x0 = q[0];
  const y0 = q[1];
  const x3 = q[2 * m - 2];
  const y3 = q[2 * m - 1];
  let c11 = 0;
  let c12 = 0;
  let c22 = 0;
  let r1 = 0;
  let r2 = 0;
  for (let i = 0; i < m; i++) {
    const t = u[i];
    const s = 1 - t;
    const b0 = s * s * s;
    const b1 = 3 * s * s * t;
    const b2 = 3 * s * t * t;
    const b3 = t * t * t;
    const a1x = t0[0] * b1;
    const a1y = t0[1] * b1;
    const a2x = -t1[0] * b2;
    const a2y = -t1[1] * b2;
    const tx = q[2 * i] - (x0 * (b0 + b1) + x3 * (b2 + b3));
    const ty = q[2 * i + 1] - (y0 * (b0 + b1) + y3 * (b2 + b3));
    c11 += a1x * a1x + a1y * a1y;
    c12 += a1x * a2x + a1y * a2y;
    c22 += a2x * a2x + a2y * a2y;
    r1 += a1x * tx + a1y * ty;
    r2 += a2x * tx + a2y * ty;
  }
  const chord = Math.hypot(x3 - x0, y3 - y0);
  const det = c11 * c22 - c12 * c12;
  let al = det !== 0 ? (r1 * c22 - r2 * c12) / det : 0;
  let ar = det !== 0 ? (c11 * r2 - c12 * r1) / det : 0;
  // Degenerate or overlong handles (which could loop) fall back to a third of the chord (Wu–Barsky).
  const eps = 1e-6 * chord;
  if (!(al > eps && ar > eps && al <= chord && ar <= chord)) al = ar = chord / 3;
  return [x0, y0, x0 + t0[0] * al, y0 + t0[1] * al, x3 - t1[0] * ar, y3 - t1[1] * ar, x3, y3];
}

function point(c: number[], t: number): [number, number] {
  const s = 1 - t;
  const b0 = s * s * s;
  const b1 = 3 * s * s * t;
  const b2 = 3 * s * t * t;
  const b3 = t * t * t;
  return [b0 * c[0] + b1 * c[2] + b2 * c[4] + b3 * c[6], b0 * c[1] + b1 * c[3] + b2 * c[5] + b3 * c[7]];
}

function maxError(q: number[], u: number[], c: number[]): [number, number] {
  let worst = 0;
  let at = Math.floor(u.length / 2);
  for (let i = 1; i < u.length - 1; i++) {
    const [x, y] = point(c, u[i]);
    const d = Math.hypot(x - q[2 * i], y - q[2 * i + 1]);
    if (d > worst) {
      worst = d;
      at = i;
    }
  }
  return [worst, at];
}

/** One Newton step per vertex towards the curve parameter nearest to it. */
function reparameterize(q: number[], u: number[], c: number[]): number[] {
  return u.map((t, i) => {
    const s = 1 - t;
    const [x, y] = point(c, t);
    const d1x = 3 * (s * s * (c[2] - c[0]) + 2 * s * t * (c[4] - c[2]) + t * t * (c[6] - c[4]));
    const d1y = 3 * (s * s * (c[3] - c[1]) + 2 * s * t * (c[5] - c[3]) + t * t * (c[7] - c[5]));
    const d2x = 6 * (s * (c[4] - 2 * c[2] + c[0]) + t * (c[6] - 2 * c[4] + c[2]));
    const d2y = 6 * (s * (c[5] - 2 * c[3] + c[1]) + t * (c[7] - 2 * c[5] + c[3]));
    const ex = x - q[2 * i];
    const ey = y - q[2 * i + 1];
    const den = d1x * d1x + d1y * d1y + ex * d2x + ey * d2y;
    if (!den) return t;
    return Math.max(0, Math.min(1, t - (ex * d1x + ey * d1y) / den));
  });
}
