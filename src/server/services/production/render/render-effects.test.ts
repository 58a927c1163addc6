import { describe, expect, it } from 'vitest';
import { cutline } from '../../../../shared/cutline';
import type { DesignDocument } from '../../../../shared/design';
import { renderDesign } from './render-design';

/** Sticker outlines and text effects drawn by the server exactly where the editor draws them (decision 57). */

function design(objects: unknown[], width = 400, height = 400): DesignDocument {
  return { version: 2, workspace: { id: 'workspace', shape: 'rectangle', width, height }, objects } as DesignDocument;
}

type Render = { rgba: Uint8ClampedArray; width: number; height: number };
const pixel = (r: Render, x: number, y: number) => [...r.rgba.subarray(4 * (y * r.width + x), 4 * (y * r.width + x) + 4)];
const isRed = (p: number[]) => p[3] > 200 && p[0] > 200 && p[1] < 60 && p[2] < 60;

/** A 100-unit square grown by 20: 140² less the four corners' rounding, (4 − π) × 20². */
const GROWN_BOX_AREA = 140 * 140 - (4 - Math.PI) * 20 * 20;

const box = { type: 'Rect', left: 150, top: 150, width: 100, height: 100, fill: '#0000ff', strokeWidth: 0 };

/** The cut line's box (the path's points), traced from the render's alpha as production does. */
function cutBox(r: Render): { left: number; right: number } {
  const alpha = new Uint8Array(r.width * r.height);
  for (let i = 0; i < alpha.length; i++) alpha[i] = r.rgba[i * 4 + 3];
  const numbers = (cutline(alpha, r.width, r.height, { dpi: 100 }).path.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
  const xs = numbers.filter((_, i) => i % 2 === 0);
  return { left: Math.min(...xs), right: Math.max(...xs) };
}

describe('server render of sticker outlines and text effects', () => {
  it('draws a shape’s outline in its colour at the set width, scaled with the render', async () => {
    const doc = design([{ ...box, stickerOutline: 20, stickerOutlineColor: '#ff0000' }]);
    const r = await renderDesign(doc, 400, 400);
    expect(pixel(r, 200, 200)).toEqual([0, 0, 255, 255]);
    for (const x of [149, 140, 131]) expect(isRed(pixel(r, x, 200))).toBe(true);
    expect(pixel(r, 126, 200)[3]).toBe(0);
    expect(isRed(pixel(r, 200, 268))).toBe(true);
    expect(pixel(r, 200, 273)[3]).toBe(0);
    // Twice the pixels per unit: twice the pixels of outline.
    const big = await renderDesign(doc, 800, 800);
    expect(isRed(pixel(big, 262, 400))).toBe(true);
    expect(pixel(big, 255, 400)[3]).toBe(0);
  });

  it('covers the area of the grown shape (the same figure the editor’s test checks)', async () => {
    const r = await renderDesign(design([{ ...box, stickerOutline: 20, stickerOutlineColor: '#ff0000' }]), 400, 400);
    let covered = 0;
    for (let i = 3; i < r.rgba.length; i += 4) if (r.rgba[i] > 127) covered++;
    expect(Math.abs(covered - GROWN_BOX_AREA) / GROWN_BOX_AREA).toBeLessThan(0.015);
  });

  it('outlines a group (a rectangle and a circle) as one silhouette, filling the gap between them', async () => {
    const group = {
      type: 'Group',
      left: 100,
      top: 100,
      width: 200,
      height: 100,
      stickerOutline: 10,
      stickerOutlineColor: '#ff0000',
      objects: [
        { type: 'Rect', left: -100, top: -50, width: 80, height: 100, fill: '#0000ff', strokeWidth: 0 },
        { type: 'Circle', left: 0, top: -50, radius: 50, fill: '#00ff00', strokeWidth: 0 },
      ],
    };
    const r = await renderDesign(design([group]), 400, 400);
    expect(isRed(pixel(r, 95, 150))).toBe(true); // left of the rectangle
    expect(pixel(r, 88, 150)[3]).toBe(0);
    expect(isRed(pixel(r, 190, 150))).toBe(true); // the gap between them is filled
    expect(isRed(pixel(r, 305, 150))).toBe(true); // right of the circle
    expect(pixel(r, 312, 150)[3]).toBe(0);
  });

  it('draws an outline across the seam of two strips', async () => {
    const r = await renderDesign(design([{ ...box, top: 520, stickerOutline: 20, stickerOutlineColor: '#ff0000' }], 400, 800), 400, 800);
    for (const y of [505, 511, 512, 519]) expect(isRed(pixel(r, 200, y))).toBe(true);
    expect(pixel(r, 200, 495)[3]).toBe(0);
  });

  it('draws an Echo that reaches into the next strip when the text itself does not', async () => {
    // Its box (114 high with the stroke) ends at row 510, its ink at 505: the strip from row 512 on has only the descenders' echoes.
    const text = {
      type: 'IText',
      left: 40,
      top: 396,
      text: 'gyp',
      fontSize: 100,
      fill: '#0000ff',
      fontFamily: 'DejaVu Sans',
      textEffect: { name: 'echo', color: '#ff0000', restore: {} },
    };
    const r = await renderDesign(design([text], 400, 800), 400, 800);
    let textRows = 0;
    let echoBelowSeam = 0;
    for (let y = 0; y < 800; y++)
      for (let x = 0; x < 400; x++) {
        const p = pixel(r, x, y);
        if (p[2] > 200 && p[3] > 200) textRows = Math.max(textRows, y);
        if (y >= 512 && p[3] > 0 && p[0] > 100) echoBelowSeam++;
      }
    expect(textRows).toBeLessThan(512);
    expect(echoBelowSeam).toBeGreaterThan(50);
  });

  it('grows the cut line with the outline', async () => {
    const plain = cutBox(await renderDesign(design([box]), 400, 400));
    const outlined = cutBox(await renderDesign(design([{ ...box, stickerOutline: 30, stickerOutlineColor: '#ff0000' }]), 400, 400));
    // The path's points (fitted cubics) land within a few pixels of the offset line.
    for (const grown of [plain.left - outlined.left, outlined.right - plain.right]) {
      expect(grown).toBeGreaterThan(26);
      expect(grown).toBeLessThan(34);
    }
  });

  it('draws the Echo text effect and a coloured text outline', async () => {
    const text = { type: 'IText', left: 40, top: 100, text: 'ECHO', fontSize: 100, fill: '#0000ff', fontFamily: 'DejaVu Sans' };
    const plain = await renderDesign(design([text]), 400, 400);
    const echo = await renderDesign(design([{ ...text, textEffect: { name: 'echo', color: '#ff0000', restore: {} } }]), 400, 400);
    const count = (r: Render, red: boolean) => {
      let n = 0;
      for (let i = 0; i < r.rgba.length; i += 4) if (r.rgba[i + 3] > 0 && (red ? r.rgba[i] > 100 && r.rgba[i + 2] < 100 : true)) n++;
      return n;
    };
    expect(count(plain, true)).toBe(0);
    expect(count(echo, true)).toBeGreaterThan(1000);
    const outlined = await renderDesign(
      design([{ ...text, stroke: '#ff0000', strokeWidth: 16, paintFirst: 'stroke', strokeLineJoin: 'round', stickerOutline: 8, stickerOutlineColor: '#ff0000' }]),
      400,
      400,
    );
    expect(count(outlined, false)).toBeGreaterThan(count(plain, false) * 1.5);
  });
});
