import { FabricImage, type FabricObject } from 'fabric';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Editor } from '../core/Editor';
import { designObjects, isGuide, serializeObject } from '../core/objects';
import { mountEditor } from '../testing/TestEditor';
import { pickRegularLatinSource } from './FontPlugin';
import { nearest, ROTATION_SNAP_DEG } from './GuidelinesPlugin';
import { ZOOM_LIMITS } from './WorkspacePlugin';

let editor: Editor;
let cleanup: () => void;
beforeEach(() => {
  ({ editor, cleanup } = mountEditor());
});
afterEach(() => cleanup());

const box = (o: FabricObject) => {
  const b = o.getBoundingRect();
  return { left: Math.round(b.left), top: Math.round(b.top), right: Math.round(b.left + b.width), bottom: Math.round(b.top + b.height) };
};

describe('workspace (SPEC §3, §9)', () => {
  it('starts at 1500×1500, changes size and shape, and stays the bottom object', () => {
    expect(editor.api.getWorkspace()).toEqual({ id: 'workspace', shape: 'rectangle', width: 1500, height: 1500 });
    editor.api.addShape('circle');
    editor.api.setWorkspaceShape('circle');
    editor.api.setWorkspaceSize(1200, 900);
    expect(editor.api.getWorkspace()).toEqual({ id: 'workspace', shape: 'circle', width: 1200, height: 900 });
    expect(editor.canvas.getObjects()[0]).toBe(editor.api.getWorkspaceObject());
    editor.api.setWorkspaceSize(-5, Number.NaN);
    expect(editor.api.getWorkspace().width).toBe(1200);
  });

  it('fits the workspace in view and keeps zoom within limits', () => {
    editor.api.zoomToFit();
    const z = editor.api.getZoom();
    expect(1500 * z).toBeLessThanOrEqual(600);
    editor.api.setZoom(1000);
    expect(editor.api.getZoom()).toBe(ZOOM_LIMITS.max);
    editor.api.setZoom(0);
    expect(editor.api.getZoom()).toBe(ZOOM_LIMITS.min);
    editor.api.zoomToFit();
    editor.api.zoomIn();
    expect(editor.api.getZoom()).toBeCloseTo(z * ZOOM_LIMITS.step);
  });
});

describe('align and distribute', () => {
  it('aligns a multi-selection to its left edge and distributes evenly', () => {
    const objects = [editor.api.addShape('rectangle'), editor.api.addShape('rectangle'), editor.api.addShape('rectangle')];
    objects.forEach((o, i) => {
      o.set({ left: [100, 300, 900][i], top: [50, 400, 200][i] }).setCoords();
    });
    editor.api.selectObjects(objects);
    editor.api.align('left');
    editor.api.clearSelection();
    expect(objects.map((o) => box(o).left)).toEqual([100, 100, 100]);
    objects.forEach((o, i) => {
      o.set({ left: [0, 100, 1000][i] }).setCoords();
    });
    editor.api.selectObjects(objects);
    editor.api.distribute('horizontal');
    editor.api.clearSelection();
    const [a, b, c] = objects.map(box);
    expect(b.left - a.right).toBe(c.left - b.right);
  });

  it('aligns a single object to the workspace centre', () => {
    const o = editor.api.addShape('circle');
    o.set({ left: 10, top: 10 }).setCoords();
    editor.api.selectObjects([o]);
    editor.api.align('center');
    editor.api.align('middle');
    const b = o.getBoundingRect();
    expect(b.left + b.width / 2).toBeCloseTo(750, 0);
    expect(b.top + b.height / 2).toBeCloseTo(750, 0);
  });

  it('flips', () => {
    const o = editor.api.addShape('heart');
    editor.api.flip('x');
    expect(o.flipX).toBe(true);
  });
});

describe('guides and snapping', () => {
  it('finds the nearest line within the threshold', () => {
    expect(nearest([10, 50, 90], [52, 200], 5)).toEqual({ delta: 2, line: 52 });
    expect(nearest([10], [20], 5)).toBeNull();
  });

  it('snaps a moving object to the workspace edge and shows a guide that never gets exported', async () => {
    const o = editor.api.addShape('rectangle');
    o.set({ left: 3, top: 400 }).setCoords();
    editor.canvas.fire('object:moving', { target: o } as never);
    expect(Math.round(o.left)).toBe(0);
    expect(editor.canvas.getObjects().some(isGuide)).toBe(true);
    expect((await editor.getJson()).objects).toHaveLength(1);
    editor.canvas.fire('mouse:up', {} as never);
    expect(editor.canvas.getObjects().some(isGuide)).toBe(false);
  });

  it('snaps rotation to 15° steps', () => {
    const o = editor.api.addShape('rectangle');
    o.rotate(37);
    editor.canvas.fire('object:rotating', { target: o, e: new MouseEvent('mousemove') } as never);
    expect(o.angle).toBe(30);
    expect(ROTATION_SNAP_DEG).toBe(15);
  });
});

describe('style', () => {
  it('sets every stroke property and remembers strokeColor', () => {
    const o = editor.api.addShape('rectangle');
    editor.api.setStyle({
      stroke: '#112233',
      strokeWidth: 6,
      strokeDashArray: [4, 2],
      strokeLineCap: 'square',
      strokeLineJoin: 'miter',
      strokeMiterLimit: 8,
      strokeUniform: true,
      opacity: 0.4,
    });
    expect(serializeObject(o)).toMatchObject({
      stroke: '#112233',
      strokeColor: '#112233',
      strokeWidth: 6,
      strokeDashArray: [4, 2],
      strokeLineCap: 'square',
      strokeLineJoin: 'miter',
      strokeMiterLimit: 8,
      strokeUniform: true,
      opacity: 0.4,
    });
    editor.api.setShadow({ color: '#000000', blur: 10, offsetX: 2, offsetY: 3 });
    expect(o.shadow).toMatchObject({ blur: 10, offsetX: 2 });
  });

  it('gives text a white sticker outline drawn under the fill', async () => {
    const t = editor.api.addText('Sticker');
    await editor.api.setStickerOutline(12);
    expect(t).toMatchObject({ stroke: '#ffffff', strokeWidth: 24, paintFirst: 'stroke' });
    await editor.api.setStickerOutline(0);
    expect(t.strokeWidth).toBe(0);
  });

  it('gives an image a white border that grows it and can be removed', async () => {
    const c = document.createElement('canvas');
    c.width = c.height = 50;
    c.getContext('2d')!.fillRect(10, 10, 30, 30);
    const img = await editor.api.addImage(c.toDataURL());
    const w = img.width;
    await editor.api.setStickerOutline(8);
    expect(img.width).toBeGreaterThan(w);
    const json = serializeObject(img) as { extension: { originalSrc: string } };
    expect(json.extension.originalSrc).toMatch(/^data:image\/png/);
    await editor.api.setStickerOutline(0);
    expect(img.width).toBe(w);
    expect(img).toBeInstanceOf(FabricImage);
  });
});

describe('drawing', () => {
  it('turns free drawing on and off', () => {
    editor.api.setDrawingMode(true, { color: '#ff0000', width: 8 });
    expect(editor.canvas.isDrawingMode).toBe(true);
    expect(editor.canvas.freeDrawingBrush?.color).toBe('#ff0000');
    editor.api.setDrawingMode(false);
    expect(editor.api.isDrawing()).toBe(false);
  });
});

describe('fonts (SPEC §8: a font that fails is logged and loading continues)', () => {
  it('logs a font that cannot load and still imports the design', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await editor.importJson({
      version: 2,
      workspace: { id: 'workspace', shape: 'rectangle', width: 500, height: 500 },
      googleFontsMetadata: { fontsUsed: ['Surely Not A Font'] },
      objects: [{ type: 'IText', text: 'x', fontFamily: 'Surely Not A Font', left: 1, top: 1 }],
    });
    expect(designObjects(editor.canvas)).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  }, 20_000);

  it('picks the regular latin face of a Google Fonts stylesheet', () => {
    const css = `/* cyrillic */\n@font-face { font-family: 'X'; font-weight: 400; src: url(https://f/cyr.woff2) format('woff2'); }\n/* latin */\n@font-face { font-family: 'X'; font-weight: 700; src: url(https://f/bold.woff2); }\n/* latin */\n@font-face { font-family: 'X'; font-weight: 400; src: local('X Regular'), url(https://f/latin.woff2) format('woff2'); }`;
    expect(pickRegularLatinSource(css)).toBe('https://f/latin.woff2');
  });
});

describe('image hosts (SPEC §5)', () => {
  it('refuses to add an image from a host that is not allowed', async () => {
    await expect(editor.api.addImage('https://tracker.example/pixel.png')).rejects.toThrow('editor.image.blockedHost');
  });

  it('replaces an imported image from another host by a placeholder, keeping its address unfetched', async () => {
    const notices: string[] = [];
    editor.on('notify', (n) => notices.push(n.key));
    await editor.importJson({
      version: 2,
      workspace: { id: 'workspace', shape: 'rectangle', width: 500, height: 500 },
      objects: [{ type: 'Image', id: 'i', src: 'https://tracker.example/pixel.png', left: 0, top: 0, width: 10, height: 10 }],
    });
    const json = (await editor.getJson()).objects[0] as { src: string; extension: { blockedSrc: string } };
    expect(json.src).toMatch(/^data:image\/png/);
    expect(json.extension.blockedSrc).toBe('https://tracker.example/pixel.png');
    expect(notices).toContain('editor.image.blockedHost');
  });
});
