import { type Bilinear, evalBilinear, fitBilinear } from './bilinear';
import { srgbToOklab } from './oklab';
import type { RgbaImage } from './types';

/** The background as seen on the image's border: a colour surface in OKLab (for distances) and in sRGB (for edges). */
export interface BackgroundModel {
  /** L, a, b surfaces (OKLab × 100). */
  lab: [Bilinear, Bilinear, Bilinear];
  /** R, G, B surfaces (0…255). */
  rgb: [Bilinear, Bilinear, Bilinear];
  /** The background's own noise: 95th percentile of border distances to the surface (OKLab × 100). */
  noise: number;
  /** Distance (OKLab × 100) of every opaque border sample to the fitted surface, to score how plain the border is. */
  borderResiduals: Float32Array;
}

/** Border pixels more transparent than this are already background and say nothing about its colour. */
const OPAQUE_ENOUGH = 16;

/** Indices of the pixels on the image's outer ring, each once. */
export function borderPixels(width: number, height: number): Int32Array {
  if (width <= 2 || height <= 2) return Int32Array.from({ length: width * height }, (_, i) => i);
  const out = new Int32Array(2 * width + 2 * (height - 2));
  let n = 0;
  for (let x = 0; x < width; x++) {
    out[n++] = x;
    out[n++] = (height - 1) * width + x;
  }
  for (let y = 1; y < height - 1; y++) {
    out[n++] = y * width;
    out[n++] = y * width + width - 1;
  }
  return out;
}

function median(values: Float32Array, count: number): number {
  const sorted = values.slice(0, count).sort();
  return count === 0 ? 0 : sorted[count >> 1];
}

function percentile(values: Float32Array, count: number, p: number): number {
  if (count === 0) return 0;
  const sorted = values.slice(0, count).sort();
  return sorted[Math.min(count - 1, Math.floor(p * count))];
}

/**
 * Estimates the background from the border: the median colour first, then a bilinear surface fitted to
 * the border samples near it, refitted once to the samples near the surface (so a subject touching the
 * border, or a gradient, does not pull the estimate away).
 */
export function estimateBackground(image: RgbaImage, tolerance: number): BackgroundModel {
  const { data, width, height } = image;
  const ring = borderPixels(width, height);
  const n = ring.length;
  const us = new Float32Array(n);
  const vs = new Float32Array(n);
  const lab = [new Float32Array(n), new Float32Array(n), new Float32Array(n)];
  const rgb = [new Float32Array(n), new Float32Array(n), new Float32Array(n)];
  const tmp = new Float32Array(3);
  const du = width > 1 ? 1 / (width - 1) : 0;
  const dv = height > 1 ? 1 / (height - 1) : 0;
  let count = 0;
  for (let k = 0; k < n; k++) {
    const i = ring[k];
    const o = i * 4;
    if (data[o + 3] < OPAQUE_ENOUGH) continue;
    us[count] = (i % width) * du;
    vs[count] = Math.floor(i / width) * dv;
    srgbToOklab(data[o], data[o + 1], data[o + 2], tmp);
    for (let c = 0; c < 3; c++) {
      lab[c][count] = tmp[c];
      rgb[c][count] = data[o + c];
    }
    count++;
  }
  if (count === 0) {
    // A border that is all transparent: the image is already cut out; white stands in for the background.
    return {
      lab: [
        [100, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
      rgb: [
        [255, 0, 0, 0],
        [255, 0, 0, 0],
        [255, 0, 0, 0],
      ],
      noise: 0,
      borderResiduals: new Float32Array(0),
    };
  }

  const centre = [median(lab[0], count), median(lab[1], count), median(lab[2], count)];
  const residual = new Float32Array(count);
  for (let k = 0; k < count; k++) residual[k] = Math.hypot(lab[0][k] - centre[0], lab[1][k] - centre[1], lab[2][k] - centre[2]);

  let labFit: [Bilinear, Bilinear, Bilinear] = [
    [centre[0], 0, 0, 0],
    [centre[1], 0, 0, 0],
    [centre[2], 0, 0, 0],
  ];
  let rgbFit: [Bilinear, Bilinear, Bilinear] = [
    [median(rgb[0], count), 0, 0, 0],
    [median(rgb[1], count), 0, 0, 0],
    [median(rgb[2], count), 0, 0, 0],
  ];
  // First gate is wide (a gradient spreads the border around its median); the second is around the surface.
  for (const gate of [4 * tolerance + 6, 2 * tolerance + 3]) {
    const fit = fitInliers(us, vs, lab, rgb, residual, count, gate);
    if (!fit) break;
    labFit = fit.lab;
    rgbFit = fit.rgb;
    for (let k = 0; k < count; k++) {
      const u = us[k];
      const v = vs[k];
      residual[k] = Math.hypot(lab[0][k] - evalBilinear(labFit[0], u, v), lab[1][k] - evalBilinear(labFit[1], u, v), lab[2][k] - evalBilinear(labFit[2], u, v));
    }
  }

  const inliers = new Float32Array(count);
  let m = 0;
  for (let k = 0; k < count; k++) if (residual[k] <= 2 * tolerance + 3) inliers[m++] = residual[k];
  return { lab: labFit, rgb: rgbFit, noise: percentile(inliers, m, 0.95), borderResiduals: residual };
}

function fitInliers(us: Float32Array, vs: Float32Array, lab: Float32Array[], rgb: Float32Array[], residual: Float32Array, count: number, gate: number) {
  const iu = new Float32Array(count);
  const iv = new Float32Array(count);
  const values = [0, 1, 2, 3, 4, 5].map(() => new Float32Array(count));
  let m = 0;
  for (let k = 0; k < count; k++) {
    if (residual[k] > gate) continue;
    iu[m] = us[k];
    iv[m] = vs[k];
    for (let c = 0; c < 3; c++) {
      values[c][m] = lab[c][k];
      values[3 + c][m] = rgb[c][k];
    }
    m++;
  }
  if (m === 0) return null;
  const surfaces = values.map((v) => fitBilinear(iu, iv, v, m));
  return { lab: [surfaces[0], surfaces[1], surfaces[2]] as [Bilinear, Bilinear, Bilinear], rgb: [surfaces[3], surfaces[4], surfaces[5]] as [Bilinear, Bilinear, Bilinear] };
}
