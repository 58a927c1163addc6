import { type MenuEntry, type MenuItem, tidySeparators } from '../core/contextMenu';
import type { Editor } from '../core/Editor';
import { type ActionId, getAction, isActionAvailable, isActionEnabled } from './registry';
import type { EditorAction } from './types';

/**
 * The canvas context menu (SPEC §2, §9), groups top to bottom with a separator between them: what acts
 * on the selection first, then Crop for a photo, the mask actions (decision 56), Select All, history,
 * duplicate and the clipboard, Lock/Unlock, the Align and Arrange submenus, layer steps,
 * grouping, Remove background for an image, and Paste Image last. An action that is not
 * available now (nothing selected, no group) is left out.
 */
export const CONTEXT_MENU_LAYOUT: ReadonlyArray<readonly ActionId[]> = [
  ['delete', 'bringToFront', 'sendToBack'],
  ['cropImage'],
  ['useAsMask', 'editMask', 'removeMask'],
  ['selectAll'],
  ['undo', 'redo'],
  ['duplicate', 'copy', 'paste'],
  ['lock', 'unlock'],
  ['align', 'arrange'],
  ['bringForward', 'sendBackward'],
  ['group', 'ungroup'],
  ['removeBackground'],
  ['pasteImage'],
];

/** The menu entries of the layout for the editor's current state. */
export function actionMenu(editor: Editor, layout: ReadonlyArray<readonly ActionId[]> = CONTEXT_MENU_LAYOUT): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const ids of layout) {
    for (const id of ids) {
      const action = getAction(id);
      if (isActionAvailable(editor, action)) entries.push(menuItem(editor, action));
    }
    entries.push({ separator: true });
  }
  return tidySeparators(entries);
}

function menuItem(editor: Editor, action: EditorAction): MenuItem {
  if (action.submenu) {
    const subitems = action.submenu.map((id) => getAction(id as ActionId)).filter((sub) => isActionAvailable(editor, sub));
    return { text: action.labelKey, disabled: subitems.length === 0, subitems: subitems.map((sub) => menuItem(editor, sub)) };
  }
  return {
    text: action.labelKey,
    hotkey: action.shortcut,
    disabled: !isActionEnabled(editor, action),
    onclick: async () => {
      await action.run(editor);
    },
  };
}
