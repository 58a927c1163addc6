import { FabricImage, type IText } from 'fabric';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSeparator, type MenuItem } from '../core/contextMenu';
import type { Editor } from '../core/Editor';
import { designObjects } from '../core/objects';
import { mountEditor, type TestEditor } from '../testing/TestEditor';

let driver: TestEditor;
let editor: Editor;
beforeEach(() => {
  driver = mountEditor();
  editor = driver.editor;
});
afterEach(() => driver.cleanup());

const texts = (menu: ReturnType<Editor['contextMenu']>) => menu.filter((e): e is MenuItem => !isSeparator(e)).map((e) => e.text);

describe('history announces after both stacks are up to date', () => {
  it('canRedo is true when historyChange fires after an undo', async () => {
    editor.api.addShape('circle');
    const seen: boolean[] = [];
    editor.on('historyChange', (s) => seen.push(s.canRedo));
    await editor.api.undo();
    expect(seen.at(-1)).toBe(true);
  });
});

describe('typing is not a locked layer', () => {
  it('deletes a text that is being typed in, and lists it as unlocked', () => {
    const text = editor.api.addText('typing') as IText;
    text.enterEditing();
    expect(editor.api.listLayers()[0].locked).toBe(false);
    editor.api.deleteSelected();
    expect(designObjects(editor.canvas)).toHaveLength(0);
  });

  it('locking while typing survives the end of typing', () => {
    const text = editor.api.addText('typing') as IText;
    text.enterEditing();
    editor.api.setLayerLocked(editor.api.listLayers()[0].id, true);
    text.exitEditing();
    expect(editor.api.listLayers()[0].locked).toBe(true);
    expect(text.lockMovementX).toBe(true);
  });
});

describe('the menu on an empty selection', () => {
  it('still offers Select All, Undo/Redo and then Paste Image', () => {
    const menu = texts(editor.contextMenu());
    expect(menu).toContain('editor.menu.selectAll');
    expect(menu).toContain('editor.menu.undo');
    expect(menu.at(-1)).toBe('editor.menu.pasteImage');
  });
});

describe('one paste, one image', () => {
  it('a paste event while the Paste Image item waits is handled once', async () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { read: () => Promise.reject(new Error('denied')) } });
    try {
      // The listener for the paste event starts with the call, before the refused clipboard read.
      const waiting = editor.api.pasteImage();
      const c = document.createElement('canvas');
      c.width = c.height = 20;
      c.getContext('2d')!.fillRect(0, 0, 20, 20);
      const blob = await new Promise<Blob>((r) => c.toBlob((b) => r(b!), 'image/png'));
      const data = new DataTransfer();
      data.items.add(new File([blob], 'x.png', { type: 'image/png' }));
      document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      await waiting;
      // Whatever the paste event started has finished too (a second insertion would be done by now).
      await driver.idle();
      expect(designObjects(editor.canvas).filter((o) => o instanceof FabricImage)).toHaveLength(1);
    } finally {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else delete (navigator as unknown as { clipboard?: unknown }).clipboard;
    }
  });
});

describe('SPEC §3 type names and placement', () => {
  it('writes i-text, textbox, curved-text, group (children too) in the design JSON', async () => {
    const a = editor.api.addText('a');
    editor.api.addTextbox('b');
    editor.api.addCurvedText('c');
    const s1 = editor.api.addShape('circle');
    editor.api.selectObjects([a, s1]);
    editor.api.groupSelected();
    const doc = await editor.getJson();
    const types = doc.objects.map((o) => o.type);
    // The group takes the place of its lowest member (the first text).
    expect(types).toEqual(['group', 'textbox', 'curved-text']);
    expect((doc.objects[0].objects as Array<{ type: string }>).map((o) => o.type)).toEqual(['i-text', 'circle']);
    await editor.importJson(doc);
    expect(designObjects(editor.canvas).map((o) => o.type)).toEqual(['group', 'textbox', 'curved-text']);
  });

  it('cascades objects added one after another instead of stacking them exactly', () => {
    const a = editor.api.addShape('circle');
    const b = editor.api.addShape('circle');
    expect(b.getCenterPoint().x - a.getCenterPoint().x).toBeCloseTo(30);
  });
});
