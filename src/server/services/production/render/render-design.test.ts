import { describe, expect, it } from 'vitest';
import type { DesignDocument } from '../../../../shared/design';
import { renderDesign } from './render-design';
import { TRANSPARENT_PIXEL } from './resolve-images';
import { MAX_TEXT_CHARS } from './text-bound';

const RED_PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

function design(objects: unknown[], width = 1000, height = 500): DesignDocument {
  return { version: 2, workspace: { id: 'workspace', shape: 'rectangle', width, height }, objects } as DesignDocument;
}

function pixel(r: { rgba: Uint8ClampedArray; width: number }, x: number, y: number): number[] {
  const i = 4 * (y * r.width + x);
  return [...r.rgba.subarray(i, i + 4)];
}

describe('server renderer (Fabric + Skia)', () => {
  it('scales the workspace onto the output: objects where they are, transparent elsewhere', async () => {
    const r = await renderDesign(design([{ type: 'Rect', left: 500, top: 0, width: 500, height: 250, fill: '#00ff00' }]), 400, 200);
    expect([r.width, r.height, r.rgba.length]).toEqual([400, 200, 400 * 200 * 4]);
    expect(pixel(r, 300, 50)).toEqual([0, 255, 0, 255]);
    expect(pixel(r, 100, 150)[3]).toBe(0);
  });

  it('draws our own classes (curved text) and text', async () => {
    const r = await renderDesign(
      design([
        { type: 'curved-text', left: 100, top: 50, text: 'CURVED', fontSize: 80, fill: '#000000', fontFamily: 'DejaVu Sans', bend: 30 },
        { type: 'Textbox', left: 100, top: 300, width: 800, text: 'straight', fontSize: 80, fill: '#000000', fontFamily: 'DejaVu Sans' },
      ]),
      1000,
      500,
    );
    let top = 0;
    let bottom = 0;
    for (let y = 0; y < 500; y++) for (let x = 0; x < 1000; x++) if (pixel(r, x, y)[3] > 128) y < 250 ? top++ : bottom++;
    expect(top).toBeGreaterThan(500);
    expect(bottom).toBeGreaterThan(500);
  });

  it('draws data: images and never loads anything else (a path is not read as a file)', async () => {
    const r = await renderDesign(design([{ type: 'Image', left: 0, top: 0, width: 1, height: 1, scaleX: 100, scaleY: 100, src: RED_PIXEL }]), 1000, 500);
    expect(pixel(r, 50, 50)).toEqual([255, 0, 0, 255]);
    const blank = await renderDesign(design([{ type: 'Image', left: 0, top: 0, width: 1, height: 1, scaleX: 100, scaleY: 100, src: TRANSPARENT_PIXEL }]), 1000, 500);
    expect(pixel(blank, 50, 50)[3]).toBe(0);
    // Neither a file path nor a corrupt image is drawn: the objects are left out and named.
    const broken = await renderDesign(
      design([
        { id: 'path', type: 'Image', left: 0, top: 0, src: '/etc/hostname' },
        { id: 'corrupt', type: 'Image', left: 0, top: 0, src: 'data:image/png;base64,bm90IGFuIGltYWdl' },
        { type: 'Rect', left: 0, top: 0, width: 100, height: 100, fill: '#0000ff' },
      ]),
      100,
      50,
    );
    expect(broken.skipped).toEqual(['path', 'corrupt']);
    expect(pixel(broken, 5, 5)).toEqual([0, 0, 255, 255]);
  });

  it('holds a raster image to its pixel count but not an SVG, which is drawn as vector at the print size', async () => {
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#00f"/></svg>').toString('base64')}`;
    const r = await renderDesign(
      design([
        { id: 'photo', type: 'Image', left: 0, top: 0, width: 1, height: 1, scaleX: 100, scaleY: 100, src: RED_PIXEL },
        { id: 'logo', type: 'Image', left: 500, top: 0, width: 10, height: 10, scaleX: 40, scaleY: 40, src: svg },
      ]),
      1000,
      500,
    );
    expect(pixel(r, 700, 200)).toEqual([0, 0, 255, 255]);
    expect(r.images.map((image) => image.id)).toEqual(['photo']);
  });

  it('draws a tall render in strips that meet without a seam', async () => {
    // 512-row strips: a band across the first seam (rows 500–530) and a disc across the second (1024).
    const r = await renderDesign(
      design(
        [
          { type: 'Rect', left: 0, top: 500, width: 100, height: 30, fill: '#00ff00', strokeWidth: 0 },
          { type: 'Circle', left: 20, top: 984, radius: 40, fill: '#0000ff', strokeWidth: 0 },
        ],
        100,
        1200,
      ),
      100,
      1200,
    );
    for (const y of [501, 511, 512, 513, 528]) expect(pixel(r, 50, y)).toEqual([0, 255, 0, 255]);
    for (const y of [498, 532]) expect(pixel(r, 50, y)[3]).toBe(0);
    for (const y of [1000, 1023, 1024, 1025, 1050]) expect(pixel(r, 60, y)).toEqual([0, 0, 255, 255]);
  });
});

describe('renderDesign: bounded text', () => {
  it('refuses a design whose text box holds more than MAX_TEXT_CHARS characters, before laying it out', async () => {
    const doc = design([{ type: 'Group', objects: [{ type: 'Textbox', left: 0, top: 0, text: 'x'.repeat(MAX_TEXT_CHARS + 1), visible: false }] }]);
    await expect(renderDesign(doc, 10, 5)).rejects.toMatchObject({ code: 'design_invalid' });
  });
});
