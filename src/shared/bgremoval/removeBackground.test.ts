import { describe, expect, it } from 'vitest';
import { BackgroundRemovalError, removeBackground } from './index';
import { renderScene, type SceneSpec } from './synthetic/render';
import { capsule, circle, ellipse, outline, roundRect, subtract } from './synthetic/shapes';

const WHITE: [number, number, number] = [255, 255, 255];
const RED: [number, number, number] = [220, 30, 40];

function scene(spec: Partial<SceneSpec> & Pick<SceneSpec, 'layers'>) {
  return renderScene({ width: 64, height: 64, seed: 1, background: () => WHITE, ...spec });
}

const alphaAt = (data: Uint8ClampedArray, width: number, x: number, y: number) => data[(y * width + x) * 4 + 3];

describe('removeBackground', () => {
  it('makes a plain background transparent and keeps the subject opaque', () => {
    const { image } = scene({ layers: [{ shape: roundRect(16, 16, 48, 48, 4), colour: RED }] });
    const result = removeBackground(image);
    expect(alphaAt(result.data, 64, 0, 0)).toBe(0);
    expect(alphaAt(result.data, 64, 8, 32)).toBe(0);
    expect(alphaAt(result.data, 64, 32, 32)).toBe(255);
    expect([...result.data.slice((32 * 64 + 32) * 4, (32 * 64 + 32) * 4 + 3)]).toEqual(RED);
    expect(result.background).toEqual(WHITE);
    expect(result.borderMatch).toBe(1);
  });

  it('gives a half-covered edge pixel half alpha and the subject colour, not a pink mix with the white', () => {
    // The left edge at x = 16.5 covers pixel 16 by half.
    const { image } = scene({ layers: [{ shape: roundRect(16.5, 10, 50, 54, 0), colour: RED }] });
    const result = removeBackground(image);
    const o = (32 * 64 + 16) * 4;
    expect(image.data[o + 1]).toBeGreaterThan(120); // the input pixel is a red–white mix
    expect(result.mask[32 * 64 + 16]).toBeGreaterThan(115);
    expect(result.mask[32 * 64 + 16]).toBeLessThan(140);
    for (let c = 0; c < 3; c++) expect(Math.abs(result.data[o + c] - RED[c])).toBeLessThanOrEqual(6);
  });

  it('gives hard edges when edge softness is 0', () => {
    const { image } = scene({ layers: [{ shape: circle(32, 32, 20.3), colour: RED }] });
    const values = new Set(removeBackground(image, { edgeSoftness: 0 }).mask);
    expect([...values].sort((a, b) => a - b)).toEqual([0, 255]);
  });

  it("removes a donut's hole: background showing through the subject", () => {
    const donut = subtract(circle(32, 32, 28), circle(32, 32, 12));
    const { image } = scene({
      layers: [
        { shape: donut, colour: RED },
        { shape: outline(donut, 2), colour: [30, 20, 40] },
      ],
    });
    const result = removeBackground(image);
    expect(result.mask[32 * 64 + 32]).toBe(0);
    expect(result.mask[32 * 64 + 10]).toBe(255);
    expect(result.holesRemoved).toBe(1);
    expect(removeBackground(image, { removeHoles: false }).mask[32 * 64 + 32]).toBe(255);
  });

  it('keeps small background-coloured details and white areas that hold a drawing (an eye round its pupil)', () => {
    const face = (withPupil: boolean) =>
      scene({
        width: 96,
        height: 96,
        layers: [
          { shape: circle(48, 48, 44), colour: RED },
          // A small shine: white like the background, too small to be a hole.
          { shape: circle(20, 48, 2.5), colour: WHITE },
          // A big eye: its white matches the background; with a pupil it holds a drawing.
          { shape: outline(ellipse(56, 44, 18, 20), 2), colour: [30, 20, 40] },
          { shape: ellipse(56, 44, 17, 19), colour: WHITE },
          ...(withPupil ? [{ shape: circle(58, 46, 6), colour: [30, 20, 40] as [number, number, number] }] : []),
        ],
      }).image;
    const options = { minHoleFraction: 0.01 };
    const withPupil = removeBackground(face(true), options);
    expect(withPupil.mask[48 * 96 + 20]).toBe(255);
    expect(withPupil.mask[44 * 96 + 45]).toBe(255);
    expect(withPupil.holesRemoved).toBe(0);
    // The same white area with nothing inside is background showing through.
    const empty = removeBackground(face(false), options);
    expect(empty.mask[44 * 96 + 45]).toBe(0);
    expect(empty.mask[48 * 96 + 20]).toBe(255);
    expect(empty.holesRemoved).toBe(1);
  });

  it('keeps a white subject drawn only by a thin outline on white: the enclosed area is most of the subject', () => {
    const cloud = ellipse(48, 48, 36, 30);
    const { image } = scene({
      width: 96,
      height: 96,
      layers: [
        { shape: cloud, colour: WHITE },
        { shape: outline(cloud, 2), colour: [160, 160, 165] },
      ],
    });
    const result = removeBackground(image);
    expect(result.mask[48 * 96 + 48]).toBe(255);
    expect(result.mask[2 * 96 + 2]).toBe(0);
    expect(result.holesRemoved).toBe(0);
  });

  it('keeps a white die-cut border on light grey (#EEEEEE): a sharp step is an edge even within the tolerance', () => {
    const { image } = scene({
      width: 96,
      height: 96,
      background: () => [238, 238, 238],
      layers: [
        { shape: circle(48, 48, 40), colour: WHITE },
        { shape: circle(48, 48, 28), colour: RED },
      ],
    });
    const result = removeBackground(image);
    expect(result.mask[48 * 96 + 12]).toBe(255);
    expect(result.mask[48 * 96 + 4]).toBe(0);
  });

  it('keeps an enclosed area that is only close to the background colour (a pale highlight)', () => {
    const { image } = scene({
      width: 96,
      height: 96,
      background: () => [250, 244, 220],
      layers: [
        { shape: circle(48, 48, 44), colour: RED },
        { shape: ellipse(48, 48, 16, 20), colour: [255, 238, 236] },
      ],
    });
    // The highlight is 3.1 OKLab units from the background: within tolerance 5, but not within half of it.
    const result = removeBackground(image, { tolerance: 5 });
    expect(result.mask[48 * 96 + 48]).toBe(255);
    expect(removeBackground(image, { tolerance: 8 }).mask[48 * 96 + 48]).toBe(0);
  });

  it('removes a gradient background and keeps a subject that runs off the border', () => {
    const { image } = scene({
      background: (x, y) => [200 + x * 0.6, 220 - y * 0.3, 240],
      layers: [
        { shape: roundRect(-10, 44, 74, 80, 0), colour: [40, 140, 90] },
        { shape: circle(32, 24, 12), colour: RED },
      ],
    });
    const result = removeBackground(image);
    expect(alphaAt(result.data, 64, 0, 0)).toBe(0);
    expect(alphaAt(result.data, 64, 63, 0)).toBe(0);
    expect(alphaAt(result.data, 64, 63, 40)).toBe(0);
    expect(alphaAt(result.data, 64, 32, 24)).toBe(255);
    expect(alphaAt(result.data, 64, 0, 60)).toBe(255);
    expect(result.borderMatch).toBeLessThan(1);
  });

  it('raises the tolerance to a grainy background and leaves no specks in it', () => {
    const { image } = scene({ width: 128, height: 128, background: () => [245, 238, 215], noise: 6, layers: [{ shape: circle(64, 64, 30), colour: RED }] });
    const result = removeBackground(image, { tolerance: 2 });
    expect(result.tolerance).toBeGreaterThan(2);
    let visibleOutside = 0;
    for (let y = 0; y < 128; y++) for (let x = 0; x < 128; x++) if (Math.hypot(x + 0.5 - 64, y + 0.5 - 64) > 33 && result.mask[y * 128 + x] >= 128) visibleOutside++;
    expect(visibleOutside).toBeLessThanOrEqual(3);
  });

  it('separates a white subject from a light-grey background (perceptual distance)', () => {
    const { image, coverage } = scene({ background: () => [222, 224, 228], layers: [{ shape: circle(32, 32, 18), colour: WHITE }] });
    const result = removeBackground(image);
    expect(result.mask[32 * 64 + 32]).toBe(255);
    expect(result.mask[2 * 64 + 2]).toBe(0);
    let disagreements = 0;
    for (let i = 0; i < coverage.length; i++) if (coverage[i] > 0.5 !== result.mask[i] >= 128) disagreements++;
    expect(disagreements).toBeLessThanOrEqual(4);
  });

  it('keeps a pale subject on a very grainy background (decided on the averaged colours too)', () => {
    const { image, coverage } = scene({ width: 128, height: 128, background: () => [222, 224, 228], noise: 12, layers: [{ shape: circle(64, 64, 36), colour: WHITE }] });
    const result = removeBackground(image);
    let agree = 0;
    for (let i = 0; i < coverage.length; i++) if (coverage[i] > 0.5 === result.mask[i] >= 128) agree++;
    expect(agree / coverage.length).toBeGreaterThan(0.97);
    expect(result.mask[64 * 128 + 64]).toBe(255);
  });

  it('keeps thin line art', () => {
    const { image } = scene({ layers: [{ shape: capsule(8.2, 56, 56, 8.2, 0.9), colour: [20, 20, 24] }] });
    const result = removeBackground(image);
    expect(result.mask[32 * 64 + 32]).toBeGreaterThan(100);
    expect(result.mask[10 * 64 + 10]).toBe(0);
  });

  it('keeps transparent input pixels transparent and does not change the input', () => {
    const { image } = scene({ layers: [{ shape: circle(32, 32, 20), colour: RED }] });
    image.data[(32 * 64 + 32) * 4 + 3] = 0;
    const before = image.data.slice();
    const result = removeBackground(image);
    expect(alphaAt(result.data, 64, 32, 32)).toBe(0);
    expect(image.data).toEqual(before);
    expect(result.data).not.toBe(image.data);
  });

  it('handles an already cut-out image (transparent border) and a 1 × 1 image', () => {
    const cutOut = new Uint8ClampedArray(16 * 16 * 4);
    for (let y = 4; y < 12; y++) for (let x = 4; x < 12; x++) cutOut.set([10, 200, 30, 255], (y * 16 + x) * 4);
    const result = removeBackground({ data: cutOut, width: 16, height: 16 });
    expect(alphaAt(result.data, 16, 8, 8)).toBe(255);
    expect(alphaAt(result.data, 16, 0, 0)).toBe(0);
    expect(removeBackground({ data: new Uint8ClampedArray([9, 9, 9, 255]), width: 1, height: 1 }).mask[0]).toBe(0);
  });

  it('reports progress from 0 to 1, never backwards', () => {
    const { image } = scene({ layers: [{ shape: circle(32, 32, 20), colour: RED }] });
    const seen: number[] = [];
    removeBackground(image, { onProgress: (f) => seen.push(f) });
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(1);
    for (let k = 1; k < seen.length; k++) expect(seen[k]).toBeGreaterThanOrEqual(seen[k - 1]);
  });

  it('refuses malformed input with a clear error', () => {
    const attempt = (image: unknown) => () => removeBackground(image as never);
    expect(attempt({ data: new Uint8ClampedArray(4), width: 0, height: 1 })).toThrow(BackgroundRemovalError);
    expect(attempt({ data: new Uint8ClampedArray(8), width: 1, height: 1 })).toThrow(/Uint8ClampedArray of 4 bytes/);
    expect(attempt({ data: new Uint8Array(4), width: 1, height: 1 })).toThrow(/RGBA/);
    expect(attempt({ data: new Uint8ClampedArray(4), width: 7000, height: 7000 })).toThrow(expect.objectContaining({ code: 'too_large' }));
    expect(attempt(null)).toThrow(expect.objectContaining({ code: 'invalid_size' }));
  });
});
