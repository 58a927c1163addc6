import { FabricImage } from 'fabric';
import type { Editor } from '../core/Editor';
import { adjustmentsOf, filtersFor, type ImageAdjustments, NEUTRAL_ADJUSTMENTS } from '../image/adjustments';

declare module '../core/types' {
  interface EditorApis {
    /** The adjustments of the one selected photo, or null when the selection is not one adjustable image. */
    getImageAdjustments(): ImageAdjustments | null;
    /** Shows the adjustments on the selected photo while a slider moves: no history step. */
    previewImageAdjustments(changes: Partial<ImageAdjustments>): void;
    /** Sets the adjustments on the selected photo: one history step. */
    setImageAdjustments(changes: Partial<ImageAdjustments>): void;
    /** Back to the photo as it is (one history step). */
    resetImageAdjustments(): void;
  }
}

/**
 * Photo adjustments (issue 19): brightness, contrast, saturation and black-and-white on one selected
 * image, as Fabric filters on the image itself (decision 55). A QR code is an image too, but adjusting
 * it could make it unreadable, so it is left out.
 */
export class ImageAdjustPlugin {
  static readonly pluginName = 'ImageAdjustPlugin';
  static readonly apis = ['getImageAdjustments', 'previewImageAdjustments', 'setImageAdjustments', 'resetImageAdjustments'] as const;

  constructor(private readonly editor: Editor) {}

  private target(): FabricImage | null {
    const selection = this.editor.api.getSelection();
    const [object] = selection;
    if (selection.length !== 1 || !(object instanceof FabricImage)) return null;
    if ((object as { extensionType?: unknown }).extensionType === 'qrcode') return null;
    return object;
  }

  getImageAdjustments(): ImageAdjustments | null {
    const image = this.target();
    return image ? adjustmentsOf(image.filters) : null;
  }

  previewImageAdjustments(changes: Partial<ImageAdjustments>): void {
    const image = this.target();
    if (image) this.apply(image, changes);
  }

  setImageAdjustments(changes: Partial<ImageAdjustments>): void {
    const image = this.target();
    if (!image) return;
    this.apply(image, changes);
    this.editor.changed([image]);
  }

  resetImageAdjustments(): void {
    this.setImageAdjustments(NEUTRAL_ADJUSTMENTS);
  }

  private apply(image: FabricImage, changes: Partial<ImageAdjustments>): void {
    const next = { ...adjustmentsOf(image.filters), ...changes };
    image.filters = filtersFor(next, image.filters);
    image.applyFilters();
    this.editor.canvas.requestRenderAll();
  }
}
