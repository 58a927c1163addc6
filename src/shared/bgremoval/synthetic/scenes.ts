import { seededRandom } from './random';
import { type Layer, type RenderedScene, type Rgb, renderScene, type SceneSpec } from './render';
import { capsule, circle, ellipse, outline, polygon, roundRect, type Shape, star, subtract, union } from './shapes';

/**
 * The test images: sticker-style art drawn from shapes at any size (designed on a 512 grid and scaled),
 * each with its exact subject coverage as ground truth. They cover what the tool must handle: plain and
 * near-plain backgrounds (gradient, grain, JPEG artefacts), anti-aliased edges, a donut's hole, the gap
 * between an arm and a body, eyes whose white matches the background, a white subject on light grey,
 * thin line art, and a subject that runs off the border.
 */
export interface TestScene {
  name: string;
  description: string;
  build: (size: number) => SceneSpec;
}

const INK: Rgb = [32, 28, 48];
const WHITE: Rgb = [255, 255, 255];

/** A colour that blends from `a` to `b` along the direction (dx, dy) across a size × size image. */
function gradient(a: Rgb, b: Rgb, size: number, dx: number, dy: number): (x: number, y: number) => Rgb {
  const norm = Math.abs(dx) + Math.abs(dy) || 1;
  return (x, y) => {
    const t = Math.min(1, Math.max(0, ((x / size) * dx + (y / size) * dy) / norm));
    return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
  };
}

/** A shape grown by r pixels (a die-cut sticker's white border). */
function grow(shape: Shape, r: number): Shape {
  return { sd: (x, y) => shape.sd(x, y) - r, box: [shape.box[0] - r, shape.box[1] - r, shape.box[2] + r, shape.box[3] + r] };
}

function filledWithOutline(shape: Shape, fill: Layer['colour'], width: number, ink: Rgb = INK): Layer[] {
  return [
    { shape, colour: fill },
    { shape: outline(shape, width), colour: ink },
  ];
}

function flatBadge(size: number): SceneSpec {
  const k = size / 512;
  const badge = star(256 * k, 262 * k, 210 * k, 105 * k, 5);
  return {
    width: size,
    height: size,
    seed: 1,
    background: () => WHITE,
    layers: [
      ...filledWithOutline(badge, [255, 200, 48], 10 * k),
      ...filledWithOutline(roundRect(170 * k, 240 * k, 342 * k, 300 * k, 18 * k), [124, 77, 230], 6 * k),
      // A small white shine: background-coloured but part of the subject (kept because it is small).
      { shape: circle(215 * k, 195 * k, 9 * k), colour: WHITE },
    ],
  };
}

function donut(size: number): SceneSpec {
  const k = size / 512;
  const c = 256 * k;
  const dough = subtract(circle(c, c, 200 * k), circle(c, c, 72 * k));
  const icing = subtract(circle(c, c, 178 * k), circle(c, c, 92 * k));
  const random = seededRandom(22);
  const palette: Rgb[] = [
    [255, 230, 90],
    [90, 200, 250],
    [255, 255, 255],
    [140, 230, 130],
    [250, 120, 60],
  ];
  const sprinkles: Layer[] = [];
  for (let n = 0; n < 28; n++) {
    const angle = random() * Math.PI * 2;
    const radius = (105 + random() * 60) * k;
    const x = c + radius * Math.cos(angle);
    const y = c + radius * Math.sin(angle);
    const tilt = random() * Math.PI;
    const len = 9 * k;
    sprinkles.push({
      shape: capsule(x - len * Math.cos(tilt), y - len * Math.sin(tilt), x + len * Math.cos(tilt), y + len * Math.sin(tilt), 3.5 * k),
      colour: palette[n % palette.length],
    });
  }
  return {
    width: size,
    height: size,
    seed: 2,
    background: gradient([252, 226, 236], [243, 212, 228], size, 1, 1),
    layers: [...filledWithOutline(dough, [222, 160, 98], 8 * k, [92, 52, 30]), { shape: icing, colour: [120, 66, 48] }, ...sprinkles],
  };
}

function character(size: number): SceneSpec {
  const k = size / 512;
  const body = union(circle(256 * k, 205 * k, 118 * k), roundRect(150 * k, 200 * k, 362 * k, 440 * k, 70 * k));
  // An arm on the hip: with the body it encloses a gap where the background shows through.
  const arm = union(capsule(160 * k, 250 * k, 62 * k, 330 * k, 16 * k), capsule(62 * k, 330 * k, 160 * k, 405 * k, 16 * k));
  const eye = (x: number): Layer[] => [
    ...filledWithOutline(ellipse(x * k, 190 * k, 26 * k, 31 * k), WHITE, 5 * k),
    { shape: circle((x + 4) * k, 197 * k, 13 * k), colour: INK },
    { shape: circle((x + 8) * k, 191 * k, 4.5 * k), colour: WHITE },
  ];
  return {
    width: size,
    height: size,
    seed: 3,
    background: () => WHITE,
    layers: [
      ...filledWithOutline(arm, [150, 200, 255], 7 * k),
      ...filledWithOutline(body, gradient([168, 212, 255], [120, 176, 245], size, 0, 1), 8 * k),
      ...eye(214),
      ...eye(298),
      { shape: circle(190 * k, 250 * k, 16 * k), colour: [255, 160, 190] },
      { shape: circle(322 * k, 250 * k, 16 * k), colour: [255, 160, 190] },
      { shape: capsule(236 * k, 262 * k, 276 * k, 262 * k, 5 * k), colour: INK },
    ],
  };
}

function whiteOnGrey(size: number): SceneSpec {
  const k = size / 512;
  const cloud = union(circle(190 * k, 250 * k, 78 * k), circle(282 * k, 215 * k, 96 * k), circle(362 * k, 262 * k, 70 * k), roundRect(120 * k, 250 * k, 420 * k, 330 * k, 38 * k));
  const drops: Layer[] = [];
  for (const [x, y] of [
    [190, 380],
    [260, 410],
    [330, 380],
  ]) {
    drops.push({
      shape: union(
        circle(x * k, y * k, 14 * k),
        polygon([
          [(x - 13) * k, (y - 5) * k],
          [x * k, (y - 34) * k],
          [(x + 13) * k, (y - 5) * k],
        ]),
      ),
      colour: [120, 178, 240],
    });
  }
  return {
    width: size,
    height: size,
    seed: 4,
    background: gradient([229, 230, 234], [217, 219, 225], size, 0, 1),
    noise: 1.5,
    layers: [{ shape: cloud, colour: gradient([255, 255, 255], [240, 244, 250], size, 0, 1) }, ...drops],
  };
}

function lineArt(size: number): SceneSpec {
  const k = size / 512;
  const w = 3 * k;
  const cx = 256 * k;
  const cy = 200 * k;
  const strokes: Shape[] = [outline(circle(cx, cy, 30 * k), w)];
  for (let n = 0; n < 6; n++) {
    const a = (n * Math.PI) / 3;
    strokes.push(outline(circle(cx + 95 * k * Math.cos(a), cy + 95 * k * Math.sin(a), 40 * k), w));
  }
  strokes.push(capsule(cx + 0.3 * k, 335 * k, cx + 0.3 * k, 490 * k, w / 2));
  strokes.push(outline(ellipse(205 * k, 420 * k, 40 * k, 27 * k), w), outline(ellipse(307 * k, 450 * k, 40 * k, 27 * k), w));
  // A zigzag of single strokes (open: nothing enclosed).
  const zig: Array<[number, number]> = [
    [40, 470],
    [70, 430],
    [100, 470],
    [130, 430],
  ];
  for (let n = 0; n + 1 < zig.length; n++) strokes.push(capsule(zig[n][0] * k, zig[n][1] * k, zig[n + 1][0] * k, zig[n + 1][1] * k, w / 2));
  return { width: size, height: size, seed: 5, background: () => WHITE, layers: strokes.map((shape) => ({ shape, colour: [24, 24, 28] as Rgb })) };
}

function noisyApple(size: number): SceneSpec {
  const k = size / 512;
  const apple = union(circle(212 * k, 300 * k, 122 * k), circle(300 * k, 300 * k, 122 * k));
  return {
    width: size,
    height: size,
    seed: 6,
    background: gradient([252, 246, 222], [244, 234, 204], size, 1, 0),
    noise: 5,
    layers: [
      ...filledWithOutline(capsule(256 * k, 185 * k, 272 * k, 110 * k, 8 * k), [120, 78, 40], 5 * k),
      ...filledWithOutline(ellipse(322 * k, 130 * k, 44 * k, 30 * k), [90, 180, 80], 6 * k),
      ...filledWithOutline(apple, [222, 44, 56], 8 * k, [70, 18, 24]),
      { shape: ellipse(170 * k, 250 * k, 22 * k, 30 * k), colour: [255, 236, 236] },
    ],
  };
}

function jpegHeart(size: number): SceneSpec {
  const k = size / 512;
  const heart = union(
    circle(196 * k, 210 * k, 88 * k),
    circle(316 * k, 210 * k, 88 * k),
    polygon([
      [115 * k, 245 * k],
      [397 * k, 245 * k],
      [256 * k, 420 * k],
    ]),
  );
  return {
    width: size,
    height: size,
    seed: 7,
    background: () => [208, 230, 250],
    jpegQuality: 75,
    layers: [
      // A die-cut sticker: the art on a white border, on a pale background.
      { shape: grow(heart, 16 * k), colour: WHITE },
      ...filledWithOutline(heart, [236, 72, 122], 5 * k),
      { shape: capsule(180 * k, 180 * k, 200 * k, 160 * k, 9 * k), colour: WHITE },
    ],
  };
}

function borderBanner(size: number): SceneSpec {
  const k = size / 512;
  return {
    width: size,
    height: size,
    seed: 8,
    background: () => [246, 246, 244],
    noise: 2,
    layers: [
      // A banner that runs off the bottom and both sides: the subject touches the border.
      ...filledWithOutline(roundRect(-40 * k, 390 * k, 552 * k, 560 * k, 30 * k), [54, 160, 112], 6 * k),
      ...filledWithOutline(circle(256 * k, 215 * k, 120 * k), [255, 180, 40], 8 * k),
      // A white label with text-like bars: background-coloured, but it holds a drawing, so it stays.
      { shape: roundRect(120 * k, 430 * k, 392 * k, 480 * k, 12 * k), colour: WHITE },
      ...[150, 215, 280, 330].map((x, n) => ({ shape: capsule(x * k, 455 * k, (x + (n % 2 ? 30 : 45)) * k, 455 * k, 6 * k), colour: INK })),
    ],
  };
}

export const TEST_SCENES: TestScene[] = [
  { name: 'flat-badge', description: 'star badge on plain white, small white shine inside', build: flatBadge },
  { name: 'donut', description: 'donut with a hole on a pink gradient', build: donut },
  { name: 'character', description: 'character with white eyes and an arm gap on white', build: character },
  { name: 'white-on-grey', description: 'white cloud without outline on light grey with grain', build: whiteOnGrey },
  { name: 'line-art', description: 'thin line art with closed loops on white', build: lineArt },
  { name: 'noisy-apple', description: 'apple on a pale yellow gradient with strong grain', build: noisyApple },
  { name: 'jpeg-heart', description: 'die-cut heart sticker on pale blue, JPEG artefacts', build: jpegHeart },
  { name: 'border-banner', description: 'subject running off the border, light grain', build: borderBanner },
];

export function renderTestScene(name: string, size: number): RenderedScene {
  const scene = TEST_SCENES.find((s) => s.name === name);
  if (!scene) throw new Error(`No test scene "${name}"`);
  return renderScene(scene.build(size));
}
