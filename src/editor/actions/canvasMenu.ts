import type { FabricObject } from 'fabric';
import type { Editor } from '../core/Editor';
import { isLocked } from '../core/editing';
import type { Alignment } from '../plugins/AlignPlugin';
import { defineAction, hasSelection } from './types';

// The context menu's Paste, Lock/Unlock and Align entries. Type-only Fabric imports, like
// every action file: the web app reads these before the editor chunk has loaded.

/** Pastes what Copy or Cut kept (Ctrl+V also pastes images and other tabs' objects through the paste event). */
export const paste = defineAction({
  id: 'paste',
  labelKey: 'editor.menu.paste',
  shortcut: 'Ctrl+V',
  isEnabled: (editor) => editor.api.hasCopiedObjects(),
  run: (editor) => editor.api.pasteObjects(),
});

const selectedWithIds = (editor: Editor): Array<FabricObject & { id: string }> =>
  editor.api.getSelection().filter((o): o is FabricObject & { id: string } => typeof (o as { id?: unknown }).id === 'string');

function setLocked(editor: Editor, locked: boolean): void {
  const objects = selectedWithIds(editor);
  for (const o of objects) editor.api.setLayerLocked(o.id, locked);
  editor.canvas.requestRenderAll();
}

/** Offered when something selected can still move. */
export const lock = defineAction({
  id: 'lock',
  labelKey: 'editor.menu.lock',
  isAvailable: (editor) => selectedWithIds(editor).some((o) => !isLocked(o)),
  run: (editor) => setLocked(editor, true),
});

/** Offered when everything selected is locked. */
export const unlock = defineAction({
  id: 'unlock',
  labelKey: 'editor.menu.unlock',
  isAvailable: (editor) => {
    const objects = selectedWithIds(editor);
    return objects.length > 0 && objects.every((o) => isLocked(o));
  },
  run: (editor) => setLocked(editor, false),
});

function alignAction<Id extends string>(id: Id, to: Alignment) {
  return defineAction({
    id,
    labelKey: `editor.menu.${id}`,
    isAvailable: hasSelection,
    run: (editor) => editor.api.align(to),
  });
}

export const alignLeft = alignAction('alignLeft', 'left');
export const alignCenter = alignAction('alignCenter', 'center');
export const alignRight = alignAction('alignRight', 'right');
export const alignTop = alignAction('alignTop', 'top');
export const alignMiddle = alignAction('alignMiddle', 'middle');
export const alignBottom = alignAction('alignBottom', 'bottom');

/** Runs nothing itself: the context menu opens its items (a submenu needs an entry of its own). */
const opensSubmenu = () => undefined;

export const align = defineAction({
  id: 'align',
  labelKey: 'editor.menu.align',
  isAvailable: hasSelection,
  submenu: ['alignLeft', 'alignCenter', 'alignRight', 'alignTop', 'alignMiddle', 'alignBottom'],
  run: opensSubmenu,
});

export const arrange = defineAction({
  id: 'arrange',
  labelKey: 'editor.menu.arrange',
  isAvailable: hasSelection,
  submenu: ['bringForward', 'sendBackward', 'bringToFront', 'sendToBack'],
  run: opensSubmenu,
});
