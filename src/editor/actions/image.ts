import { defineAction } from './types';

// Type-only Fabric use, like every action file: the web app reads these before the editor chunk has loaded.

/**
 * "Remove background" on the one selected image (decision 0059): the editor asks the page, which runs
 * the tool page's worker with progress and then swaps the image's pixels (BackgroundRemovalPlugin).
 */
export const removeBackground = defineAction({
  id: 'removeBackground',
  labelKey: 'editorBgRemoval.action',
  isAvailable: (editor) => !!editor.optionalApi('backgroundRemovalTarget')?.(),
  // One removal at a time: while one runs, the item is shown but waits.
  isEnabled: (editor) => !editor.optionalApi('isBackgroundRemovalBusy')?.(),
  run: (editor) => editor.api.requestBackgroundRemoval(),
});

/** Crop the selected photo (CropPlugin); offered only for one photo that can be cropped. */
export const cropImage = defineAction({
  id: 'cropImage',
  labelKey: 'editorCrop.menu',
  isAvailable: (editor) => editor.optionalApi('canCrop')?.() === true && !editor.api.isCropping(),
  run: (editor) => editor.api.startCrop(),
});
