import type { Editor } from '../core/Editor';
import { bringForward, bringToFront, group, sendBackward, sendToBack, ungroup } from './arrange';
import { align, alignBottom, alignCenter, alignLeft, alignMiddle, alignRight, alignTop, arrange, lock, paste, unlock } from './canvasMenu';
import { copy, cut, deleteSelection, duplicate, nudgeDown, nudgeLeft, nudgeRight, nudgeUp, pasteImage } from './edit';
import { redo, undo } from './history';
import { cropImage, removeBackground } from './image';
import { editMask, removeMask, useAsMask } from './mask';
import { clearSelection, selectAll } from './selection';
import type { EditorAction } from './types';

/**
 * Every editor action, each defined once. A new action: define it beside its kind (edit, arrange,
 * history, selection), add it here, put it in the context-menu layout (menu.ts) if the menu offers it,
 * and give it labels in en.json and zh.json; hotkeys come from its definition.
 */
export const EDITOR_ACTIONS = [
  deleteSelection,
  duplicate,
  copy,
  cut,
  pasteImage,
  nudgeLeft,
  nudgeRight,
  nudgeUp,
  nudgeDown,
  undo,
  redo,
  selectAll,
  clearSelection,
  bringToFront,
  sendToBack,
  bringForward,
  sendBackward,
  group,
  ungroup,
  paste,
  lock,
  unlock,
  alignLeft,
  alignCenter,
  alignRight,
  alignTop,
  alignMiddle,
  alignBottom,
  align,
  arrange,
  removeBackground,
  cropImage,
  useAsMask,
  editMask,
  removeMask,
] as const;

export type ActionId = (typeof EDITOR_ACTIONS)[number]['id'];

const BY_ID: ReadonlyMap<string, EditorAction> = new Map(EDITOR_ACTIONS.map((action) => [action.id, action]));

export function getAction(id: ActionId): EditorAction<ActionId> {
  return BY_ID.get(id) as EditorAction<ActionId>;
}

export const isActionAvailable = (editor: Editor, action: EditorAction): boolean => action.isAvailable?.(editor) ?? true;

/** Enabled means available and runnable now. */
export const isActionEnabled = (editor: Editor, action: EditorAction): boolean => isActionAvailable(editor, action) && (action.isEnabled?.(editor) ?? true);
