import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { cutSettingsOf, type DesignDocument } from '../../../../shared/design';
import { alphaMask, traceDesignCut } from '../design-cut';
import { renderDesign } from './render-design';

// Masks (decision 56): an image's clipPath, in the image's own space, as the editor saves it.

/** A solid red PNG data URL. */
function redPng(width: number, height: number): string {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ff0000';
  ctx.fillRect(0, 0, width, height);
  return canvas.toDataURL('image/png');
}

/** A 200 × 100 image at (100, 100) on a 500 × 300 workspace, clipped by `clipPath`; its centre is (200, 150). */
function maskedDesign(clipPath: Record<string, unknown>, image: Record<string, unknown> = {}): DesignDocument {
  return {
    version: 2,
    workspace: { id: 'workspace', shape: 'rectangle', width: 500, height: 300 },
    objects: [{ type: 'image', id: 'photo', left: 100, top: 100, width: 200, height: 100, src: redPng(200, 100), clipPath, ...image }],
  } as DesignDocument;
}

/** The circle mask the editor writes for a 200 × 100 image: radius 50 around the image's centre. */
const CIRCLE = { type: 'circle', shape: 'circle', radius: 50, left: -50, top: -50, originX: 'left', originY: 'top', fill: '#000000', strokeWidth: 0, absolutePositioned: false };

const alpha = (r: { rgba: Uint8ClampedArray; width: number }, x: number, y: number) => r.rgba[4 * (y * r.width + x) + 3];

describe('server render of masked images', () => {
  it('draws a masked image only inside its mask: alpha 0 outside the circle, opaque inside', async () => {
    const r = await renderDesign(maskedDesign(CIRCLE), 500, 300);
    let inside = 0;
    let outside = 0;
    for (let y = 100; y < 200; y++) {
      for (let x = 100; x < 300; x++) {
        const d = Math.hypot(x + 0.5 - 200, y + 0.5 - 150);
        // One pixel either side of the edge is anti-aliased.
        if (d < 49) {
          expect(alpha(r, x, y), `${x},${y}`).toBe(255);
          inside++;
        } else if (d > 51) {
          expect(alpha(r, x, y), `${x},${y}`).toBe(0);
          outside++;
        }
      }
    }
    expect(inside).toBeGreaterThan(7000);
    expect(outside).toBeGreaterThan(11000);
  });

  it('traces the cut line around the masked silhouette, not the whole image', async () => {
    const doc = maskedDesign(CIRCLE);
    const r = await renderDesign(doc, 500, 300);
    const mask = alphaMask(r.rgba, 500 * 300);
    expect(mask).not.toBeNull();
    const dpi = 100;
    const cut = traceDesignCut(mask as Uint8Array, { width: 500, height: 300, x: 0, y: 0, scale: 1 }, cutSettingsOf(doc), dpi);
    const border = cutSettingsOf(doc).offsetIn * dpi; // 12.5 px around the art
    const { outer } = cut!;
    // The circle (150..250 × 100..200) grown by the border; the image alone would be 200 wide.
    for (const [got, want] of [
      [outer.x0, 150 - border],
      [outer.y0, 100 - border],
      [outer.x1, 250 + border],
      [outer.y1, 200 + border],
    ])
      expect(Math.abs(got - want)).toBeLessThan(2);
  });

  it('moves, scales and turns the mask with the image (the clip is in the image’s own space)', async () => {
    // The image at twice its size: 400 × 200 from (50, 50), centre (250, 150); the circle is now 200 across.
    const r = await renderDesign(maskedDesign(CIRCLE, { left: 50, top: 50, scaleX: 2, scaleY: 2 }), 500, 300);
    expect(alpha(r, 250, 150)).toBe(255);
    expect(alpha(r, 250, 60)).toBe(255);
    expect(alpha(r, 60, 60)).toBe(0);
    expect(alpha(r, 440, 240)).toBe(0);
  });

  it('draws a text mask with its font, and refuses a text mask in a font it cannot get', async () => {
    const text = { type: 'i-text', text: 'O', fontFamily: 'DejaVu Sans', fontSize: 100, fill: '#000000', originX: 'center', originY: 'center', left: 0, top: 0 };
    const r = await renderDesign(maskedDesign(text), 500, 300);
    let shown = 0;
    for (let y = 100; y < 200; y++) for (let x = 100; x < 300; x++) if (alpha(r, x, y) > 128) shown++;
    // The letter's ring shows the image; the rest of the image (20,000 px) is cut away.
    expect(shown).toBeGreaterThan(1000);
    expect(shown).toBeLessThan(8000);
    expect(alpha(r, 105, 105)).toBe(0);
    await expect(renderDesign(maskedDesign({ ...text, fontFamily: 'Abril Fatface' }), 500, 300)).rejects.toMatchObject({ code: 'font_unavailable' });
  });
});
