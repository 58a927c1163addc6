import { defineAction } from './types';

export const undo = defineAction({
  id: 'undo',
  labelKey: 'editor.menu.undo',
  shortcut: 'Ctrl+Z',
  hotkey: { keys: ['$mod+KeyZ'] },
  isEnabled: (editor) => editor.api.canUndo(),
  run: (editor) => editor.api.undo(),
});

export const redo = defineAction({
  id: 'redo',
  labelKey: 'editor.menu.redo',
  shortcut: 'Ctrl+Shift+Z',
  hotkey: { keys: ['$mod+Shift+KeyZ', '$mod+KeyY'] },
  isEnabled: (editor) => editor.api.canRedo(),
  run: (editor) => editor.api.redo(),
});
