import { describe, expect, it } from 'vitest';
import { SHIPPED_FONT_URLS } from './font-urls';
import { installShippedFonts, loadShippedFont, shippedFiles } from './shipped-faces';

function widthOf(font: string): number {
  const ctx = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
  ctx.font = font;
  return ctx.measureText('Hamburgefonstiv 1978').width;
}

describe('shipped fonts in the editor', () => {
  it('has an asset URL for every file of the catalogue, and no other', () => {
    expect(Object.keys(SHIPPED_FONT_URLS).sort()).toEqual(shippedFiles().sort());
  });

  it('draws Impact with the shipped Anton file once loaded, never a system font', async () => {
    installShippedFonts();
    await loadShippedFont('Impact');
    await loadShippedFont('Anton');
    expect(document.fonts.check('16px "Impact"')).toBe(true);
    const faces = [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Impact');
    expect(faces.length).toBeGreaterThan(0);
    expect(faces.every((f) => f.status === 'loaded' || f.status === 'unloaded')).toBe(true);
    expect(widthOf('80px "Impact"')).toBeCloseTo(widthOf('80px "Anton"'), 3);
    expect(widthOf('80px "Impact"')).not.toBeCloseTo(widthOf('80px "DejaVu Sans"'), 0);
  });
});
