import type { FabricImage, FabricObject } from 'fabric';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Editor } from '../../core/Editor';
import { designObjects } from '../../core/objects';
import { mountEditor } from '../../testing/TestEditor';

// Decision 66: the SVG export shows what the canvas shows — silhouette outlines of
// shapes, groups and drawn photo borders, and the Echo text effect. Checked by rasterising the SVG in
// Chromium and comparing it pixel by pixel with the sticker image the PNG export draws.

let editor: Editor;
let cleanup: () => void;
beforeEach(() => {
  ({ editor, cleanup } = mountEditor());
});
afterEach(() => cleanup());

const SIZE = 600;

/**
 * The SVG export's art drawn by Chromium onto a canvas of the workspace's size. The cut line's own
 * layer (CutContour, for the cutter) is not art the PNG draws; ExportPlugin.cut-layer.test.ts checks it.
 */
async function svgPixels(svg: string): Promise<Uint8ClampedArray> {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  doc.getElementById('CutContour')?.remove();
  const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(doc)], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = SIZE;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0, SIZE, SIZE);
    return ctx.getImageData(0, 0, SIZE, SIZE).data;
  } finally {
    URL.revokeObjectURL(url);
  }
}

function pngPixels(): Uint8ClampedArray {
  const canvas = editor.api.stickerCanvas({ multiplier: 1 });
  expect([canvas.width, canvas.height]).toEqual([SIZE, SIZE]);
  return canvas.getContext('2d')!.getImageData(0, 0, SIZE, SIZE).data;
}

/** Share of the drawn pixels (in either picture) whose colour or coverage differs clearly between the two. */
function differingShare(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let drawn = 0;
  let differing = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (a[i + 3] < 16 && b[i + 3] < 16) continue;
    drawn++;
    const premultiplied = (d: Uint8ClampedArray, c: number) => (d[i + c] * d[i + 3]) / 255;
    const delta = Math.max(Math.abs(a[i + 3] - b[i + 3]), ...[0, 1, 2].map((c) => Math.abs(premultiplied(a, c) - premultiplied(b, c))));
    if (delta > 64) differing++;
  }
  return drawn ? differing / drawn : 0;
}

/** Pixels of a colour (red: the outlines; green: the echo) in a picture. */
function countOf(data: Uint8ClampedArray, test: (r: number, g: number, b: number) => boolean): number {
  let n = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i + 3] > 40 && test(data[i], data[i + 1], data[i + 2])) n++;
  return n;
}
const red = (r: number, g: number, b: number) => r > 200 && g < 60 && b < 60;
const greenish = (r: number, g: number, b: number) => g > r + 40 && g > b + 40;

function bluePhotoUrl(): string {
  const c = document.createElement('canvas');
  c.width = 160;
  c.height = 120;
  const ctx = c.getContext('2d')!;
  ctx.fillStyle = '#0000ff';
  ctx.fillRect(0, 0, 160, 120);
  return c.toDataURL('image/png');
}

describe('SVG export of behind-object effects', () => {
  it('draws silhouette outlines, a masked photo’s border and Echo as the PNG export does', async () => {
    await editor.importJson({
      version: 2,
      workspace: { id: 'workspace', shape: 'rectangle', width: SIZE, height: SIZE },
      objects: [
        { type: 'Rect', left: 40, top: 40, width: 120, height: 80, angle: 15, fill: '#0000ff', strokeWidth: 0, stickerOutline: 14, stickerOutlineColor: '#ff0000' },
        { type: 'IText', text: 'Echo', left: 60, top: 220, fontSize: 90, fontFamily: 'sans-serif', fill: '#000000' },
      ],
    });
    const text = designObjects(editor.canvas).find((o) => o.type === 'i-text') as FabricObject;
    editor.api.selectObjects([text]);
    editor.api.setTextEffect('echo', '#00aa00');
    // A group of a circle and an outlined triangle, outlined as one silhouette.
    const circle = editor.api.addShape('circle');
    circle.set({ left: 330, top: 40, scaleX: 1, scaleY: 1, fill: '#0000ff', strokeWidth: 0 });
    const triangle = editor.api.addShape('triangle');
    triangle.set({ left: 420, top: 60, scaleX: 1, scaleY: 1, width: 80, height: 80, fill: '#0000ff', strokeWidth: 0, stickerOutline: 6, stickerOutlineColor: '#ff0000' });
    for (const shape of [circle, triangle]) shape.setCoords();
    editor.api.selectObjects([circle, triangle]);
    const group = editor.api.groupSelected()!;
    editor.api.selectObjects([group]);
    await editor.api.setStickerOutline(10, '#ff0000');
    const photo = (await editor.api.addImage(bluePhotoUrl())) as FabricImage;
    photo.set({ left: 360, top: 360, scaleX: 1, scaleY: 1, angle: 0 });
    photo.setCoords();
    await editor.api.setMaskShape(photo, 'star');
    editor.api.selectObjects([photo]);
    await editor.api.setStickerOutline(10, '#ff0000');
    editor.canvas.discardActiveObject();

    const png = pngPixels();
    const svg = await editor.api.exportSvgText();
    const fromSvg = await svgPixels(svg);
    // The effects are there, about as many pixels of each colour as on the PNG…
    const redPng = countOf(png, red);
    expect(redPng).toBeGreaterThan(8000);
    expect(Math.abs(countOf(fromSvg, red) - redPng) / redPng).toBeLessThan(0.02);
    const echoPng = countOf(png, greenish);
    expect(echoPng).toBeGreaterThan(1500);
    expect(Math.abs(countOf(fromSvg, greenish) - echoPng) / echoPng).toBeLessThan(0.05);
    // …and in the same places: under 2 % of the drawn pixels differ (anti-aliasing, glyph edges).
    expect(differingShare(png, fromSvg)).toBeLessThan(0.02);
  });

  it('keeps an object’s opacity and leaves hidden objects out', async () => {
    await editor.importJson({
      version: 2,
      workspace: { id: 'workspace', shape: 'rectangle', width: SIZE, height: SIZE },
      objects: [
        { type: 'Rect', left: 100, top: 100, width: 100, height: 100, fill: '#0000ff', strokeWidth: 0, opacity: 0.5, stickerOutline: 20, stickerOutlineColor: '#ff0000' },
        { type: 'Rect', left: 350, top: 350, width: 100, height: 100, fill: '#0000ff', strokeWidth: 0, visible: false, stickerOutline: 20, stickerOutlineColor: '#ff0000' },
      ],
    });
    const svg = await editor.api.exportSvgText();
    expect(svg.match(/<image /g)).toHaveLength(1);
    expect(differingShare(pngPixels(), await svgPixels(svg))).toBeLessThan(0.02);
    // The same with both objects selected (Fabric writes a multi-selection's objects in canvas space).
    editor.api.selectObjects(designObjects(editor.canvas));
    expect(differingShare(pngPixels(), await svgPixels(await editor.api.exportSvgText()))).toBeLessThan(0.02);
  });
});
