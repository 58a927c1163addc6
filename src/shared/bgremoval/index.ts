/**
 * Background removal for sticker-style art on a plain or near-plain background, in the browser or in
 * Node, with no model and no DOM. Steps:
 *   1. estimate the background from the image border (a bilinear colour surface, so gentle gradients fit);
 *   2. measure each pixel's perceptual distance (OKLab) to the background expected at its place (on a
 *      grainy background, the smaller of its own and its 3 × 3 mean colour's);
 *   3. flood from the border through pixels within the tolerance (raised to the background's own noise);
 *   4. remove enclosed background-coloured areas big enough to be background showing through (a donut's hole);
 *   5. give boundary pixels fractional alpha and un-mix the background from their colour.
 */
import { estimateBackground } from './background';
import { evalBilinear } from './bilinear';
import { distanceToBackground } from './distance';
import { gateByEdges } from './edgeGate';
import { applyEdges } from './edges';
import { floodFromBorder } from './flood';
import { closeGaps, regrowOneStep } from './gaps';
import { removeEnclosedBackground } from './holes';
import { boxBlur3 } from './smooth';
import { DEFAULT_MIN_HOLE_FRACTION, DEFAULT_TOLERANCE, type RemovalOptions, type RemovalResult, type RgbaImage } from './types';
import { assertValidImage } from './validate';

export * from './types';
export { BackgroundRemovalError } from './validate';

/** Border noise (OKLab × 100, 95th percentile) above which the background counts as grainy. */
const GRAINY = 2;

/** The tolerance used: the asked one, or enough to cover the border's noise (JPEG grain, dithering). */
export function effectiveTolerance(asked: number, noise: number): number {
  return Math.max(asked, noise * 1.25 + 0.5);
}

export function removeBackground(image: RgbaImage, options: RemovalOptions = {}): RemovalResult {
  assertValidImage(image);
  const { width, height } = image;
  const progress = options.onProgress ?? (() => {});
  const asked = clampNumber(options.tolerance, 0, 100, DEFAULT_TOLERANCE);
  const softness = clampNumber(options.edgeSoftness, 0, 1, 1);
  const minHoleFraction = clampNumber(options.minHoleFraction, 0, 1, DEFAULT_MIN_HOLE_FRACTION);
  const total = width * height;
  progress(0);

  let model = estimateBackground(image, asked);
  // A grainy background is judged on a lightly averaged copy too: its grain is three times smaller, so
  // the tolerance need not rise above the gap between a pale subject and the background. A pixel's
  // distance is the smaller of the two, so a pixel next to the subject (whose average is pulled towards
  // the subject) is still judged by its own colour, and the edge stays where it is.
  const grainy = model.noise > GRAINY;
  const smoothed = grainy ? boxBlur3(image) : null;
  if (smoothed) model = estimateBackground(smoothed, asked);
  const tolerance = effectiveTolerance(asked, model.noise);
  progress(0.05);
  const dist = distanceToBackground(image, model, (rows) => progress(0.05 + (grainy ? 0.2 : 0.45) * rows));
  if (smoothed) {
    const averaged = distanceToBackground(smoothed, model, (rows) => progress(0.25 + 0.25 * rows));
    for (let i = 0; i < total; i++) if (averaged[i] < dist[i]) dist[i] = averaged[i];
  }

  // The flood sees the distances through the edge gate: it stops at sharp steps even within the tolerance.
  const gated = gateByEdges(dist, width, height, tolerance);
  progress(0.55);
  const state = new Uint8Array(total);
  const queue = new Int32Array(total);
  floodFromBorder(closeGaps(gated, width, height), width, height, tolerance, state, queue);
  regrowOneStep(gated, width, height, tolerance, state);
  progress(0.65);
  const holesRemoved =
    options.removeHoles === false ? 0 : removeEnclosedBackground(dist, width, height, { tolerance, minArea: Math.max(16, Math.ceil(minHoleFraction * total)) }, state, queue);
  progress(0.8);

  const { data, mask } = applyEdges({ data: image.data, width, height, dist, state, model, tolerance, softness });
  progress(1);

  let matched = 0;
  for (const r of model.borderResiduals) if (r <= tolerance) matched++;
  const rgbAtCentre = model.rgb.map((c) => Math.round(Math.min(255, Math.max(0, evalBilinear(c, 0.5, 0.5))))) as [number, number, number];
  return {
    data,
    mask,
    width,
    height,
    background: rgbAtCentre,
    borderMatch: model.borderResiduals.length === 0 ? 1 : matched / model.borderResiduals.length,
    tolerance,
    holesRemoved,
  };
}

function clampNumber(value: number | undefined, min: number, max: number, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}
