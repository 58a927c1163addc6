import { defineAction } from './types';

/** Crop the selected photo (CropPlugin); offered only for one photo that can be cropped. */
export const cropImage = defineAction({
  id: 'cropImage',
  labelKey: 'editorCrop.menu',
  isAvailable: (editor) => editor.optionalApi('canCrop')?.() === true && !editor.api.isCropping(),
  run: (editor) => editor.api.startCrop(),
});
