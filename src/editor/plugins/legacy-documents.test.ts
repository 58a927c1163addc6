import type { FabricImage } from 'fabric';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Editor } from '../core/Editor';
import { designObjects } from '../core/objects';
import { canvasWithoutWorkspace, posterWithColouredWorkspace, RED_4X4, RED_SVG, red4x4Bmp } from '../testing/fixtures/legacy-documents';
import { mountEditor } from '../testing/TestEditor';

let editor: Editor;
let cleanup: () => void;
beforeEach(() => {
  ({ editor, cleanup } = mountEditor());
});
afterEach(() => cleanup());

function pixelAt(canvas: HTMLCanvasElement, x: number, y: number): number[] {
  return [...(canvas.getContext('2d') as CanvasRenderingContext2D).getImageData(x, y, 1, 1).data];
}

describe('a coloured Fabric document opens, saves and exports as it was made', () => {
  it('keeps the workspace fill and the canvas background in the JSON', async () => {
    await editor.importJson(posterWithColouredWorkspace);
    const doc = await editor.getJson();
    expect(doc.workspace).toEqual({ id: 'workspace', shape: 'rectangle', width: 900, height: 1200, fill: '#1d3557' });
    expect(doc.background).toBe('#f1f3f5');
    // The text moved with the workspace's corner and stays white on the dark area.
    expect(doc.objects[0]).toMatchObject({ left: 100, top: 200, fill: '#ffffff' });
  });

  it('shows the fill on the design area and draws it in the sticker image, PNG and SVG exports', async () => {
    await editor.importJson(posterWithColouredWorkspace);
    expect(editor.api.getWorkspaceObject().fill).toBe('#1d3557');
    const sticker = editor.api.stickerCanvas();
    expect(pixelAt(sticker, 5, 5)).toEqual([0x1d, 0x35, 0x57, 255]);
    const png = await createImageBitmap(await editor.api.exportPngBlob());
    const probe = document.createElement('canvas');
    probe.width = png.width;
    probe.height = png.height;
    (probe.getContext('2d') as CanvasRenderingContext2D).drawImage(png, 0, 0);
    // Inside the design area the colour; in the 150 px margin around it, transparent.
    expect(pixelAt(probe, 160, 160)).toEqual([0x1d, 0x35, 0x57, 255]);
    expect(pixelAt(probe, 20, 20)[3]).toBe(0);
    const svg = await editor.api.exportSvgText();
    expect(svg).toContain('fill: rgb(29,53,87)');
  });

  it('keeps the colours through a resize and a shape change, each one undo step', async () => {
    await editor.importJson(posterWithColouredWorkspace);
    editor.api.setWorkspaceSize(600, 600);
    expect(editor.api.canUndo()).toBe(true);
    expect(editor.api.getDesignArea()).toMatchObject({ width: 600, height: 600, fill: '#1d3557', background: '#f1f3f5' });
    editor.api.setWorkspaceShape('circle');
    await editor.api.undo();
    expect(editor.api.getDesignArea().shape).toBe('rectangle');
    await editor.api.undo();
    expect(editor.api.getDesignArea()).toMatchObject({ width: 900, height: 1200 });
    await editor.api.redo();
    expect(editor.api.getDesignArea()).toMatchObject({ width: 600, height: 600 });
  });

  it('a design without colours still exports transparent', async () => {
    editor.api.addShape('rectangle');
    expect(pixelAt(editor.api.stickerCanvas(), 2, 2)[3]).toBe(0);
    expect((await editor.getJson()).background).toBeUndefined();
  });
});

describe('a document without a workspace', () => {
  it('gets a design area fitted to its content, the art moved into it', async () => {
    await editor.importJson(canvasWithoutWorkspace);
    const doc = await editor.getJson();
    expect(doc.workspace).toMatchObject({ width: 450, height: 300 });
    expect(doc.objects.map((o) => [o.left, o.top])).toEqual([
      [0, 0],
      [250, 100],
    ]);
  });

  it('uses the saved canvas size when the document has one', async () => {
    await editor.importJson({ ...canvasWithoutWorkspace, width: 2400, height: 3000 });
    expect((await editor.getJson()).workspace).toMatchObject({ width: 2400, height: 3000 });
  });
});

describe('embedded images in every common form', () => {
  const jpeg = () => {
    const c = document.createElement('canvas');
    c.width = 4;
    c.height = 4;
    const ctx = c.getContext('2d') as CanvasRenderingContext2D;
    ctx.fillStyle = '#ff0000';
    ctx.fillRect(0, 0, 4, 4);
    return { jpeg: c.toDataURL('image/jpeg').split(',')[1], png: c.toDataURL('image/png').split(',')[1], webp: c.toDataURL('image/webp').split(',')[1] };
  };

  it('loads jpg, jpeg, png, webp, gif, avif, bmp and SVG (base64, URL-encoded, with a charset), and base64 with line breaks', async () => {
    const b = jpeg();
    const wrapped = b.png.replace(/(.{20})/g, '$1\r\n');
    const sources = [
      `data:image/jpg;base64,${b.jpeg}`,
      `data:image/jpeg;base64,${b.jpeg}`,
      `data:image/png;base64,${wrapped}`,
      `data:image/webp;base64,${b.webp}`,
      `data:image/gif;base64,${RED_4X4.gif}`,
      `data:image/avif;base64,${RED_4X4.avif}`,
      `data:image/bmp;base64,${red4x4Bmp()}`,
      `data:image/svg+xml;base64,${btoa(RED_SVG)}`,
      `data:image/svg+xml,${encodeURIComponent(RED_SVG)}`,
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(RED_SVG)}`,
      `data:image/svg+xml;charset=utf-8;base64,${btoa(RED_SVG)}`,
    ];
    const notices: unknown[] = [];
    editor.on('notify', (n) => notices.push(n));
    await editor.importJson({
      version: '5.3.0',
      objects: sources.map((src, i) => ({ type: 'image', left: i * 10, top: 0, width: 4, height: 4, src })),
    });
    const images = designObjects(editor.canvas) as FabricImage[];
    expect(images).toHaveLength(sources.length);
    for (const [i, image] of images.entries()) {
      const el = image.getElement() as HTMLImageElement;
      expect(el.naturalWidth, sources[i].slice(0, 40)).toBe(4);
      expect(image.getSrc(), sources[i].slice(0, 40)).toMatch(/^data:image\/(png|jpeg|webp|gif|svg\+xml);base64,/);
    }
    expect(notices).toEqual([]);
    // Each one draws red.
    const sticker = editor.api.stickerCanvas();
    for (let i = 0; i < sources.length; i++) expect(pixelAt(sticker, i * 10 + 2, 2).slice(0, 3), sources[i].slice(0, 40)).toEqual([255, 0, 0].map((v) => expect.closeTo(v, -1.5)));
  });

  it('still refuses images from hosts that are not allowed, and explains an unreadable embedded one', async () => {
    const notices: Array<{ key: string }> = [];
    editor.on('notify', (n) => notices.push(n as { key: string }));
    await editor.importJson({
      version: '5.3.0',
      objects: [
        { type: 'image', left: 0, top: 0, src: 'https://evil.example/a.png' },
        { type: 'image', left: 0, top: 0, src: 'data:image/tiff;base64,AAAA' },
      ],
    });
    expect(notices.map((n) => n.key)).toEqual(['editor.image.blockedHost', 'editor.legacy.unreadableImage']);
  });
});
