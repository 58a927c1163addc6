import type { IText } from 'fabric';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../shared/i18n/en.json';
import zh from '../../shared/i18n/zh.json';
import { isSeparator, type MenuItem } from '../core/contextMenu';
import type { Editor } from '../core/Editor';
import { designObjects } from '../core/objects';
import { mountEditor } from '../testing/TestEditor';
import { actionHotkeys } from './hotkeys';
import { CONTEXT_MENU_LAYOUT } from './menu';
import { type ActionId, EDITOR_ACTIONS, getAction, isActionAvailable, isActionEnabled } from './registry';
import { defineAction } from './types';

let editor: Editor;
let container: HTMLElement;
let cleanup: () => void;
beforeEach(() => {
  ({ editor, container, cleanup } = mountEditor());
});
afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
});

type Tree = { [key: string]: string | string[] | Tree };
const lookup = (tree: Tree, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

/** Presses a key on the editor element, as a person would; tells whether the editor took it (preventDefault). */
function press(init: KeyboardEventInit): { taken: boolean } {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  container.dispatchEvent(event);
  return { taken: event.defaultPrevented };
}

const menuItems = () => editor.contextMenu().filter((e): e is MenuItem => !isSeparator(e));

/** tinykeys' spelling of a key, as people read it: '$mod+Shift+KeyZ' → 'Ctrl+Shift+Z'. */
const spelled = (key: string) =>
  key
    .replace('$mod', 'Ctrl')
    .replace(/Key([A-Z])/, '$1')
    .replace('Delete', 'Del')
    .replace('Escape', 'Esc');

describe('each action is defined once', () => {
  it('has a unique id, and a label in English and Chinese', () => {
    const ids = EDITOR_ACTIONS.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const action of EDITOR_ACTIONS) {
      expect(typeof lookup(en as Tree, action.labelKey), `${action.id} in en.json`).toBe('string');
      expect(typeof lookup(zh as Tree, action.labelKey), `${action.id} in zh.json`).toBe('string');
      expect(getAction(action.id)).toBe(action);
    }
  });

  it('binds each key once, and shows the first binding as its shortcut', () => {
    expect(() => actionHotkeys(editor, EDITOR_ACTIONS)).not.toThrow();
    for (const action of EDITOR_ACTIONS) {
      if (action.hotkey && action.shortcut) expect(spelled(action.hotkey.keys[0]), action.id).toBe(action.shortcut);
    }
  });

  it('refuses a key bound by two actions', () => {
    const twin = defineAction({ id: 'twin', labelKey: 'editor.menu.undo', hotkey: { keys: ['$mod+KeyZ'] }, run: () => {} });
    expect(() => actionHotkeys(editor, [getAction('undo'), twin])).toThrow(/'\$mod\+KeyZ' of action 'twin' is already bound to 'undo'/);
  });

  it('lays out the context menu from registered actions only, each once', () => {
    const laidOut = CONTEXT_MENU_LAYOUT.flat();
    expect(new Set(laidOut).size).toBe(laidOut.length);
    for (const id of laidOut) expect(EDITOR_ACTIONS.map((a) => a.id)).toContain(id);
  });
});

describe('hotkeys and the context menu run the same definition', () => {
  it('Ctrl+D and the Duplicate item both run the registry action', async () => {
    const run = vi.spyOn(getAction('duplicate'), 'run');
    editor.api.addShape('circle');
    expect(press({ key: 'd', code: 'KeyD', ctrlKey: true }).taken).toBe(true);
    expect(run).toHaveBeenCalledTimes(1);
    const item = menuItems().find((i) => i.text === 'editor.menu.duplicate')!;
    expect(item.hotkey).toBe('Ctrl+D');
    await item.onclick?.();
    expect(run).toHaveBeenCalledTimes(2);
    expect(designObjects(editor.canvas)).toHaveLength(3);
  });

  it('the menu shows each action with its own label, shortcut and enabled state', () => {
    editor.api.addShape('circle');
    for (const item of menuItems()) {
      const action = EDITOR_ACTIONS.find((a) => a.labelKey === item.text)!;
      expect(item.hotkey).toBe(action.shortcut);
      expect(item.disabled).toBe(!isActionEnabled(editor, action));
    }
  });

  it("Backspace while typing stays the text's; without typing it deletes", () => {
    const text = editor.api.addText('typing') as IText;
    text.enterEditing();
    expect(press({ key: 'Backspace', code: 'Backspace' }).taken).toBe(false);
    expect(designObjects(editor.canvas)).toHaveLength(1);
    text.exitEditing();
    expect(press({ key: 'Backspace', code: 'Backspace' }).taken).toBe(true);
    expect(designObjects(editor.canvas)).toHaveLength(0);
  });

  it('arrow keys nudge the selection by 1, by 10 with Shift, and are left alone without one', () => {
    const rect = editor.api.addShape('rectangle');
    const left = rect.left;
    press({ key: 'ArrowRight', code: 'ArrowRight' });
    press({ key: 'ArrowRight', code: 'ArrowRight', shiftKey: true });
    expect(rect.left).toBeCloseTo(left + 11);
    editor.api.clearSelection();
    expect(press({ key: 'ArrowRight', code: 'ArrowRight' }).taken).toBe(false);
  });
});

describe('the context menu', () => {
  it('offers Copy, Paste, Lock and the Align and Arrange submenus; Paste pastes the copy; Lock becomes Unlock', async () => {
    const rect = editor.api.addShape('rectangle');
    const texts = () => menuItems().map((i) => i.text);
    expect(texts()).toEqual(expect.arrayContaining(['editor.menu.copy', 'editor.menu.paste', 'editor.menu.lock', 'editor.menu.align', 'editor.menu.arrange']));
    const align = menuItems().find((i) => i.text === 'editor.menu.align')!;
    expect(align.subitems?.map((i) => (i as MenuItem).text)).toEqual(
      ['left', 'center', 'right', 'top', 'middle', 'bottom'].map((d) => `editor.menu.align${d[0].toUpperCase()}${d.slice(1)}`),
    );
    const arrange = menuItems().find((i) => i.text === 'editor.menu.arrange')!;
    expect(arrange.subitems?.map((i) => (i as MenuItem).text)).toEqual([
      'editor.menu.bringForward',
      'editor.menu.sendBackward',
      'editor.menu.bringToFront',
      'editor.menu.sendToBack',
    ]);

    expect(menuItems().find((i) => i.text === 'editor.menu.paste')!.disabled).toBe(true);
    await menuItems()
      .find((i) => i.text === 'editor.menu.copy')!
      .onclick?.();
    await menuItems()
      .find((i) => i.text === 'editor.menu.paste')!
      .onclick?.();
    expect(designObjects(editor.canvas)).toHaveLength(2);

    editor.api.selectObjects([rect]);
    await (align.subitems![0] as MenuItem).onclick?.();
    expect(rect.getBoundingRect().left).toBeCloseTo(editor.api.getWorkspaceObject().getBoundingRect().left);
    await menuItems()
      .find((i) => i.text === 'editor.menu.lock')!
      .onclick?.();
    expect(texts()).toContain('editor.menu.unlock');
    expect(texts()).not.toContain('editor.menu.lock');
  });
});

describe('enabled and available predicates', () => {
  const state = (id: ActionId) => ({ available: isActionAvailable(editor, getAction(id)), enabled: isActionEnabled(editor, getAction(id)) });

  it('undo and redo follow the history', async () => {
    expect(state('undo').enabled).toBe(false);
    editor.api.addShape('circle');
    expect(state('undo').enabled).toBe(true);
    expect(state('redo').enabled).toBe(false);
    await editor.api.undo();
    expect(state('redo').enabled).toBe(true);
  });

  it('selection actions are offered only with a selection; Select All is greyed on an empty design', () => {
    expect(state('selectAll')).toEqual({ available: true, enabled: false });
    for (const id of ['delete', 'duplicate', 'bringToFront', 'sendBackward'] as const) expect(state(id).available, id).toBe(false);
    editor.api.addShape('circle');
    expect(state('selectAll').enabled).toBe(true);
    for (const id of ['delete', 'duplicate', 'bringToFront', 'sendBackward'] as const) expect(state(id).enabled, id).toBe(true);
  });

  it('Delete is greyed when every selected layer is locked', () => {
    editor.api.addShape('circle');
    editor.api.setLayerLocked(editor.api.listLayers()[0].id, true);
    expect(state('delete')).toEqual({ available: true, enabled: false });
  });

  it('Group is offered for several objects, Ungroup for a group', () => {
    const a = editor.api.addShape('circle');
    const b = editor.api.addShape('star');
    expect([state('group').available, state('ungroup').available]).toEqual([false, false]);
    editor.api.selectObjects([a, b]);
    expect([state('group').available, state('ungroup').available]).toEqual([true, false]);
    editor.api.groupSelected();
    expect([state('group').available, state('ungroup').available]).toEqual([false, true]);
  });
});
