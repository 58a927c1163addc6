import type { RgbaImage } from '../types';
import { jpegLike } from './jpegLike';
import { gaussian, seededRandom } from './random';
import type { Shape } from './shapes';

export type Rgb = [number, number, number];

/** A painted layer of the subject: a shape filled with a colour (or a colour that varies over the shape). */
export interface Layer {
  shape: Shape;
  colour: Rgb | ((x: number, y: number) => Rgb);
}

export interface SceneSpec {
  width: number;
  height: number;
  /** The background colour at a pixel centre (plain, or a gradient). */
  background: (x: number, y: number) => Rgb;
  /** Painted in order over the background; together they are the subject. */
  layers: Layer[];
  /** Standard deviation of grain added to every channel (0…255 units), after painting. */
  noise?: number;
  /** JPEG-like compression quality (1…100) applied last, for blocking and ringing near edges. */
  jpegQuality?: number;
  seed: number;
}

export interface RenderedScene {
  image: RgbaImage;
  /** The subject's exact coverage of each pixel, 0…1 (from the shapes, never from the removal algorithm). */
  coverage: Float32Array;
}

/** Samples per axis for a pixel on a shape's edge (64 samples: coverage in steps of 1/64). */
const SUPERSAMPLE = 8;
/** Pixels whose centre is farther than this from every edge are wholly inside or outside. */
const EDGE_MARGIN = 1.5;

/** One layer's coverage of each pixel, by supersampling the pixels near its edge. */
export function layerCoverage(shape: Shape, width: number, height: number): Float32Array {
  const cov = new Float32Array(width * height);
  const x0 = Math.max(0, Math.floor(shape.box[0]) - 2);
  const y0 = Math.max(0, Math.floor(shape.box[1]) - 2);
  const x1 = Math.min(width - 1, Math.ceil(shape.box[2]) + 2);
  const y1 = Math.min(height - 1, Math.ceil(shape.box[3]) + 2);
  const step = 1 / SUPERSAMPLE;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const d = shape.sd(x + 0.5, y + 0.5);
      if (d > EDGE_MARGIN) continue;
      if (d < -EDGE_MARGIN) {
        cov[y * width + x] = 1;
        continue;
      }
      let inside = 0;
      for (let sy = 0; sy < SUPERSAMPLE; sy++) for (let sx = 0; sx < SUPERSAMPLE; sx++) if (shape.sd(x + (sx + 0.5) * step, y + (sy + 0.5) * step) <= 0) inside++;
      cov[y * width + x] = inside / (SUPERSAMPLE * SUPERSAMPLE);
    }
  }
  return cov;
}

/** Paints the scene (sRGB blending, as canvas does) and records the subject's exact coverage. */
export function renderScene(spec: SceneSpec): RenderedScene {
  const { width, height } = spec;
  const total = width * height;
  const rgb = new Float32Array(total * 3);
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      const c = spec.background(x + 0.5, y + 0.5);
      rgb[i * 3] = c[0];
      rgb[i * 3 + 1] = c[1];
      rgb[i * 3 + 2] = c[2];
    }
  }
  const coverage = new Float32Array(total);
  for (const layer of spec.layers) {
    const cov = layerCoverage(layer.shape, width, height);
    const fixed = typeof layer.colour === 'function' ? null : layer.colour;
    for (let i = 0; i < total; i++) {
      const a = cov[i];
      if (a === 0) continue;
      const c = fixed ?? (layer.colour as (x: number, y: number) => Rgb)((i % width) + 0.5, Math.floor(i / width) + 0.5);
      for (let k = 0; k < 3; k++) rgb[i * 3 + k] = a * c[k] + (1 - a) * rgb[i * 3 + k];
      coverage[i] = a + (1 - a) * coverage[i];
    }
  }
  if (spec.noise) {
    const normal = gaussian(seededRandom(spec.seed));
    for (let k = 0; k < rgb.length; k++) rgb[k] += spec.noise * normal();
  }
  const data = new Uint8ClampedArray(total * 4);
  for (let i = 0; i < total; i++) {
    data[i * 4] = Math.round(rgb[i * 3]);
    data[i * 4 + 1] = Math.round(rgb[i * 3 + 1]);
    data[i * 4 + 2] = Math.round(rgb[i * 3 + 2]);
    data[i * 4 + 3] = 255;
  }
  const image = { data, width, height };
  if (spec.jpegQuality) jpegLike(image, spec.jpegQuality);
  return { image, coverage };
}
