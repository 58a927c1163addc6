import type { BackgroundModel } from './background';
import { OklabCache } from './oklab';
import type { RgbaImage } from './types';

/**
 * How far each pixel's colour is from the background expected at its place (OKLab × 100). Fully
 * transparent pixels are at distance 0: they are background already.
 */
export function distanceToBackground(image: RgbaImage, model: BackgroundModel, onRows?: (done: number) => void): Float32Array {
  const { data, width, height } = image;
  const dist = new Float32Array(width * height);
  const [cl, ca, cb] = model.lab;
  const lab = new Float32Array(3);
  const du = width > 1 ? 1 / (width - 1) : 0;
  const dv = height > 1 ? 1 / (height - 1) : 0;
  const cache = new OklabCache();
  let prevKey = -1;
  const reportEvery = Math.max(1, Math.ceil(height / 8));
  for (let y = 0; y < height; y++) {
    const v = y * dv;
    // Along a row the bilinear surface is linear in u: start value and step per pixel.
    let bl = cl[0] + cl[2] * v;
    let ba = ca[0] + ca[2] * v;
    let bb = cb[0] + cb[2] * v;
    const sl = (cl[1] + cl[3] * v) * du;
    const sa = (ca[1] + ca[3] * v) * du;
    const sb = (cb[1] + cb[3] * v) * du;
    for (let x = 0, i = y * width, o = i * 4; x < width; x++, i++, o += 4, bl += sl, ba += sa, bb += sb) {
      if (data[o + 3] === 0) continue;
      // Flat art repeats colours in long runs: look up only when the colour changes.
      const key = (data[o] << 16) | (data[o + 1] << 8) | data[o + 2];
      if (key !== prevKey) {
        cache.lookup(data[o], data[o + 1], data[o + 2], lab);
        prevKey = key;
      }
      const dl = lab[0] - bl;
      const da = lab[1] - ba;
      const db = lab[2] - bb;
      dist[i] = Math.sqrt(dl * dl + da * da + db * db);
    }
    if (onRows && (y + 1) % reportEvery === 0) onRows((y + 1) / height);
  }
  return dist;
}
