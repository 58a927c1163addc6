import { type FabricImage, Gradient, Shadow } from 'fabric';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shareDiffering } from '../testing/pixels';
import { mountEditor } from '../testing/TestEditor';
import type { Editor } from './Editor';

// Decision 72: a design just opened is drawn without its objects' caches, which follow when the page is
// idle. The editor's own kinds — text with effects, curved text, outlined shapes and groups, a masked
// and bordered photo, gradients, shadows — saved and opened again must look the same before and after.

let editor: Editor;
let cleanup: () => void;
beforeEach(() => {
  ({ editor, cleanup } = mountEditor());
});
afterEach(() => cleanup());

function photoUrl(): string {
  const c = document.createElement('canvas');
  c.width = 160;
  c.height = 120;
  const ctx = c.getContext('2d')!;
  const g = ctx.createLinearGradient(0, 0, 160, 120);
  g.addColorStop(0, '#e64980');
  g.addColorStop(1, '#1c7ed6');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 160, 120);
  return c.toDataURL('image/png');
}

const pixels = () => editor.canvas.getContext().getImageData(0, 0, editor.canvas.width, editor.canvas.height).data;

describe('a design opened: first frame without caches, then with them', () => {
  it('looks the same before and after its caches are drawn', async () => {
    const { api } = editor;
    const neon = api.addText('Neon night');
    neon.set({ left: 80, top: 60, fontSize: 70, fill: '#f03e3e', angle: -8 });
    api.selectObjects([neon]);
    api.setTextEffect('echo', '#12b886');
    const curved = api.addCurvedText('Round and round we go');
    curved.set({ left: 700, top: 120 });
    const star = api.addShape('star');
    star.set({
      left: 120,
      top: 420,
      fill: new Gradient({
        type: 'linear',
        coords: { x1: 0, y1: 0, x2: 200, y2: 0 },
        colorStops: [
          { offset: 0, color: '#f59f00' },
          { offset: 1, color: '#7048e8' },
        ],
      }),
    });
    api.selectObjects([star]);
    await api.setStickerOutline(12, '#1098ad');
    const circle = api.addShape('circle');
    circle.set({ left: 520, top: 420, fill: '#37b24d', shadow: new Shadow({ color: 'rgba(0,0,0,0.5)', blur: 12, offsetX: 8, offsetY: 8 }) });
    const square = api.addShape('rectangle');
    square.set({ left: 600, top: 480, fill: '#fab005', stroke: '#212529', strokeWidth: 8 });
    for (const o of [circle, square]) o.setCoords();
    api.selectObjects([circle, square]);
    const group = api.groupSelected()!;
    api.selectObjects([group]);
    await api.setStickerOutline(8, '#ffffff');
    const photo = (await api.addImage(photoUrl())) as FabricImage;
    photo.set({ left: 900, top: 700, scaleX: 1.5, scaleY: 1.5 });
    photo.setCoords();
    await api.setMaskShape(photo, 'heart');
    api.selectObjects([photo]);
    await api.setStickerOutline(10, '#e03131');
    editor.canvas.discardActiveObject();
    const saved = await editor.getJson();

    await editor.importJson(saved);
    editor.canvas.renderAll();
    expect(editor.idleCaches.busy).toBe(true);
    const firstFrame = pixels();
    editor.idleCaches.flush();
    expect(editor.idleCaches.busy).toBe(false);
    editor.canvas.renderAll();
    const settled = pixels();
    // Something is drawn, and the same: under 0.5 % of pixels differ (anti-aliased edges).
    expect(firstFrame.some((v, i) => i % 4 === 3 && v > 0)).toBe(true);
    expect(shareDiffering(firstFrame, settled, 48)).toBeLessThan(0.005);
  });
});
