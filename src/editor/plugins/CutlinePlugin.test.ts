import { Rect } from 'fabric';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CutlineOptions, CutlineResult } from '../../shared/cutline';
import type { Editor } from '../core/Editor';
import { designObjects } from '../core/objects';
import { mountEditor } from '../testing/TestEditor';
import { CUTLINE_DEBOUNCE_MS, type CutlineState, type CutlineTracer } from './CutlinePlugin';

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
});

function mount(options: Parameters<typeof mountEditor>[0] = {}): Editor {
  const mounted = mountEditor(options);
  cleanup = mounted.cleanup;
  return mounted.editor;
}

/** A 300 × 300 square (1 in at 300 DPI) at (600, 600) on the default 1500² workspace. */
function addSquare(editor: Editor): Rect {
  const rect = new Rect({ left: 600, top: 600, width: 300, height: 300, fill: '#1c7ed6', strokeWidth: 0 });
  editor.canvas.add(rect);
  return rect;
}

/** The box spanned by a path's coordinates (control points included). */
function bounds(path: string): { x0: number; y0: number; x1: number; y1: number } {
  const n = (path.match(/-?\d+(\.\d+)?(e-?\d+)?/g) ?? []).map(Number);
  const xs = n.filter((_, i) => i % 2 === 0);
  const ys = n.filter((_, i) => i % 2 === 1);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

function nextState(editor: Editor, status: CutlineState['status']): Promise<CutlineState> {
  return new Promise((resolve) => {
    const off = editor.on('cutlineChange', (state) => {
      if (state.status !== status) return;
      off();
      resolve(state);
    });
  });
}

/** Counts pixels close to the cut line's magenta (#ec008c) in a canvas. */
function magentaPixels(canvas: HTMLCanvasElement): number {
  const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
  let n = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] > 200 && Math.abs(data[i] - 0xec) < 30 && data[i + 1] < 40 && Math.abs(data[i + 2] - 0x8c) < 40) n++;
  }
  return n;
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = reject;
    image.src = url;
  });
}

describe('CutlinePlugin', () => {
  it('traces the design in workspace units, and a new border moves the cut at once', async () => {
    const editor = mount();
    addSquare(editor);
    editor.api.setCutSettings({ shape: 'contour', offsetIn: 0.125 });
    const first = await editor.api.refreshCutline();
    expect(first.status).toBe('ready');
    // 1/8 in = 37.5 workspace units around the square (the mask is 1200 px: ±0.5 mask px = ±0.63 units).
    const a = bounds(first.path);
    expect(a.x0).toBeCloseTo(600 - 37.5, -0.3);
    expect(a.x1).toBeCloseTo(900 + 37.5, -0.3);
    expect(a.y0).toBeCloseTo(600 - 37.5, -0.3);

    editor.api.setCutSettings({ offsetIn: 0.25 });
    expect(editor.api.getCutSettings().offsetIn).toBe(0.25);
    const second = await editor.api.refreshCutline();
    expect(second.path).not.toBe(first.path);
    const b = bounds(second.path);
    expect(b.x0).toBeCloseTo(600 - 75, -0.3);
    expect(b.y1).toBeCloseTo(900 + 75, -0.3);
    expect(second.joinedIslands).toBe(0);
  });

  it('clamps settings, follows the workspace shape until one is chosen, and counts a change for saving', async () => {
    const editor = mount();
    let changes = 0;
    editor.on('change', () => changes++);
    // Controls re-read the settings on cutlineChange: it must come at once, before any tracing.
    let announced = 0;
    editor.on('cutlineChange', () => announced++);
    expect(editor.api.getCutSettings()).toEqual({ shape: 'rectangle', kind: 'die', offsetIn: 0.125 });
    editor.api.setWorkspaceShape('circle');
    expect(editor.api.getCutSettings().shape).toBe('circle');
    // The shape change is a history step of its own, announced at once: count from here.
    expect(changes).toBe(1);
    changes = 0;
    announced = 0;
    editor.api.setCutSettings({ offsetIn: 0.125 });
    expect(changes).toBe(0);
    expect(announced).toBe(0);
    editor.api.setCutSettings({ offsetIn: 3, kind: 'kiss' });
    expect(editor.api.getCutSettings()).toEqual({ shape: 'circle', kind: 'kiss', offsetIn: 0.5 });
    expect(changes).toBe(1);
    expect(announced).toBe(1);
    editor.api.setWorkspaceShape('rectangle');
    expect(editor.api.getCutSettings().shape).toBe('circle');
    await editor.api.refreshCutline();
  });

  it('retraces after the design changes and finds joined islands', async () => {
    const editor = mount();
    addSquare(editor);
    editor.api.setCutSettings({ shape: 'contour', kind: 'die' });
    await editor.api.refreshCutline();
    const ready = nextState(editor, 'ready');
    editor.canvas.add(new Rect({ left: 100, top: 100, width: 200, height: 200, fill: '#f03e3e' }));
    expect(editor.api.getCutline().status).toBe('computing');
    const state = await ready;
    expect(state.joinedIslands).toBe(2);
    expect(bounds(state.path).x0).toBeLessThan(100);
  });

  it('keeps only the newest answer when an older trace finishes later', async () => {
    const calls: Array<{ options: CutlineOptions; resolve: (r: CutlineResult | null) => void }> = [];
    const trace: CutlineTracer = (_mask, _w, _h, options) => new Promise((resolve) => calls.push({ options, resolve }));
    const editor = mount({ traceCutline: trace });
    // History reports the addition at once; the debounced trace it schedules is replaced below.
    addSquare(editor);
    const result = (path: string): CutlineResult => ({ path, joinedIslands: 0, islands: 1, offsetPx: 1, empty: false });

    editor.api.setCutSettings({ offsetIn: 0.25 });
    editor.api.setCutSettings({ offsetIn: 0.375 });
    expect(calls.map((c) => c.options.offsetIn)).toEqual([0.25, 0.375]);
    const ready = nextState(editor, 'ready');
    calls[1].resolve(result('M 2 2 Z'));
    await ready;
    expect(editor.api.getCutline()).toMatchObject({ status: 'ready', path: 'M 2 2 Z' });
    calls[0].resolve(result('M 1 1 Z'));
    // Every trace started has answered: the editor has no pending work left.
    await editor.idle();
    expect(editor.api.getCutline().path).toBe('M 2 2 Z');

    // The tracer's own "superseded" answer (null) is dropped too.
    editor.api.setCutSettings({ offsetIn: 0.5 });
    calls[2].resolve(null);
    await editor.idle();
    expect(editor.api.getCutline().path).toBe('M 2 2 Z');
  });

  it('tells the mask resolution and the way back to workspace units', async () => {
    const seen: Array<{ width: number; height: number; options: CutlineOptions }> = [];
    const trace: CutlineTracer = async (_mask, width, height, options) => {
      seen.push({ width, height, options });
      return { path: 'M 0 0 Z', joinedIslands: 0, islands: 1, offsetPx: 1, empty: false };
    };
    const editor = mount({ traceCutline: trace });
    editor.api.setWorkspaceSize(3000, 1500);
    addSquare(editor);
    await editor.api.refreshCutline();
    // 3000 px = 10 in: the mask's longer side is capped at 1200 px, i.e. 120 px per inch.
    const last = seen.at(-1)!;
    expect([last.width, last.height]).toEqual([1200, 600]);
    expect(last.options.dpi).toBeCloseTo(120, 6);
    expect(last.options.transform).toEqual({ scale: 2.5, offsetX: 0, offsetY: 0 });
  });

  it('reports a failed trace and keeps the last path', async () => {
    let fail = false;
    const trace: CutlineTracer = async () => {
      if (fail) throw new Error('worker stopped');
      return { path: 'M 5 5 Z', joinedIslands: 0, islands: 1, offsetPx: 1, empty: false };
    };
    const editor = mount({ traceCutline: trace });
    addSquare(editor);
    await editor.api.refreshCutline();
    fail = true;
    editor.api.setCutSettings({ offsetIn: 0.25 });
    const state = await editor.api.refreshCutline();
    expect(state).toMatchObject({ status: 'error', error: 'worker stopped', path: 'M 5 5 Z' });
  });

  it('saves the cut settings and the path in the document (no path for an empty design)', async () => {
    const editor = mount();
    const empty = await editor.getJson();
    expect(empty.cut).toEqual({ shape: 'rectangle', kind: 'die', offsetIn: 0.125 });
    expect(empty.cutlinePath).toBeUndefined();

    addSquare(editor);
    editor.api.setCutSettings({ shape: 'rounded-rectangle', kind: 'kiss', offsetIn: 0.25 });
    // The save waits for the trace the change started, so the path matches the design.
    const doc = await editor.getJson();
    expect(doc.cut).toEqual({ shape: 'rounded-rectangle', kind: 'kiss', offsetIn: 0.25 });
    expect(doc.cutlinePath).toMatch(/^M[\d.]+ [\d.]+C/);
    expect(doc.cutlinePath).toBe(editor.api.getCutline().path);
    expect(editor.api.getCutline().backingPath).toMatch(/^M[\d.]+ [\d.]+/);
    // The cut line is no canvas object: not among the objects, so not in layers, history or the JSON.
    expect(doc.objects).toHaveLength(1);
    expect(designObjects(editor.canvas)).toHaveLength(1);
  });

  it('shows a saved path at once after import, then traces it again', async () => {
    const editor = mount();
    const saved = 'M 10 10 L 20 10 L 20 20 Z';
    await editor.importJson({
      version: 2,
      workspace: { id: 'workspace', shape: 'rectangle', width: 1500, height: 1500 },
      objects: [{ type: 'rect', left: 600, top: 600, width: 300, height: 300, fill: '#1c7ed6', strokeWidth: 0, originX: 'left', originY: 'top' }],
      cut: { shape: 'circle', kind: 'die', offsetIn: 0.375 },
      cutlinePath: saved,
    });
    expect(editor.api.getCutline().path).toBe(saved);
    expect(editor.api.getCutSettings()).toEqual({ shape: 'circle', kind: 'die', offsetIn: 0.375 });
    const state = await editor.api.refreshCutline();
    expect(state.status).toBe('ready');
    expect(state.path).not.toBe(saved);
    // A circle around the square: radius = half its diagonal + 3/8 in (112.5 units).
    const radius = (bounds(state.path).x1 - bounds(state.path).x0) / 2;
    expect(radius).toBeGreaterThan(150 * Math.SQRT2 + 100);
  });

  it('traces an imported design only once the page is idle, after its first paint', async () => {
    let traced = 0;
    const editor = mount({
      traceCutline: async () => {
        traced++;
        return { path: 'M 0 0 Z', joinedIslands: 0, islands: 1, offsetPx: 1, empty: false };
      },
    });
    // The browser's idle callbacks are held here, to be run when the test says the page is idle.
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: (deadline: IdleDeadline) => void) => idle.push(() => run({ didTimeout: false, timeRemaining: () => 50 })));
    try {
      await editor.importJson({
        version: 2,
        workspace: { id: 'workspace', shape: 'rectangle', width: 1500, height: 1500 },
        objects: [{ type: 'rect', left: 600, top: 600, width: 300, height: 300, fill: '#1c7ed6', strokeWidth: 0, originX: 'left', originY: 'top' }],
        cutlinePath: 'M 10 10 L 20 10 L 20 20 Z',
      });
      await new Promise((r) => setTimeout(r, CUTLINE_DEBOUNCE_MS + 100));
      expect(traced).toBe(0);
      expect(editor.api.getCutline().status).toBe('computing');
      for (const run of idle.splice(0)) run();
      await editor.idle();
      expect(traced).toBe(1);
      expect(editor.api.getCutline()).toMatchObject({ status: 'ready', path: 'M 0 0 Z' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('draws over the visible canvas only: never in the sticker image', async () => {
    const editor = mount();
    addSquare(editor);
    editor.api.setCutSettings({ offsetIn: 0.5 });
    await editor.api.refreshCutline();
    editor.canvas.renderAll();
    expect(magentaPixels(editor.canvas.lowerCanvasEl)).toBeGreaterThan(50);

    const image = await loadImage(await editor.api.stickerImage({ multiplier: 0.5 }));
    const copy = document.createElement('canvas');
    copy.width = image.naturalWidth;
    copy.height = image.naturalHeight;
    copy.getContext('2d')!.drawImage(image, 0, 0);
    expect(magentaPixels(copy)).toBe(0);
    // Only the square is in the image: nothing where the cut runs, 1/2 in (150 units) outside it.
    const { data } = copy.getContext('2d')!.getImageData(Math.round((600 - 150) * 0.5), Math.round(750 * 0.5), 1, 1);
    expect(data[3]).toBe(0);

    editor.api.setCutlineVisible(false);
    editor.canvas.renderAll();
    expect(magentaPixels(editor.canvas.lowerCanvasEl)).toBe(0);
    expect(editor.api.isCutlineVisible()).toBe(false);
  });

  it('an off-screen editor keeps the settings and saved path but never traces', async () => {
    let traced = 0;
    const editor = mount({
      liveCutline: false,
      traceCutline: async () => {
        traced++;
        return null;
      },
    });
    await editor.importJson({
      version: 2,
      workspace: { id: 'workspace', shape: 'rectangle', width: 1500, height: 1500 },
      objects: [],
      cut: { shape: 'square', kind: 'kiss', offsetIn: 0.25 },
      cutlinePath: 'M 1 1 Z',
    });
    addSquare(editor);
    editor.api.setCutSettings({ offsetIn: 0.5 });
    const doc = await editor.getJson();
    expect(traced).toBe(0);
    expect(doc.cut).toEqual({ shape: 'square', kind: 'kiss', offsetIn: 0.5 });
    expect(doc.cutlinePath).toBe('M 1 1 Z');
  });
});
