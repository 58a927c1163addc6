import type { BackgroundModel } from './background';
import { evalBilinear } from './bilinear';
import { BACKGROUND, FOREGROUND } from './flood';

export interface EdgeInput {
  data: Uint8ClampedArray;
  width: number;
  height: number;
  dist: Float32Array;
  state: Uint8Array;
  model: BackgroundModel;
  tolerance: number;
  /** 0 = hard edges, 1 = fractional alpha. */
  softness: number;
}

/** Window radius searched for the subject's own colour next to an edge pixel (5 × 5). */
const RADIUS = 2;
/** A background-side pixel needs at least this much of the subject's colour to become partly opaque. */
const MIN_OUTER_ALPHA = 0.1;

/**
 * Alpha and colour for every pixel. Away from the boundary, background is 0 and subject is 1. On the
 * boundary (a pixel whose 4-neighbour is on the other side) an anti-aliased pixel is a mix
 * c = α·f + (1 − α)·b of the subject colour f and the background b, so α is c's projection on the line
 * b → f, with f taken from the subject's interior pixels nearby (the one that explains c best). The
 * colour is then un-mixed, (c − (1 − α)·b) / α, so no background tint (a white halo) stays on the edge.
 */
export function applyEdges(input: EdgeInput): { data: Uint8ClampedArray; mask: Uint8Array } {
  const { data, width, height, dist, state, model, tolerance, softness } = input;
  const total = width * height;
  const out = new Uint8ClampedArray(data.length);
  const mask = new Uint8Array(total);
  const boundary = markBoundary(state, width, height);
  const strong = tolerance * 2.5 + 4;
  const du = width > 1 ? 1 / (width - 1) : 0;
  const dv = height > 1 ? 1 / (height - 1) : 0;
  const pick = { alpha: 0, f: -1 };

  for (let i = 0, o = 0; i < total; i++, o += 4) {
    let alpha: number;
    let r = data[o];
    let g = data[o + 1];
    let b = data[o + 2];
    if (!boundary[i]) {
      alpha = state[i] === BACKGROUND ? 0 : 1;
    } else {
      const x = i % width;
      const y = (i - x) / width;
      const u = x * du;
      const v = y * dv;
      const br = evalBilinear(model.rgb[0], u, v);
      const bg = evalBilinear(model.rgb[1], u, v);
      const bb = evalBilinear(model.rgb[2], u, v);
      const found = bestSubjectColour(data, dist, state, boundary, width, height, x, y, strong, r - br, g - bg, b - bb, br, bg, bb, pick);
      if (state[i] === BACKGROUND) {
        alpha = found && pick.alpha >= MIN_OUTER_ALPHA ? pick.alpha : 0;
      } else if (found) {
        alpha = pick.alpha;
      } else {
        // No clear subject colour nearby (a faint speck or a pale thin line): alpha grows with the distance.
        alpha = Math.min(1, Math.max(0, (dist[i] - tolerance) / (strong - tolerance)));
      }
      if (alpha > 0 && alpha < 1) {
        if (found && alpha < 0.5) {
          // Un-mixing a faint pixel amplifies its noise; the neighbour's colour is the better guess.
          const fo = pick.f * 4;
          r = data[fo];
          g = data[fo + 1];
          b = data[fo + 2];
        } else {
          r = br + (r - br) / alpha;
          g = bg + (g - bg) / alpha;
          b = bb + (b - bb) / alpha;
        }
      }
    }
    if (softness < 1) alpha = softness * alpha + (1 - softness) * (alpha >= 0.5 ? 1 : 0);
    const a = Math.round(alpha * 255);
    mask[i] = a;
    if (a === 0) continue;
    out[o] = r;
    out[o + 1] = g;
    out[o + 2] = b;
    out[o + 3] = Math.round((a * data[o + 3]) / 255);
  }
  return { data: out, mask };
}

/** 1 where a pixel has a 4-neighbour in the other state (background next to subject or the reverse). */
function markBoundary(state: Uint8Array, width: number, height: number): Uint8Array {
  const boundary = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0, i = y * width; x < width; x++, i++) {
      const s = state[i];
      if ((x > 0 && state[i - 1] !== s) || (x < width - 1 && state[i + 1] !== s) || (y > 0 && state[i - width] !== s) || (y < height - 1 && state[i + width] !== s))
        boundary[i] = 1;
    }
  }
  return boundary;
}

/**
 * Among the subject pixels in the window, the colour f that best explains this pixel as a mix of f and
 * the background: interior subject pixels first, else boundary subject pixels clearly unlike the
 * background. Writes α and f's index into `pick`; false when there is no candidate.
 */
function bestSubjectColour(
  data: Uint8ClampedArray,
  dist: Float32Array,
  state: Uint8Array,
  boundary: Uint8Array,
  width: number,
  height: number,
  x: number,
  y: number,
  strong: number,
  cr: number,
  cg: number,
  cb: number,
  br: number,
  bg: number,
  bb: number,
  pick: { alpha: number; f: number },
): boolean {
  const self = y * width + x;
  for (const interiorOnly of [true, false]) {
    let best = Number.POSITIVE_INFINITY;
    for (let yy = Math.max(0, y - RADIUS); yy <= Math.min(height - 1, y + RADIUS); yy++) {
      for (let xx = Math.max(0, x - RADIUS); xx <= Math.min(width - 1, x + RADIUS); xx++) {
        const j = yy * width + xx;
        if (j === self || state[j] !== FOREGROUND) continue;
        if (interiorOnly ? boundary[j] === 1 : boundary[j] === 0 || dist[j] < strong) continue;
        const fo = j * 4;
        const fr = data[fo] - br;
        const fg = data[fo + 1] - bg;
        const fb = data[fo + 2] - bb;
        const len2 = fr * fr + fg * fg + fb * fb;
        if (len2 < 1) continue;
        const alpha = Math.min(1, Math.max(0, (cr * fr + cg * fg + cb * fb) / len2));
        const er = cr - alpha * fr;
        const eg = cg - alpha * fg;
        const eb = cb - alpha * fb;
        const residual = er * er + eg * eg + eb * eb;
        if (residual < best) {
          best = residual;
          pick.alpha = alpha;
          pick.f = j;
        }
      }
    }
    if (best < Number.POSITIVE_INFINITY) return true;
  }
  return false;
}
