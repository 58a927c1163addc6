import { isEditingText, isLocked } from '../core/editing';
import { defineAction, hasSelection } from './types';

/** While a text is typed in, Delete, Backspace, Ctrl+C and Ctrl+X are the text's. */
const notTyping = (editor: Parameters<typeof isEditingText>[0]) => !isEditingText(editor);

export const deleteSelection = defineAction({
  id: 'delete',
  labelKey: 'editor.menu.delete',
  shortcut: 'Del',
  hotkey: { keys: ['Delete', 'Backspace'], when: notTyping },
  isAvailable: hasSelection,
  // Locked layers are never deleted by accident: with only locked ones selected there is nothing to do.
  isEnabled: (editor) => editor.api.getSelection().some((o) => !isLocked(o)),
  run: (editor) => editor.api.deleteSelected(),
});

export const duplicate = defineAction({
  id: 'duplicate',
  labelKey: 'editor.menu.duplicate',
  shortcut: 'Ctrl+D',
  hotkey: { keys: ['$mod+KeyD'] },
  isAvailable: hasSelection,
  run: (editor) => editor.api.duplicateSelected(),
});

export const copy = defineAction({
  id: 'copy',
  labelKey: 'editor.menu.copy',
  shortcut: 'Ctrl+C',
  hotkey: { keys: ['$mod+KeyC'], when: notTyping, keepDefault: true },
  isAvailable: hasSelection,
  run: (editor) => editor.api.copySelected(),
});

export const cut = defineAction({
  id: 'cut',
  labelKey: 'editor.menu.cut',
  shortcut: 'Ctrl+X',
  hotkey: { keys: ['$mod+KeyX'], when: notTyping },
  isAvailable: hasSelection,
  run: (editor) => editor.api.cutSelected(),
});

/** The paste itself is the browser's paste event (ClipboardPlugin); this is the menu's way to it. */
export const pasteImage = defineAction({
  id: 'pasteImage',
  labelKey: 'editor.menu.pasteImage',
  shortcut: 'Ctrl+V',
  run: (editor) => editor.api.pasteImage(),
});

/** Arrow keys move the selection 1 unit, 10 with Shift. */
function nudge<Id extends string>(id: Id, key: string, dx: number, dy: number) {
  return defineAction({
    id,
    labelKey: `editor.menu.${id}`,
    hotkey: { keys: [key, `Shift+${key}`], when: hasSelection },
    isAvailable: hasSelection,
    run: (editor, trigger) => {
      const step = trigger?.event?.shiftKey ? 10 : 1;
      editor.api.nudgeSelected(dx * step, dy * step);
    },
  });
}

export const nudgeLeft = nudge('nudgeLeft', 'ArrowLeft', -1, 0);
export const nudgeRight = nudge('nudgeRight', 'ArrowRight', 1, 0);
export const nudgeUp = nudge('nudgeUp', 'ArrowUp', 0, -1);
export const nudgeDown = nudge('nudgeDown', 'ArrowDown', 0, 1);
