import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import type { DesignDocument } from '../../../../shared/design';
import { renderDesign } from './render-design';

/** Four 20 px quadrants: red, green / blue, white (the editor tests' photo). */
function quadrants(): string {
  const c = createCanvas(40, 40);
  const ctx = c.getContext('2d');
  ['#ff0000', '#00ff00', '#0000ff', '#ffffff'].forEach((colour, i) => {
    ctx.fillStyle = colour;
    ctx.fillRect((i % 2) * 20, Math.floor(i / 2) * 20, 20, 20);
  });
  return c.toDataURL('image/png');
}

const photo = (extra: Record<string, unknown> = {}) => ({ id: 'photo', type: 'Image', left: 0, top: 0, width: 40, height: 40, src: quadrants(), ...extra });

const design = (object: Record<string, unknown>) =>
  ({ version: 2, workspace: { id: 'workspace', shape: 'rectangle', width: 40, height: 40 }, objects: [object] }) as unknown as DesignDocument;

function pixel(r: { rgba: Uint8ClampedArray; width: number }, x: number, y: number): number[] {
  const i = 4 * (y * r.width + x);
  return [...r.rgba.subarray(i, i + 4)];
}

function meanLuminance(r: { rgba: Uint8ClampedArray }): number {
  let sum = 0;
  for (let i = 0; i < r.rgba.length; i += 4) sum += 0.21 * r.rgba[i] + 0.72 * r.rgba[i + 1] + 0.07 * r.rgba[i + 2];
  return sum / (r.rgba.length / 4);
}

// The JSON the editor writes for an adjusted and a cropped photo (ImageAdjustPlugin, CropPlugin).
describe('server render of photo adjustments and crops', () => {
  it('draws black-and-white as R = G = B where the plain photo is coloured', async () => {
    const plain = await renderDesign(design(photo()), 40, 40);
    const grey = await renderDesign(design(photo({ filters: [{ type: 'Grayscale', mode: 'luminosity' }] })), 40, 40);
    expect(pixel(plain, 5, 5)).toEqual([255, 0, 0, 255]);
    const [r, g, b, a] = pixel(grey, 5, 5);
    expect([r, g, a]).toEqual([b, b, 255]);
    // 0.21 × 255, as the editor's 2D filter computes it.
    expect(r).toBe(Math.round(0.21 * 255));
  });

  it('draws brightness and saturation: a darker photo has a lower mean luminance, a desaturated one is grey', async () => {
    const plain = await renderDesign(design(photo()), 40, 40);
    const darker = await renderDesign(design(photo({ filters: [{ type: 'Brightness', brightness: -0.25 }] })), 40, 40);
    expect(meanLuminance(darker)).toBeLessThan(meanLuminance(plain) - 30);
    // Brightness adds 255 × b to each channel: white 255 → 191.
    expect(pixel(darker, 30, 30)).toEqual([191, 191, 191, 255]);
    const grey = await renderDesign(design(photo({ filters: [{ type: 'Saturation', saturation: -1 }] })), 40, 40);
    const [r, g, b] = pixel(grey, 25, 5);
    expect(r).toBe(g);
    expect(g).toBe(b);
  });

  it('draws only the cropped part of a photo, where the editor put it', async () => {
    // The right half (green over white), 20 × 40, scaled ×2 to fill the 40 × 80 design.
    const doc = design(photo({ cropX: 20, cropY: 0, width: 20, height: 40, scaleX: 2, scaleY: 2 }));
    doc.workspace = { ...doc.workspace, width: 40, height: 80 };
    const r = await renderDesign(doc, 40, 80);
    expect(pixel(r, 5, 5)).toEqual([0, 255, 0, 255]);
    expect(pixel(r, 35, 35)).toEqual([0, 255, 0, 255]);
    expect(pixel(r, 5, 45)).toEqual([255, 255, 255, 255]);
    expect(pixel(r, 35, 75)).toEqual([255, 255, 255, 255]);
  });
});
