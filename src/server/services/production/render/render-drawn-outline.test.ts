import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import type { DesignDocument } from '../../../../shared/design';
import { renderDesign } from './render-design';

/**
 * A photo whose sticker border is drawn at render time (decision 66), as the editor saves it: the photo
 * with a transparent margin of the border's width (`extension.drawnOutline`, `outlinePad`), the border's
 * settings, and Fabric's filters or a mask. The production render draws the border in its colour
 * around what the photo shows: filters never tint it, a mask's shape is followed.
 */

const PAD = 12;

/** A 100 × 100 blue photo with a transparent margin of PAD pixels, as a PNG data URL. */
function paddedBluePhoto(): string {
  const c = createCanvas(100 + 2 * PAD, 100 + 2 * PAD);
  const ctx = c.getContext('2d');
  ctx.fillStyle = '#0000ff';
  ctx.fillRect(PAD, PAD, 100, 100);
  return c.toDataURL('image/png');
}

/** The photo at (100, 100) to (224, 224) on the design: the blue square is (112, 112) to (212, 212). */
const photo = (extra: Record<string, unknown> = {}) => ({
  id: 'photo',
  type: 'Image',
  left: 100,
  top: 100,
  width: 100 + 2 * PAD,
  height: 100 + 2 * PAD,
  src: paddedBluePhoto(),
  stickerOutline: PAD,
  stickerOutlineColor: '#ff0000',
  extension: { originalSrc: 'data:image/png;base64,unused-by-the-render', drawnOutline: true, outlinePad: PAD },
  ...extra,
});

const design = (object: Record<string, unknown>) =>
  ({ version: 2, workspace: { id: 'workspace', shape: 'rectangle', width: 324, height: 324 }, objects: [object] }) as unknown as DesignDocument;

type Render = { rgba: Uint8ClampedArray; width: number };
const pixel = (r: Render, x: number, y: number) => [...r.rgba.subarray(4 * (y * r.width + x), 4 * (y * r.width + x) + 4)];
const isRed = (p: number[]) => p[3] > 200 && p[0] > 200 && p[1] < 60 && p[2] < 60;
const isGrey = (p: number[]) => p[3] > 200 && Math.abs(p[0] - p[1]) < 8 && Math.abs(p[1] - p[2]) < 8;

describe('server render of a drawn photo border (decision 66)', () => {
  it('keeps the border red under black-and-white and brightness, the photo grey', async () => {
    const r = await renderDesign(
      design(
        photo({
          filters: [
            { type: 'Brightness', brightness: 0.2 },
            { type: 'Grayscale', mode: 'luminosity' },
          ],
        }),
      ),
      324,
      324,
    );
    expect(isGrey(pixel(r, 162, 162))).toBe(true);
    for (const [x, y] of [
      [106, 162],
      [162, 218],
      [218, 162],
    ])
      expect(isRed(pixel(r, x, y))).toBe(true);
    expect(pixel(r, 98, 162)[3]).toBe(0);
  });

  it('draws the border around a circular mask, not the square photo', async () => {
    const mask = { type: 'Circle', radius: 40, left: 0, top: 0, originX: 'center', originY: 'center', fill: '#000000' };
    const r = await renderDesign(design(photo({ clipPath: mask })), 324, 324);
    expect(pixel(r, 162, 162)).toEqual([0, 0, 255, 255]);
    // The circle (radius 40 around (162, 162)) grown by 12: red at 46 out, nothing at 55 out or in the photo's corner.
    expect(isRed(pixel(r, 162 + 46, 162))).toBe(true);
    expect(isRed(pixel(r, 162, 162 - 46))).toBe(true);
    expect(isRed(pixel(r, Math.round(162 + 46 * Math.SQRT1_2), Math.round(162 + 46 * Math.SQRT1_2)))).toBe(true);
    expect(pixel(r, 162 + 55, 162)[3]).toBe(0);
    expect(pixel(r, 115, 115)[3]).toBe(0);
  });
});
