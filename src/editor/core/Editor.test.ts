import { Canvas, Rect } from 'fabric';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountEditor } from '../testing/TestEditor';
import { Editor } from './Editor';

function bareEditor() {
  const el = document.createElement('canvas');
  document.body.append(el);
  return new Editor(new Canvas(el, { width: 200, height: 200 }));
}

class APlugin {
  static readonly pluginName = 'APlugin';
  static readonly events = ['aHappened'] as const;
  static readonly apis = ['sayA'] as const;
  sayA() {
    return 'a';
  }
}

describe('plugin registry (SPEC §5: plugins may not be registered twice; events and apis must not repeat)', () => {
  it('registers a plugin and exposes its apis bound to it', () => {
    const editor = bareEditor();
    editor.use(APlugin);
    expect((editor.api as unknown as { sayA(): string }).sayA()).toBe('a');
    expect(editor.hasPlugin('APlugin')).toBe(true);
  });

  it('throws on a second registration of the same plugin', () => {
    const editor = bareEditor();
    editor.use(APlugin);
    expect(() => editor.use(APlugin)).toThrow(/Duplicate plugin initialisation: 'APlugin'/);
  });

  it('throws when another plugin declares the same event', () => {
    class B {
      static readonly pluginName = 'B';
      static readonly events = ['aHappened'];
      readonly kind = 'b';
    }
    const editor = bareEditor().use(APlugin);
    expect(() => editor.use(B)).toThrow(/event 'aHappened'/);
    expect(editor.hasPlugin('B')).toBe(false);
  });

  it('throws when another plugin offers the same api, and registers nothing of it', () => {
    class C {
      static readonly pluginName = 'C';
      static readonly apis = ['sayA'];
      sayA() {
        return 'c';
      }
    }
    const editor = bareEditor().use(APlugin);
    expect(() => editor.use(C)).toThrow(/api 'sayA'/);
    expect((editor.api as unknown as { sayA(): string }).sayA()).toBe('a');
  });

  it('refuses a core event name', () => {
    class D {
      static readonly pluginName = 'D';
      static readonly events = ['loadJson'];
      readonly kind = 'd';
    }
    expect(() => bareEditor().use(D)).toThrow(/event 'loadJson'/);
  });
});

describe('hooks and flows (SPEC §4)', () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  it('import runs before-import, loads, re-applies strokes, after-import, then emits loadJson', async () => {
    const m = mountEditor();
    cleanup = m.cleanup;
    const order: string[] = [];
    class Spy {
      static readonly pluginName = 'Spy';
      constructor(private readonly editor: Editor) {}
      beforeImport() {
        order.push(`before:${this.editor.canvas.getObjects().length}`);
      }
      afterImport() {
        const rect = this.editor.canvas.getObjects().find((o) => (o as unknown as { id: string }).id === 'r1');
        order.push(`after:${rect ? 'loaded' : 'missing'}:${rect?.stroke}`);
      }
    }
    m.editor.use(Spy);
    m.editor.on('loadJson', () => order.push('loadJson'));
    await m.editor.importJson({
      version: 2,
      workspace: { id: 'workspace', shape: 'rectangle', width: 1000, height: 800 },
      objects: [{ type: 'Rect', id: 'r1', left: 10, top: 20, width: 50, height: 50, strokeColor: '#ff0000' }],
    });
    expect(order).toEqual(['before:1', 'after:loaded:#ff0000', 'loadJson']);
    expect(m.editor.api.getWorkspace()).toMatchObject({ width: 1000, height: 800 });
  });

  it('import offers the document as read to prefetchImport before it is checked; a throwing prefetch is ignored', async () => {
    const m = mountEditor();
    cleanup = m.cleanup;
    const order: string[] = [];
    class Prefetcher {
      static readonly pluginName = 'Prefetcher';
      prefetchImport(raw: unknown) {
        order.push(`prefetch:${(raw as { objects: unknown[] }).objects.length}`);
        throw new Error('ignored');
      }
      beforeImport() {
        order.push('before');
      }
    }
    m.editor.use(Prefetcher);
    await m.editor.importJson(JSON.stringify({ version: 2, workspace: { id: 'workspace', shape: 'rectangle', width: 500, height: 500 }, objects: [] }));
    expect(order).toEqual(['prefetch:0', 'before']);
    await expect(m.editor.importJson('{nope')).rejects.toThrow('This file is not valid JSON.');
    expect(order).toEqual(['prefetch:0', 'before']);
  });

  it('save runs before-save then after-save with the document', async () => {
    const m = mountEditor();
    cleanup = m.cleanup;
    const order: string[] = [];
    class Spy {
      static readonly pluginName = 'Spy';
      beforeSave() {
        order.push('beforeSave');
      }
      afterSave(doc: { objects: unknown[] }) {
        order.push(`afterSave:${doc.objects.length}`);
      }
    }
    m.editor.use(Spy);
    m.editor.api.addShape('rectangle');
    const doc = await m.editor.getJson();
    expect(order).toEqual(['beforeSave', 'afterSave:1']);
    expect(doc.version).toBe(2);
    expect(doc.workspace).toEqual({ id: 'workspace', shape: 'rectangle', width: 1500, height: 1500 });
  });

  it('getJsonNow is the document this instant: after-save runs, a before-save that waits does not hold it', () => {
    const m = mountEditor();
    cleanup = m.cleanup;
    const order: string[] = [];
    class Slow {
      static readonly pluginName = 'Slow';
      beforeSave() {
        order.push('beforeSave');
        return new Promise<void>(() => {});
      }
      afterSave(doc: { objects: unknown[] }) {
        order.push(`afterSave:${doc.objects.length}`);
      }
    }
    m.editor.use(Slow);
    m.editor.api.addShape('rectangle');
    const doc = m.editor.getJsonNow();
    expect(order).toEqual(['afterSave:1']);
    expect(doc.objects).toHaveLength(1);
  });

  it('rejects bad JSON with a clear message and keeps the canvas', async () => {
    const m = mountEditor();
    cleanup = m.cleanup;
    m.editor.api.addText('keep me');
    await expect(m.editor.importJson('{nope')).rejects.toThrow('This file is not valid JSON.');
    await expect(m.editor.importJson({ objects: 'x' })).rejects.toThrow();
    expect(m.editor.api.listLayers()).toHaveLength(1);
  });

  it('gives objects without an id one (SPEC §5)', async () => {
    const m = mountEditor();
    cleanup = m.cleanup;
    await m.editor.importJson({
      version: 2,
      workspace: { id: 'workspace', shape: 'rectangle', width: 500, height: 500 },
      objects: [{ type: 'Rect', left: 1, top: 1, width: 5, height: 5 }],
    });
    const layers = m.editor.api.listLayers();
    expect(layers[0].id).toMatch(/.{8,}/);
    m.editor.canvas.add(new Rect({ width: 3, height: 3 }));
    expect(m.editor.api.listLayers()[0].id).toMatch(/.{8,}/);
  });

  it('destroy unbinds hotkeys and leaves a menu that says the canvas is gone', () => {
    const m = mountEditor();
    cleanup = () => m.container.remove();
    const undo = vi.spyOn(m.editor.api, 'undo');
    m.editor.destroy();
    m.container.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', code: 'KeyZ', ctrlKey: true, bubbles: true }));
    expect(undo).not.toHaveBeenCalled();
    expect(m.editor.contextMenu()).toEqual([{ text: 'editor.menu.canvasNotInitialized', disabled: true }]);
  });
});

describe('selection events (SPEC §4)', () => {
  it('emits selectOne, selectMultiple and selectCancel, ignoring guide lines', async () => {
    const m = mountEditor();
    const seen: string[] = [];
    m.editor.on('selectOne', () => seen.push('one'));
    m.editor.on('selectMultiple', (list) => seen.push(`multiple:${list.length}`));
    m.editor.on('selectCancel', () => seen.push('cancel'));
    const a = m.editor.api.addShape('circle');
    const b = m.editor.api.addShape('star');
    const guide = new Rect({ width: 1, height: 1 });
    (guide as unknown as { isGuide: boolean }).isGuide = true;
    m.editor.canvas.add(guide);
    m.editor.api.selectObjects([a, b, guide]);
    m.editor.api.clearSelection();
    expect(seen).toEqual(['one', 'one', 'multiple:2', 'cancel']);
    m.cleanup();
  });
});
