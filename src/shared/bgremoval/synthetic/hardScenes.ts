import { seededRandom } from './random';
import { type Layer, type RenderedScene, type Rgb, renderScene, type SceneSpec } from './render';
import type { TestScene } from './scenes';
import { capsule, circle, outline, polygon, type Shape } from './shapes';

/**
 * The three kinds of sticker art the first method failed on, each drawn a few ways: random
 * blob outlines (not the circles and stars of scenes.ts), several sizes and positions, soft or crisp
 * anti-aliasing, grain and JPEG-like compression. Ground truth is the shapes' exact coverage, as for
 * the other test images:
 *   - a white subject on white, separated only by a thin grey outline (its inside is subject);
 *   - a sticker with a thick white die-cut border on light grey (#EEEEEE) (the border is subject);
 *   - a pale subject on a nearly matching background whose outline fades away at the top.
 */

/** A closed blob: a circle whose radius wobbles with a few random harmonics, as a 120-corner polygon. */
export function blob(cx: number, cy: number, radius: number, seed: number, wobble = 0.18): Shape {
  const random = seededRandom(seed);
  const harmonics = [2, 3, 4, 5].map((n) => ({ n, amp: (random() - 0.5) * 2 * (wobble / Math.sqrt(n)), phase: random() * Math.PI * 2 }));
  const corners: Array<[number, number]> = [];
  for (let k = 0; k < 120; k++) {
    const a = (k / 120) * Math.PI * 2;
    let r = 1;
    for (const h of harmonics) r += h.amp * Math.cos(h.n * a + h.phase);
    corners.push([cx + radius * r * Math.cos(a), cy + radius * r * Math.sin(a)]);
  }
  return polygon(corners);
}

/** A shape grown by r pixels (a die-cut border); the distance stays exact enough for supersampling. */
function grown(shape: Shape, r: number): Shape {
  return { sd: (x, y) => shape.sd(x, y) - r, box: [shape.box[0] - r, shape.box[1] - r, shape.box[2] + r, shape.box[3] + r] };
}

interface Variant {
  seed: number;
  /** Centre and radius on a 512 grid. */
  cx: number;
  cy: number;
  r: number;
  noise?: number;
  jpegQuality?: number;
}

const WHITE: Rgb = [255, 255, 255];

/** A white blob on white, its only edge a thin grey outline (a white cloud). */
function whiteOnWhite(v: Variant, outlineGrey: number, outlinePx: number) {
  return (size: number): SceneSpec => {
    const k = size / 512;
    const shape = blob(v.cx * k, v.cy * k, v.r * k, v.seed);
    return {
      width: size,
      height: size,
      seed: v.seed,
      background: () => WHITE,
      noise: v.noise,
      jpegQuality: v.jpegQuality,
      layers: [
        { shape, colour: [254, 254, 254] },
        { shape: outline(shape, outlinePx * k), colour: [outlineGrey, outlineGrey, outlineGrey + 4] },
      ],
    };
  };
}

/** Coloured art with a dark outline on a thick white die-cut border, on #EEEEEE. */
function dieCutOnGrey(v: Variant, borderPx: number, art: Rgb) {
  return (size: number): SceneSpec => {
    const k = size / 512;
    const shape = blob(v.cx * k, v.cy * k, v.r * k, v.seed, 0.12);
    const random = seededRandom(v.seed + 99);
    const spots: Layer[] = [0, 1, 2].map(() => ({
      shape: circle((v.cx + (random() - 0.5) * v.r) * k, (v.cy + (random() - 0.5) * v.r) * k, (6 + random() * 10) * k),
      colour: [250, 250, 250] as Rgb,
    }));
    return {
      width: size,
      height: size,
      seed: v.seed,
      background: () => [238, 238, 238],
      noise: v.noise,
      jpegQuality: v.jpegQuality,
      layers: [{ shape: grown(shape, borderPx * k), colour: WHITE }, { shape, colour: art }, { shape: outline(shape, 4 * k), colour: [40, 36, 52] }, ...spots],
    };
  };
}

/** A pale subject on a background a few steps away, outlined in a colour that fades to the background at the top. */
function paleFading(v: Variant, background: Rgb, fill: Rgb, ink: Rgb) {
  return (size: number): SceneSpec => {
    const k = size / 512;
    const shape = blob(v.cx * k, v.cy * k, v.r * k, v.seed, 0.14);
    const top = (v.cy - v.r * 1.2) * k;
    const bottom = (v.cy + v.r * 1.2) * k;
    const fade = (_x: number, y: number): Rgb => {
      // 0 at the top (the background's colour, nearly), 1 from the middle down (full ink).
      const t = Math.min(1, Math.max(0.04, (y - top) / ((bottom - top) / 2)));
      return [background[0] + (ink[0] - background[0]) * t, background[1] + (ink[1] - background[1]) * t, background[2] + (ink[2] - background[2]) * t];
    };
    return {
      width: size,
      height: size,
      seed: v.seed,
      background: () => background,
      noise: v.noise,
      jpegQuality: v.jpegQuality,
      layers: [
        { shape, colour: fill },
        { shape: outline(shape, 4 * k), colour: fade },
        // A stalk and a small dark detail, so the subject is not only the pale fill.
        { shape: capsule((v.cx - 10) * k, (v.cy + 10) * k, (v.cx + 12) * k, (v.cy + 26) * k, 4 * k), colour: ink },
      ],
    };
  };
}

export const HARD_SCENES: TestScene[] = [
  { name: 'cloud-outline', description: 'white blob on white, 3 px grey outline', build: whiteOnWhite({ seed: 101, cx: 256, cy: 250, r: 170 }, 160, 3) },
  {
    name: 'cloud-outline-jpeg',
    description: 'white blob on white, pale 2.5 px outline, JPEG q 80',
    build: whiteOnWhite({ seed: 102, cx: 230, cy: 280, r: 140, jpegQuality: 80 }, 185, 2.5),
  },
  { name: 'cloud-outline-grain', description: 'small white blob on white, grain σ 1.5', build: whiteOnWhite({ seed: 103, cx: 300, cy: 220, r: 95, noise: 1.5 }, 150, 3.5) },
  { name: 'diecut-grey', description: 'orange art, 20 px white die-cut border on #EEEEEE', build: dieCutOnGrey({ seed: 201, cx: 256, cy: 256, r: 150 }, 20, [250, 150, 60]) },
  {
    name: 'diecut-grey-jpeg',
    description: 'green art, 12 px white border on #EEEEEE, JPEG q 75',
    build: dieCutOnGrey({ seed: 202, cx: 240, cy: 270, r: 130, jpegQuality: 75 }, 12, [90, 190, 120]),
  },
  {
    name: 'diecut-grey-grain',
    description: 'blue art, 28 px white border on #EEEEEE, grain σ 1',
    build: dieCutOnGrey({ seed: 203, cx: 270, cy: 240, r: 110, noise: 1 }, 28, [80, 140, 230]),
  },
  {
    name: 'pale-fading',
    description: 'light yellow on cream, outline fading at the top',
    build: paleFading({ seed: 301, cx: 256, cy: 260, r: 160 }, [253, 248, 228], [255, 242, 190], [196, 160, 80]),
  },
  {
    name: 'pale-fading-jpeg',
    description: 'pale pink on off-white, fading outline, JPEG q 80',
    build: paleFading({ seed: 302, cx: 250, cy: 240, r: 135, jpegQuality: 80 }, [250, 244, 240], [252, 226, 226], [200, 120, 130]),
  },
  {
    name: 'pale-fading-grain',
    description: 'pale mint on light grey-green, fading outline, grain σ 1.5',
    build: paleFading({ seed: 303, cx: 270, cy: 270, r: 120, noise: 1.5 }, [236, 242, 236], [214, 240, 220], [90, 150, 110]),
  },
];

export function renderHardScene(name: string, size: number): RenderedScene {
  const scene = HARD_SCENES.find((s) => s.name === name);
  if (!scene) throw new Error(`No hard test scene "${name}"`);
  return renderScene(scene.build(size));
}
