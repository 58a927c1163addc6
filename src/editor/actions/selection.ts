import { designObjects } from '../core/objectKinds';
import { defineAction } from './types';

export const selectAll = defineAction({
  id: 'selectAll',
  labelKey: 'editor.menu.selectAll',
  shortcut: 'Ctrl+A',
  hotkey: { keys: ['$mod+KeyA'] },
  isEnabled: (editor) => designObjects(editor.canvas).length > 0,
  run: (editor) => editor.api.selectAll(),
});

export const clearSelection = defineAction({
  id: 'clearSelection',
  labelKey: 'editor.menu.clearSelection',
  shortcut: 'Esc',
  hotkey: { keys: ['Escape'], keepDefault: true },
  run: (editor) => editor.api.clearSelection(),
});
