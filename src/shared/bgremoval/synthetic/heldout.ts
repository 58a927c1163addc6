import type { RgbaImage } from '../types';
import { jpegLike } from './jpegLike';
import type { RenderedScene } from './render';

/**
 * The held-out test set: sticker art of the same kinds drawn by a separate code path, which the method
 * is never tuned on (the bench reports it on its own line). Unlike render.ts it describes shapes as
 * inside tests (superellipses, hearts, polar flowers, rings), samples every pixel on a 4 × 4 grid,
 * blends colours in linear light (as some painting programs do), and adds its own degradations
 * (paper texture, a 2 × 2 box blur for soft anti-aliasing, JPEG-like compression). Its own seeded
 * generator (xorshift) keeps it apart from the random numbers of the other set.
 */

type Rgb = [number, number, number];
type Inside = (x: number, y: number) => boolean;

interface Paint {
  inside: Inside;
  colour: Rgb | ((x: number, y: number) => Rgb);
  /** Part of the subject (ground truth); false for paint that is background (none so far). */
  subject?: boolean;
}

interface HeldOutSpec {
  background: (x: number, y: number) => Rgb;
  paints: Paint[];
  paperTexture?: number;
  softBlur?: boolean;
  jpegQuality?: number;
}

function xorshift(seed: number): () => number {
  let s = seed | 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

const toLinear = (c: number) => (c / 255) ** 2.2;
const toSrgb = (l: number) => 255 * Math.max(0, l) ** (1 / 2.2);

// Shapes as inside tests, in units of the image size (0…1).
const superellipse =
  (cx: number, cy: number, rx: number, ry: number, p: number): Inside =>
  (x, y) =>
    Math.abs((x - cx) / rx) ** p + Math.abs((y - cy) / ry) ** p <= 1;
const heart =
  (cx: number, cy: number, s: number): Inside =>
  (x, y) => {
    const u = (x - cx) / s;
    const v = -(y - cy) / s;
    return (u * u + v * v - 1) ** 3 - u * u * v * v * v <= 0;
  };
const flower =
  (cx: number, cy: number, r: number, petals: number, depth: number): Inside =>
  (x, y) =>
    Math.hypot(x - cx, y - cy) <= r * (1 - depth + depth * Math.abs(Math.cos((petals / 2) * Math.atan2(y - cy, x - cx))));
const ring =
  (cx: number, cy: number, outer: number, inner: number): Inside =>
  (x, y) => {
    const d = Math.hypot(x - cx, y - cy);
    return d <= outer && d >= inner;
  };
const bar =
  (x0: number, y0: number, x1: number, y1: number): Inside =>
  (x, y) =>
    x >= x0 && x <= x1 && y >= y0 && y <= y1;

/** The band within `w` (image units) of a shape's edge, found by probing 8 directions (an outline). */
function edgeBand(shape: Inside, w: number): Inside {
  const dirs = Array.from({ length: 8 }, (_, k) => [Math.cos((k * Math.PI) / 4) * w, Math.sin((k * Math.PI) / 4) * w]);
  return (x, y) => {
    const here = shape(x, y);
    for (const [dx, dy] of dirs) if (shape(x + dx, y + dy) !== here) return true;
    return false;
  };
}
/** The shape grown by `w` (image units), probing 16 directions (a die-cut border). */
function dilate(shape: Inside, w: number): Inside {
  const dirs = Array.from({ length: 16 }, (_, k) => [Math.cos((k * Math.PI) / 8), Math.sin((k * Math.PI) / 8)]);
  return (x, y) => {
    if (shape(x, y)) return true;
    for (const f of [1, 0.5]) for (const [dx, dy] of dirs) if (shape(x + dx * w * f, y + dy * w * f)) return true;
    return false;
  };
}
const any =
  (...shapes: Inside[]): Inside =>
  (x, y) =>
    shapes.some((s) => s(x, y));
const minus =
  (a: Inside, b: Inside): Inside =>
  (x, y) =>
    a(x, y) && !b(x, y);

/** Which paint is on top at a point (−1: the background). */
function topPaint(paints: Paint[], x: number, y: number): number {
  for (let k = paints.length - 1; k >= 0; k--) if (paints[k].inside(x, y)) return k;
  return -1;
}

/**
 * Paints the scene: the top paint is found at every pixel corner; a pixel whose four corners agree is
 * painted with that one colour, any other is sampled on a 4 × 4 grid (colours averaged in linear light).
 * Coverage is the share of samples on subject paint.
 */
function render(spec: HeldOutSpec, size: number, seed: number): RenderedScene {
  const total = size * size;
  const data = new Uint8ClampedArray(total * 4);
  const coverage = new Float32Array(total);
  const { paints } = spec;
  const corners = new Int16Array((size + 1) * (size + 1));
  for (let y = 0; y <= size; y++) for (let x = 0; x <= size; x++) corners[y * (size + 1) + x] = topPaint(paints, x / size, y / size);
  const colourOf = (k: number, x: number, y: number): Rgb => {
    if (k < 0) return spec.background(x, y);
    const c = paints[k].colour;
    return typeof c === 'function' ? c(x, y) : c;
  };
  const n = 4;
  const lin = [0, 0, 0];
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const i = py * size + px;
      const c0 = corners[py * (size + 1) + px];
      const uniform = c0 === corners[py * (size + 1) + px + 1] && c0 === corners[(py + 1) * (size + 1) + px] && c0 === corners[(py + 1) * (size + 1) + px + 1];
      if (uniform) {
        const colour = colourOf(c0, (px + 0.5) / size, (py + 0.5) / size);
        for (let c = 0; c < 3; c++) data[i * 4 + c] = Math.round(colour[c]);
        coverage[i] = c0 >= 0 && paints[c0].subject !== false ? 1 : 0;
      } else {
        lin[0] = lin[1] = lin[2] = 0;
        let covered = 0;
        for (let sy = 0; sy < n; sy++) {
          for (let sx = 0; sx < n; sx++) {
            const x = (px + (sx + 0.5) / n) / size;
            const y = (py + (sy + 0.5) / n) / size;
            const k = topPaint(paints, x, y);
            const colour = colourOf(k, x, y);
            if (k >= 0 && paints[k].subject !== false) covered++;
            for (let c = 0; c < 3; c++) lin[c] += toLinear(colour[c]);
          }
        }
        coverage[i] = covered / (n * n);
        for (let c = 0; c < 3; c++) data[i * 4 + c] = Math.round(toSrgb(lin[c] / (n * n)));
      }
      data[i * 4 + 3] = 255;
    }
  }
  const image: RgbaImage = { data, width: size, height: size };
  if (spec.softBlur) boxBlur2(image);
  if (spec.paperTexture) paper(image, spec.paperTexture, seed);
  if (spec.jpegQuality) jpegLike(image, spec.jpegQuality);
  return { image, coverage };
}

/** A 2 × 2 box blur (a soft, slightly blurry export); shifts the image by half a pixel, which the masks allow for. */
function boxBlur2(image: RgbaImage): void {
  const { data, width, height } = image;
  const src = data.slice();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const x1 = Math.min(width - 1, x + 1);
      const y1 = Math.min(height - 1, y + 1);
      for (let c = 0; c < 3; c++) {
        const s = src[(y * width + x) * 4 + c] + src[(y * width + x1) * 4 + c] + src[(y1 * width + x) * 4 + c] + src[(y1 * width + x1) * 4 + c];
        data[(y * width + x) * 4 + c] = Math.round(s / 4);
      }
    }
  }
}

/** Low-frequency paper texture (value noise on a 16 px lattice, plus a little fine grain). */
function paper(image: RgbaImage, amount: number, seed: number): void {
  const { data, width, height } = image;
  const random = xorshift(seed * 7919);
  const cell = 16;
  const gw = Math.ceil(width / cell) + 2;
  const gh = Math.ceil(height / cell) + 2;
  const lattice = Float32Array.from({ length: gw * gh }, () => random() * 2 - 1);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const gx = x / cell;
      const gy = y / cell;
      const ix = Math.floor(gx);
      const iy = Math.floor(gy);
      const fx = gx - ix;
      const fy = gy - iy;
      const v =
        lattice[iy * gw + ix] * (1 - fx) * (1 - fy) +
        lattice[iy * gw + ix + 1] * fx * (1 - fy) +
        lattice[(iy + 1) * gw + ix] * (1 - fx) * fy +
        lattice[(iy + 1) * gw + ix + 1] * fx * fy;
      const delta = amount * v + (random() - 0.5) * amount * 0.6;
      for (let c = 0; c < 3; c++) data[(y * width + x) * 4 + c] += delta;
    }
  }
}

const flat = (c: Rgb) => (): Rgb => c;

export interface HeldOutScene {
  name: string;
  description: string;
  spec: () => HeldOutSpec;
  seed: number;
}

export const HELD_OUT_SCENES: HeldOutScene[] = [
  {
    name: 'ho-white-heart-outline',
    description: 'white heart on white, 3 px-ish grey outline',
    seed: 11,
    spec: () => {
      const h = heart(0.5, 0.47, 0.3);
      return {
        background: flat([255, 255, 255]),
        paints: [
          { inside: h, colour: [255, 255, 255] },
          { inside: edgeBand(h, 0.0016), colour: [170, 170, 175] },
        ],
      };
    },
  },
  {
    name: 'ho-white-flower-outline',
    description: 'near-white flower on white, thin grey-blue outline, soft blur, JPEG q 85',
    seed: 12,
    spec: () => {
      const f = flower(0.48, 0.52, 0.34, 5, 0.3);
      return {
        background: flat([255, 255, 255]),
        softBlur: true,
        jpegQuality: 85,
        paints: [
          { inside: f, colour: [252, 252, 255] },
          { inside: edgeBand(f, 0.0015), colour: [150, 160, 185] },
        ],
      };
    },
  },
  {
    name: 'ho-diecut-superellipse',
    description: 'red squircle with ink outline, white die-cut border on #EEEEEE',
    seed: 21,
    spec: () => {
      const s = superellipse(0.5, 0.5, 0.28, 0.24, 4);
      return {
        background: flat([238, 238, 238]),
        paints: [
          { inside: dilate(s, 0.025), colour: [255, 255, 255] },
          { inside: s, colour: [226, 70, 70] },
          { inside: edgeBand(s, 0.002), colour: [30, 30, 40] },
          { inside: superellipse(0.45, 0.45, 0.06, 0.05, 2), colour: [255, 255, 255] },
        ],
      };
    },
  },
  {
    name: 'ho-diecut-hearts',
    description: 'two hearts sharing one white die-cut border on #EEEEEE, JPEG q 70',
    seed: 22,
    spec: () => {
      const a = heart(0.38, 0.45, 0.17);
      const b = heart(0.63, 0.55, 0.15);
      return {
        background: flat([238, 238, 238]),
        jpegQuality: 70,
        paints: [
          { inside: dilate(any(a, b), 0.035), colour: [255, 255, 255] },
          { inside: a, colour: [240, 120, 170] },
          { inside: b, colour: [120, 170, 240] },
          { inside: edgeBand(any(a, b), 0.002), colour: [60, 40, 70] },
        ],
      };
    },
  },
  {
    name: 'ho-pale-lemon',
    description: 'light yellow lemon on cream, outline fading towards the top',
    seed: 31,
    spec: () => {
      const s = superellipse(0.5, 0.52, 0.3, 0.22, 2.4);
      const ink = (_x: number, y: number): Rgb => {
        const t = Math.min(1, Math.max(0.03, (y - 0.28) / 0.26));
        return [252 - 62 * t, 246 - 86 * t, 222 - 132 * t];
      };
      return {
        background: flat([252, 246, 222]),
        paints: [
          { inside: s, colour: [255, 240, 178] },
          { inside: edgeBand(s, 0.002), colour: ink },
        ],
      };
    },
  },
  {
    name: 'ho-pale-cloud-paper',
    description: 'pale blue flower on paper-textured off-white, outline fading at the top',
    seed: 32,
    spec: () => {
      const f = flower(0.5, 0.5, 0.33, 6, 0.2);
      const ink = (_x: number, y: number): Rgb => {
        const t = Math.min(1, Math.max(0.05, (y - 0.2) / 0.3));
        return [246 - 126 * t, 246 - 96 * t, 242 - 42 * t];
      };
      return {
        background: flat([246, 246, 242]),
        paperTexture: 1.2,
        paints: [
          { inside: f, colour: [226, 238, 252] },
          { inside: edgeBand(f, 0.0022), colour: ink },
        ],
      };
    },
  },
  {
    name: 'ho-badge-ring',
    description: 'dark-outlined ring badge (hole is background) on a blue gradient',
    seed: 41,
    spec: () => {
      const r = ring(0.5, 0.5, 0.36, 0.16);
      return {
        background: (x, y) => [200 + 30 * x, 220 + 20 * y, 250],
        paints: [
          { inside: r, colour: [250, 200, 60] },
          { inside: edgeBand(r, 0.004), colour: [40, 30, 30] },
        ],
      };
    },
  },
  {
    name: 'ho-letters-paper',
    description: 'block letters "OB" with counters on textured paper, JPEG q 75',
    seed: 42,
    spec: () => {
      const o = minus(superellipse(0.3, 0.5, 0.16, 0.22, 2), superellipse(0.3, 0.5, 0.08, 0.13, 2));
      const b = minus(
        any(bar(0.52, 0.28, 0.6, 0.72), superellipse(0.62, 0.39, 0.14, 0.11, 2), superellipse(0.64, 0.61, 0.16, 0.11, 2)),
        any(superellipse(0.62, 0.39, 0.06, 0.045, 2), superellipse(0.64, 0.61, 0.075, 0.045, 2)),
      );
      return { background: flat([240, 232, 214]), paperTexture: 2.5, jpegQuality: 75, paints: [{ inside: any(o, b), colour: [40, 90, 160] }] };
    },
  },
  {
    name: 'ho-doodle-lines',
    description: 'thin ink doodle: small loops and strokes on white (loops are background)',
    seed: 43,
    spec: () => {
      const loops = [
        [0.3, 0.3, 0.07],
        [0.55, 0.28, 0.05],
        [0.72, 0.5, 0.08],
        [0.4, 0.66, 0.06],
      ].map(([cx, cy, r]) => edgeBand((x, y) => Math.hypot(x - cx, y - cy) <= r, 0.0018));
      const strokes = [bar(0.2, 0.82, 0.8, 0.8235), bar(0.5, 0.35, 0.5035, 0.6)];
      return { background: flat([255, 255, 255]), paints: [{ inside: any(...loops, ...strokes), colour: [20, 20, 24] }] };
    },
  },
];

export function renderHeldOutScene(name: string, size: number): RenderedScene {
  const scene = HELD_OUT_SCENES.find((s) => s.name === name);
  if (!scene) throw new Error(`No held-out scene "${name}"`);
  return render(scene.spec(), size, scene.seed);
}
