import { FabricImage, type FabricObject, util } from 'fabric';
import { type Editor, EditorError } from '../core/Editor';
import { isLocked } from '../core/editing';
import { findById } from '../core/objects';
import { BLOCKED_IMAGE_PLACEHOLDER } from './ImageSourcePlugin';
import { QR_EXTENSION_TYPE } from './QrCodePlugin';

declare module '../core/types' {
  interface EditorApis {
    /** The selected image whose background can be removed (exactly one raster image, not locked, not a QR code), else null. */
    backgroundRemovalTarget(): FabricImage | null;
    /** Asks the page to remove the selected image's background (the page runs the worker and shows progress). */
    requestBackgroundRemoval(): void;
    /** The page tells the editor a removal is running, so the button and the menu item wait for it. */
    setBackgroundRemovalBusy(busy: boolean): void;
    isBackgroundRemovalBusy(): boolean;
    /** The address of the image's own pixels: an outlined image's original, not the picture with its border. */
    imagePixelSource(image: FabricImage): string;
    /** Puts new pixels in an image, keeping its place, size, rotation, crop, filters and id; one undo step. */
    replaceImagePixels(target: FabricImage | string, src: string): Promise<FabricImage>;
  }
  interface EditorEvents {
    /** "Remove background" was chosen for this image (the properties button or the context menu). */
    backgroundRemovalRequest: [FabricImage];
    backgroundRemovalBusyChange: [boolean];
  }
}

type ImageWithExtras = FabricImage & { extensionType?: string; extension?: Record<string, unknown>; stickerOutline?: number | boolean };

/**
 * "Remove background" inside the editor (decision 0059). The removal itself runs in the web app's
 * worker (the tool page's, src/web/components/tools/remove-background); the editor's part is choosing
 * the image, telling the page, and swapping the image's pixels for the cut-out as one undoable step.
 */
export class BackgroundRemovalPlugin {
  static readonly pluginName = 'BackgroundRemovalPlugin';
  static readonly events = ['backgroundRemovalRequest', 'backgroundRemovalBusyChange'] as const;
  static readonly apis = [
    'backgroundRemovalTarget',
    'requestBackgroundRemoval',
    'setBackgroundRemovalBusy',
    'isBackgroundRemovalBusy',
    'imagePixelSource',
    'replaceImagePixels',
  ] as const;

  private busy = false;

  constructor(private readonly editor: Editor) {}

  backgroundRemovalTarget(): FabricImage | null {
    const selected = this.editor.api.getSelection();
    if (selected.length !== 1) return null;
    const [object] = selected;
    return canRemoveBackground(object) ? object : null;
  }

  requestBackgroundRemoval(): void {
    const image = this.backgroundRemovalTarget();
    if (image && !this.busy) this.editor.emit('backgroundRemovalRequest', image);
  }

  setBackgroundRemovalBusy(busy: boolean): void {
    if (busy === this.busy) return;
    this.busy = busy;
    this.editor.emit('backgroundRemovalBusyChange', busy);
  }

  isBackgroundRemovalBusy(): boolean {
    return this.busy;
  }

  imagePixelSource(image: FabricImage): string {
    const original = (image as ImageWithExtras).extension?.originalSrc;
    return outlineWidth(image) > 0 && typeof original === 'string' && original ? original : image.getSrc();
  }

  async replaceImagePixels(target: FabricImage | string, src: string): Promise<FabricImage> {
    const image = this.imageOf(target);
    const next = await util.loadImage(src, { crossOrigin: 'anonymous' });
    // The image may have been deleted (or undone away) while the new pixels loaded.
    if (!this.isOnCanvas(image)) throw new EditorError('editorBgRemoval.errors.gone');
    const outline = outlineWidth(image);
    const original = (image as ImageWithExtras).extension?.originalSrc;
    if (outline > 0 && typeof original === 'string') {
      // An outlined image shows its pixels with a drawn border: the border is drawn again around the new
      // pixels (so it follows the new silhouette), by the same code that drew it.
      const before = await util.loadImage(original, { crossOrigin: 'anonymous' });
      const f = sizeRatio(before, next);
      const ext = (image as ImageWithExtras).extension ?? {};
      image.set({ scaleX: image.scaleX / f.x, scaleY: image.scaleY / f.y, extension: { ...ext, originalSrc: src } } as Record<string, unknown>);
      this.editor.api.selectObjects([image]);
      // It records the history step (with the pixel change above), once the border is drawn.
      await this.editor.api.setStickerOutline(outline);
      return image;
    }
    this.editor.transact('replace pixels', [image], () => swapImageElement(image, next));
    return image;
  }

  private imageOf(target: FabricImage | string): FabricImage {
    const object = typeof target === 'string' ? findById(this.editor.canvas, target) : target;
    if (!(object instanceof FabricImage) || !this.isOnCanvas(object)) throw new EditorError('editorBgRemoval.errors.gone');
    return object;
  }

  private isOnCanvas(object: FabricObject): boolean {
    return object.canvas === this.editor.canvas && this.editor.canvas.getObjects().includes(object);
  }
}

/** A raster image of the design (not a QR code, not a blocked placeholder) that is not locked. */
export function canRemoveBackground(object: FabricObject): object is FabricImage {
  if (!(object instanceof FabricImage) || isLocked(object)) return false;
  const image = object as ImageWithExtras;
  return image.extensionType !== QR_EXTENSION_TYPE && image.getSrc() !== BLOCKED_IMAGE_PLACEHOLDER;
}

function outlineWidth(image: FabricImage): number {
  const width = (image as ImageWithExtras).stickerOutline;
  return typeof width === 'number' && width > 0 ? width : 0;
}

type Pixels = { naturalWidth?: number; naturalHeight?: number; width: number; height: number };

/** How much larger `next` is than `before` (a big image is processed scaled down, so its cut-out is smaller). */
function sizeRatio(before: Pixels, next: Pixels): { x: number; y: number } {
  const bw = before.naturalWidth || before.width;
  const bh = before.naturalHeight || before.height;
  const nw = next.naturalWidth || next.width;
  const nh = next.naturalHeight || next.height;
  return { x: bw > 0 && nw > 0 ? nw / bw : 1, y: bh > 0 && nh > 0 ? nh / bh : 1 };
}

/**
 * Shows `element` in place of the image's pixels. When its size differs, the crop and the scale are
 * converted so the image covers the same area: width × scaleX stays, so does left/top (whatever the
 * origin), the angle, flips, filters (re-applied by Fabric) and every other property.
 */
export function swapImageElement(image: FabricImage, element: HTMLImageElement | HTMLCanvasElement): void {
  const f = sizeRatio(image.getOriginalSize(), element);
  const { width, height, cropX, cropY, scaleX, scaleY } = image;
  image.setElement(element, { width: width * f.x, height: height * f.y });
  image.set({ cropX: (cropX || 0) * f.x, cropY: (cropY || 0) * f.y, scaleX: scaleX / f.x, scaleY: scaleY / f.y });
  image.setCoords();
  image.group?.set('dirty', true);
}
