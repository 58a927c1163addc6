import type { FabricObject } from 'fabric';
import type { Editor } from '../core/Editor';
import { defineAction } from './types';

// Mask actions (decision 56): the work is MaskPlugin's; without that plugin they are never offered.

/** The one selected image that has a mask, if that is the selection. */
function maskedImage(editor: Editor): FabricObject | null {
  const selected = editor.api.getSelection();
  const getMask = editor.optionalApi('getMask');
  return selected.length === 1 && selected[0].type === 'image' && getMask?.(selected[0]) ? selected[0] : null;
}

export const useAsMask = defineAction({
  id: 'useAsMask',
  labelKey: 'editorMask.menu.useAsMask',
  isAvailable: (editor) => editor.optionalApi('canMaskWithSelected')?.() ?? false,
  run: (editor) => editor.api.maskWithSelected(),
});

export const editMask = defineAction({
  id: 'editMask',
  labelKey: 'editorMask.menu.editMask',
  isAvailable: (editor) => maskedImage(editor) !== null,
  run: (editor) => {
    const image = maskedImage(editor);
    return image ? editor.api.startMaskEdit(image) : undefined;
  },
});

export const removeMask = defineAction({
  id: 'removeMask',
  labelKey: 'editorMask.menu.removeMask',
  isAvailable: (editor) => maskedImage(editor) !== null,
  run: (editor) => {
    const image = maskedImage(editor);
    if (image) editor.api.removeMask(image);
  },
});
