import type { FabricObject } from 'fabric';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Editor } from '../core/Editor';
import { asEditorObject, designObjects, isWorkspace } from '../core/objects';
import { TestEditor } from '../testing/TestEditor';

let driver: TestEditor;
let editor: Editor;
beforeEach(() => {
  driver = new TestEditor();
  editor = driver.editor;
});
afterEach(() => driver.cleanup());

const ids = () => designObjects(editor.canvas).map((o) => asEditorObject(o).id);
const pos = (o: FabricObject) => ({ left: Math.round(o.left), top: Math.round(o.top) });
const userMove = (o: FabricObject, left: number, top: number) => driver.drag(o, left, top);

describe('undo/redo (vue-fabric-editor #24, #304, #522, #588 must not happen here)', () => {
  it('undoes and redoes an add, a move and a delete, in order', async () => {
    const rect = editor.api.addShape('rectangle');
    const start = pos(rect);
    userMove(rect, 10, 20);
    editor.api.selectObjects([rect]);
    editor.api.deleteSelected();
    expect(ids()).toEqual([]);
    await editor.api.undo();
    const back = designObjects(editor.canvas)[0];
    expect(pos(back)).toEqual({ left: 10, top: 20 });
    await editor.api.undo();
    expect(pos(designObjects(editor.canvas)[0])).toEqual(start);
    await editor.api.undo();
    expect(ids()).toEqual([]);
    expect(editor.api.canUndo()).toBe(false);
    await editor.api.redo();
    await editor.api.redo();
    expect(pos(designObjects(editor.canvas)[0])).toEqual({ left: 10, top: 20 });
    await editor.api.redo();
    expect(ids()).toEqual([]);
  });

  it('never removes or unlocks the workspace', async () => {
    editor.api.addText('a');
    await editor.api.undo();
    await editor.api.undo();
    const ws = editor.canvas.getObjects().find(isWorkspace)!;
    expect(ws).toBeDefined();
    expect(ws.selectable).toBe(false);
    expect(editor.canvas.getObjects().indexOf(ws)).toBe(0);
  });

  it('a new action clears redo', async () => {
    const a = editor.api.addShape('circle');
    userMove(a, 5, 5);
    await editor.api.undo();
    expect(editor.api.canRedo()).toBe(true);
    userMove(designObjects(editor.canvas)[0], 50, 50);
    expect(editor.api.canRedo()).toBe(false);
  });

  it('undoes rotate and scale and property changes', async () => {
    const r = editor.api.addShape('rectangle');
    driver.interact(r, () => {
      r.rotate(45);
      r.set({ scaleX: 2 });
    });
    editor.api.selectObjects([r]);
    editor.api.setStyle({ fill: '#123456', opacity: 0.5 });
    await editor.api.undo();
    const after1 = designObjects(editor.canvas)[0];
    expect(after1.fill).toBe('#f59f00');
    expect(after1.opacity).toBe(1);
    expect(after1.angle).toBe(45);
    await editor.api.undo();
    expect(designObjects(editor.canvas)[0].angle).toBe(0);
    expect(designObjects(editor.canvas)[0].scaleX).toBe(1);
  });

  it('group, move the group, undo twice: the objects are back where they were, ungrouped', async () => {
    const a = editor.api.addShape('circle');
    const b = editor.api.addShape('star');
    userMove(a, 100, 100);
    userMove(b, 400, 300);
    editor.api.selectObjects([a, b]);
    const group = editor.api.groupSelected()!;
    expect(designObjects(editor.canvas)).toHaveLength(1);
    userMove(group, group.left + 200, group.top + 50);
    await editor.api.undo();
    await editor.api.undo();
    const objects = designObjects(editor.canvas);
    expect(objects.map((o) => o.type).sort()).toEqual(['circle', 'polygon']);
    const circle = objects.find((o) => o.type === 'circle')!;
    const star = objects.find((o) => o.type === 'polygon')!;
    expect(pos(circle)).toEqual({ left: 100, top: 100 });
    expect(pos(star)).toEqual({ left: 400, top: 300 });
    await editor.api.redo();
    await editor.api.redo();
    expect(designObjects(editor.canvas)).toHaveLength(1);
    expect(Math.round(designObjects(editor.canvas)[0].left)).toBe(300);
  });

  it('ungroup then undo gives the group back', async () => {
    const a = editor.api.addShape('circle');
    const b = editor.api.addShape('triangle');
    userMove(a, 0, 0);
    userMove(b, 600, 600);
    editor.api.selectObjects([a, b]);
    editor.api.groupSelected();
    editor.api.ungroupSelected();
    expect(designObjects(editor.canvas)).toHaveLength(2);
    await editor.api.undo();
    expect(designObjects(editor.canvas).map((o) => o.type)).toEqual(['group']);
  });

  it('undoes a move of a multi-selection in canvas coordinates', async () => {
    const a = editor.api.addShape('circle');
    const b = editor.api.addShape('circle');
    userMove(a, 0, 0);
    userMove(b, 500, 0);
    editor.api.selectObjects([a, b]);
    const sel = editor.canvas.getActiveObject()!;
    driver.interact(sel, () => sel.set({ left: sel.left + 100, top: sel.top + 100 }));
    editor.api.clearSelection();
    expect(designObjects(editor.canvas).map(pos)).toEqual([
      { left: 100, top: 100 },
      { left: 600, top: 100 },
    ]);
    await editor.api.undo();
    expect(designObjects(editor.canvas).map(pos)).toEqual([
      { left: 0, top: 0 },
      { left: 500, top: 0 },
    ]);
  });

  it('undoes text edits', async () => {
    const t = editor.api.addText('first');
    driver.interact(t, () => t.set({ text: 'second' }));
    await editor.api.undo();
    expect((designObjects(editor.canvas)[0] as unknown as { text: string }).text).toBe('first');
  });

  it('undoes an import in one step', async () => {
    editor.api.addText('before import');
    await editor.importJson({
      version: 2,
      workspace: { id: 'workspace', shape: 'circle', width: 900, height: 900 },
      objects: [{ type: 'Rect', id: 'x', left: 1, top: 2, width: 3, height: 4 }],
    });
    expect(ids()).toEqual(['x']);
    await editor.api.undo();
    expect(designObjects(editor.canvas).map((o) => (o as unknown as { text: string }).text)).toEqual(['before import']);
  });

  it('undoes a layer reorder', async () => {
    const a = editor.api.addShape('circle');
    editor.api.addShape('star');
    const before = ids();
    editor.api.selectObjects([a]);
    editor.api.bringToFront();
    expect(ids()).toEqual([before[1], before[0]]);
    await editor.api.undo();
    expect(ids()).toEqual(before);
  });

  it('keeps a bounded history', async () => {
    const r = editor.api.addShape('rectangle');
    for (let i = 0; i < 120; i++) userMove(r, i, i);
    let undos = 0;
    while (editor.api.canUndo()) {
      await editor.api.undo();
      undos++;
    }
    expect(undos).toBe(100);
  });
});

describe('transactions (decision 77)', () => {
  it('records a transaction as one step before it returns, under its label', () => {
    const a = editor.api.addShape('circle');
    const b = editor.api.addShape('star');
    const undos = editor.api.historyLabels();
    expect(undos.undo).toBe('add');
    editor.transact('paint both', [a, b], () => {
      a.set({ fill: '#000000' });
      b.set({ fill: '#ffffff' });
    });
    expect(editor.api.historyLabels()).toEqual({ undo: 'paint both', redo: null });
  });

  it('merges nested transactions into the outer step', async () => {
    const a = editor.api.addShape('circle');
    editor.transact('outer', [a], () => {
      a.set({ left: 10 });
      editor.transact('inner', [], () => editor.api.addShape('star'));
      a.set({ top: 20 });
    });
    expect(editor.api.historyLabels().undo).toBe('outer');
    expect(designObjects(editor.canvas)).toHaveLength(2);
    await editor.api.undo();
    expect(designObjects(editor.canvas)).toHaveLength(1);
    expect(designObjects(editor.canvas)[0].left).not.toBe(10);
    expect(editor.api.historyLabels().undo).toBe('add');
  });

  it('rolls back a transaction that throws and records nothing', async () => {
    const a = editor.api.addShape('circle');
    const start = pos(a);
    const heard: string[] = [];
    editor.on('change', () => heard.push('change'));
    expect(() =>
      editor.transact('broken', [a], () => {
        a.set({ left: 333, top: 444 });
        editor.api.addShape('star');
        throw new Error('half done');
      }),
    ).toThrow('half done');
    await driver.idle();
    expect(designObjects(editor.canvas)).toHaveLength(1);
    expect(pos(designObjects(editor.canvas)[0])).toEqual(start);
    expect(editor.api.historyLabels().undo).toBe('add');
    expect(heard).toEqual([]);
  });

  it('records Fabric interactions from their events at once: a drag, leaving an edited text', async () => {
    const t = editor.api.addText('first');
    let changes = 0;
    editor.on('change', () => changes++);
    driver.drag(t, 40, 50);
    expect(changes).toBe(1);
    expect(editor.api.historyLabels().undo).toBe('modify');
    t.enterEditing();
    t.set({ text: 'second' });
    t.exitEditing();
    expect(changes).toBe(2);
    await editor.api.undo();
    const back = designObjects(editor.canvas)[0] as unknown as { text: string } & FabricObject;
    expect(back.text).toBe('first');
    expect(pos(back)).toEqual({ left: 40, top: 50 });
  });

  it('refuses asynchronous work inside a transaction', () => {
    expect(() => editor.transact('async', [], () => Promise.resolve())).toThrow(/synchronous/);
  });
});
