import { describe, expect, it } from 'vitest';
import type { DesignDocument } from '../../../../shared/design';
import { renderDesign } from './render-design';

function pixel(r: { rgba: Uint8ClampedArray; width: number }, x: number, y: number): number[] {
  const i = 4 * (y * r.width + x);
  return [...r.rgba.subarray(i, i + 4)];
}

describe('server render of a design with its own colours (Fabric documents)', () => {
  it('draws the background, then the workspace fill, in the workspace shape, under the art', async () => {
    const doc = {
      version: 2,
      workspace: { id: 'workspace', shape: 'circle', width: 200, height: 200, fill: '#1d3557' },
      background: '#ff0000',
      objects: [{ type: 'Rect', left: 90, top: 90, width: 20, height: 20, fill: '#00ff00' }],
    } as DesignDocument;
    const r = await renderDesign(doc, 200, 200);
    expect(pixel(r, 100, 100)).toEqual([0, 255, 0, 255]);
    expect(pixel(r, 50, 100)).toEqual([0x1d, 0x35, 0x57, 255]);
    // Outside the circle: nothing (the sticker's shape is the design area's).
    expect(pixel(r, 2, 2)[3]).toBe(0);
  });

  it('draws only the background when the workspace has no fill', async () => {
    const doc = { version: 2, workspace: { id: 'workspace', shape: 'rectangle', width: 100, height: 100 }, background: '#ff0000', objects: [] } as unknown as DesignDocument;
    const r = await renderDesign(doc, 100, 100);
    expect(pixel(r, 1, 1)).toEqual([255, 0, 0, 255]);
  });
});
