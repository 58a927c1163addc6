import { defineAction, hasSelection } from './types';

export const bringToFront = defineAction({
  id: 'bringToFront',
  labelKey: 'editor.menu.bringToFront',
  isAvailable: hasSelection,
  run: (editor) => editor.api.bringToFront(),
});

export const sendToBack = defineAction({
  id: 'sendToBack',
  labelKey: 'editor.menu.sendToBack',
  isAvailable: hasSelection,
  run: (editor) => editor.api.sendToBack(),
});

export const bringForward = defineAction({
  id: 'bringForward',
  labelKey: 'editor.menu.bringForward',
  isAvailable: hasSelection,
  run: (editor) => editor.api.bringForward(),
});

export const sendBackward = defineAction({
  id: 'sendBackward',
  labelKey: 'editor.menu.sendBackward',
  isAvailable: hasSelection,
  run: (editor) => editor.api.sendBackward(),
});

export const group = defineAction({
  id: 'group',
  labelKey: 'editor.menu.group',
  shortcut: 'Ctrl+G',
  hotkey: { keys: ['$mod+KeyG'] },
  isAvailable: (editor) => editor.api.canGroup(),
  run: (editor) => editor.api.groupSelected(),
});

export const ungroup = defineAction({
  id: 'ungroup',
  labelKey: 'editor.menu.ungroup',
  shortcut: 'Ctrl+Shift+G',
  hotkey: { keys: ['$mod+Shift+KeyG'] },
  isAvailable: (editor) => editor.api.canUngroup(),
  run: (editor) => editor.api.ungroupSelected(),
});
