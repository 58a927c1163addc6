import { FabricImage, type FabricObject } from 'fabric';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSeparator, type MenuItem } from '../core/contextMenu';
import type { Editor } from '../core/Editor';
import { asEditorObject, designObjects, serializeObject } from '../core/objects';
import { mountEditor } from '../testing/TestEditor';

let editor: Editor;
let cleanup: () => void;
beforeEach(() => {
  ({ editor, cleanup } = mountEditor());
});
afterEach(() => cleanup());

const idOf = (o: FabricObject) => asEditorObject(o).id;

describe('duplicate (SPEC §5)', () => {
  it('copies the selected object offset by 10, with a new id', async () => {
    const rect = editor.api.addShape('rectangle');
    const copies = await editor.api.duplicateSelected();
    expect(copies).toHaveLength(1);
    expect(copies[0].left).toBeCloseTo(rect.left + 10);
    expect(copies[0].top).toBeCloseTo(rect.top + 10);
    expect(idOf(copies[0])).toBeTruthy();
    expect(idOf(copies[0])).not.toBe(idOf(rect));
    expect(designObjects(editor.canvas)).toHaveLength(2);
  });

  it('copies each object of a multi-selection, in canvas coordinates, and selects the copies', async () => {
    const a = editor.api.addShape('circle');
    const b = editor.api.addText('hi');
    a.set({ left: 100, top: 100 });
    b.set({ left: 700, top: 400 });
    editor.api.selectObjects([a, b]);
    const copies = await editor.api.duplicateSelected();
    expect(copies.map((o) => serializeObject(o)).map((j) => [Math.round(j.left as number), Math.round(j.top as number)])).toEqual([
      [110, 110],
      [710, 410],
    ]);
    expect(new Set(copies.map(idOf)).size).toBe(2);
    expect(editor.api.getSelection()).toEqual(copies);
  });

  it('gives the objects inside a duplicated group new ids too', async () => {
    const a = editor.api.addShape('circle');
    const b = editor.api.addShape('star');
    editor.api.selectObjects([a, b]);
    const group = editor.api.groupSelected()!;
    const childIds = group.getObjects().map(idOf);
    editor.api.selectObjects([group]);
    const [copy] = await editor.api.duplicateSelected();
    const copyChildIds = (copy as unknown as { getObjects(): FabricObject[] }).getObjects().map(idOf);
    expect(copyChildIds.every((id) => id && !childIds.includes(id))).toBe(true);
  });
});

describe('layer order (SPEC §9: Send to Back goes just above the workspace)', () => {
  it('moves forward, backward, to front and to back, never below the workspace', () => {
    const [a, b, c] = [editor.api.addShape('circle'), editor.api.addShape('star'), editor.api.addShape('heart')];
    const order = () => designObjects(editor.canvas).map(idOf);
    editor.api.selectObjects([c]);
    editor.api.sendToBack();
    expect(order()).toEqual([idOf(c), idOf(a), idOf(b)]);
    expect(editor.canvas.getObjects()[0]).toBe(editor.api.getWorkspaceObject());
    editor.api.selectObjects([c]);
    editor.api.sendBackward();
    expect(editor.canvas.getObjects()[0]).toBe(editor.api.getWorkspaceObject());
    editor.api.bringForward();
    expect(order()).toEqual([idOf(a), idOf(c), idOf(b)]);
    editor.api.selectObjects([a]);
    editor.api.bringToFront();
    expect(order()).toEqual([idOf(c), idOf(b), idOf(a)]);
  });

  it('lists layers top first and reorders, hides, locks and renames them', () => {
    const a = editor.api.addShape('circle');
    const b = editor.api.addText('Hello');
    expect(editor.api.listLayers().map((l) => l.name)).toEqual(['Hello', 'circle']);
    editor.api.moveLayer(idOf(b)!, 1);
    expect(editor.api.listLayers().map((l) => l.id)).toEqual([idOf(a), idOf(b)]);
    editor.api.setLayerVisible(idOf(a)!, false);
    editor.api.setLayerLocked(idOf(b)!, true);
    editor.api.renameLayer(idOf(b)!, '  Title  ');
    const layers = editor.api.listLayers();
    expect(layers[0]).toMatchObject({ visible: false });
    expect(layers[1]).toMatchObject({ locked: true, name: 'Title' });
    expect(b.lockMovementX && b.lockRotation && !b.hasControls).toBe(true);
    editor.api.selectObjects([b]);
    editor.api.deleteSelected();
    expect(designObjects(editor.canvas)).toHaveLength(2);
  });
});

describe('context menu model (SPEC §2, §9)', () => {
  it('has Delete (Del), Bring to Front, Send to Back for a selection, plugin items, then Paste Image (Ctrl+V) after a separator', () => {
    editor.api.addShape('circle');
    const menu = editor.contextMenu();
    const items = menu.filter((e): e is MenuItem => !isSeparator(e));
    expect(items.slice(0, 3).map((i) => [i.text, i.hotkey])).toEqual([
      ['editor.menu.delete', 'Del'],
      ['editor.menu.bringToFront', undefined],
      ['editor.menu.sendToBack', undefined],
    ]);
    const last = menu[menu.length - 1] as MenuItem;
    expect(last).toMatchObject({ text: 'editor.menu.pasteImage', hotkey: 'Ctrl+V' });
    expect(isSeparator(menu[menu.length - 2])).toBe(true);
    expect(isSeparator(menu[0]) || isSeparator(menu[menu.length - 1])).toBe(false);
  });

  it('runs an item: Delete removes the selection', async () => {
    editor.api.addShape('circle');
    const del = editor.contextMenu().find((e) => !isSeparator(e) && e.text === 'editor.menu.delete') as MenuItem;
    await del.onclick?.();
    expect(designObjects(editor.canvas)).toHaveLength(0);
  });

  it('refuses a plugin item whose colour is not 6-digit hex', () => {
    class Bad {
      static readonly pluginName = 'Bad';
      contextMenu() {
        return [{ text: 'x', color: '#fff' }];
      }
    }
    editor.use(Bad);
    expect(() => editor.contextMenu()).toThrow(/6-digit hex/);
  });
});

describe('design JSON (SPEC §3)', () => {
  it('round-trips: export, import, export gives the same document', async () => {
    editor.api.addText('Round trip');
    editor.api.addCurvedText('Curvy');
    editor.api.addShape('heart');
    editor.api.addShape('line');
    const r = editor.api.addShape('rectangle');
    editor.api.selectObjects([r]);
    editor.api.setGradient(['#ff0000', '#0000ff'], 45);
    editor.api.setStyle({ stroke: '#00ff00', strokeWidth: 4, strokeDashArray: [5, 3], strokeLineCap: 'round', strokeLineJoin: 'bevel', strokeUniform: true });
    const first = await editor.getJson();
    await editor.importJson(JSON.parse(JSON.stringify(first)));
    const second = await editor.getJson();
    const strip = (d: typeof first) => ({ ...d, googleFontsMetadata: undefined });
    expect(strip(second)).toEqual(strip(first));
    const rect = second.objects.find((o) => o.type === 'Rect' || o.type === 'rect')!;
    expect(rect).toMatchObject({ strokeColor: '#00ff00', gradientAngle: 45, strokeDashArray: [5, 3], strokeLineCap: 'round', strokeUniform: true });
  });

  it('loads a Fabric 5 (vue-fabric-editor) document with every object where it was on the design', async () => {
    const legacy = {
      version: '5.3.0',
      objects: [
        { type: 'rect', id: 'workspace', left: 200, top: 100, width: 1000, height: 800, fill: '#fff' },
        { type: 'rect', id: 'a', left: 300, top: 250, width: 100, height: 50, fill: 'red', angle: 30 },
        { type: 'i-text', id: 't', left: 250, top: 150, text: 'Legacy', fontSize: 40, fontFamily: 'Arial' },
        {
          type: 'group',
          id: 'g',
          left: 600,
          top: 500,
          width: 120,
          height: 60,
          objects: [
            { type: 'circle', left: -60, top: -30, radius: 30 },
            { type: 'rect', left: 0, top: -30, width: 60, height: 60 },
          ],
        },
      ],
    };
    await editor.importJson(legacy);
    expect(editor.api.getWorkspace()).toMatchObject({ width: 1000, height: 800 });
    const byId = (id: string) => designObjects(editor.canvas).find((o) => idOf(o) === id)!;
    // Corner-based positions, relative to the workspace corner (200, 100).
    expect([byId('a').left, byId('a').top]).toEqual([100, 150]);
    expect(byId('a').getCoords()[0].x).toBeCloseTo(100);
    expect([byId('t').left, byId('t').top]).toEqual([50, 50]);
    const g = byId('g');
    expect(g.getBoundingRect().left).toBeCloseTo(400, 0);
    expect(g.getBoundingRect().top).toBeCloseTo(400, 0);
    expect(designObjects(editor.canvas).some((o) => idOf(o) === 'workspace')).toBe(false);
  });
});

describe('export (SPEC §9)', () => {
  async function pngSize(blob: Blob) {
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const view = new DataView(bytes.buffer);
    return { signature: [...bytes.slice(1, 4)].map((c) => String.fromCharCode(c)).join(''), width: view.getUint32(16), height: view.getUint32(20) };
  }

  it('PNG has the 150 margin on each side', async () => {
    editor.api.addShape('circle');
    expect(await pngSize(await editor.api.exportPngBlob())).toEqual({ signature: 'PNG', width: 1800, height: 1800 });
  });

  it('the sticker image is exactly the workspace size; the preview has a white background', async () => {
    editor.api.setWorkspaceSize(900, 600);
    const sticker = await editor.api.stickerImage();
    const img = new Image();
    img.src = sticker;
    await img.decode();
    expect([img.width, img.height]).toEqual([900, 600]);
    const preview = new Image();
    preview.src = await editor.api.previewImage();
    await preview.decode();
    const c = document.createElement('canvas');
    c.width = 900;
    c.height = 600;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(preview, 0, 0);
    expect([...ctx.getImageData(5, 5, 1, 1).data]).toEqual([255, 255, 255, 255]);
  });

  it('SVG is well-formed, shows the text and leaves out the workspace', async () => {
    editor.api.addText('Hello & <SVG>');
    const svg = await editor.api.exportSvgText();
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.textContent).toContain('Hello & <SVG>');
    expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 1500 1500');
  });

  it('an external (cross-origin) image blocks the export with the SPEC message, never an empty file', async () => {
    // The same test server under another host name is another origin: the image loads but taints the canvas.
    const img = new Image();
    img.src = `http://127.0.0.1:${location.port}/src/editor/testing/fixtures/red-8.png`;
    await img.decode();
    editor.canvas.add(new FabricImage(img, { left: 10, top: 10 }));
    await expect(editor.api.exportPngBlob()).rejects.toMatchObject({ key: 'editor.export.externalImages' });
    await expect(editor.api.stickerImage()).rejects.toMatchObject({ key: 'editor.export.externalImages' });
  });
});

describe('history after import keeps ids stable', () => {
  it('undo after import restores the exact previous objects', async () => {
    const t = editor.api.addText('x');
    const before = idOf(t);
    await editor.importJson({ version: 2, workspace: { id: 'workspace', shape: 'rectangle', width: 100, height: 100 }, objects: [] });
    await editor.api.undo();
    expect(designObjects(editor.canvas).map(idOf)).toEqual([before]);
  });
});
