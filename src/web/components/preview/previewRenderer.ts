/**
 * Renders a design off-screen with the editor core: a hidden Fabric canvas that never joins the page
 * layout. Gives the sticker image (transparent around the art, no workspace border) at print resolution,
 * its alpha mask for the cutline, and the placed images for the resolution check.
 */
import type { FabricImage } from 'fabric';
import type { Editor } from '../../../editor';
import { createEditor, placedImages, preloadDocumentFonts } from '../../../editor';
import type { PlacedImage } from '../../../shared/design/image-dpi';
import { type AlphaMaskImage, alphaMaskFromRgba } from '../../cutline/mask';

export interface StickerRender {
  /** PNG (an object URL, valid while its renderer lives), workspace-sized art at `multiplier`. */
  url: string;
  mask: AlphaMaskImage;
}

export class PreviewRenderer {
  /** The object URLs of the renders, released with the renderer (the page may still show the last one). */
  private readonly urls: string[] = [];

  private constructor(
    private readonly editor: Editor,
    private readonly host: HTMLElement,
  ) {}

  /** Loads a design document (any version the editor accepts); throws the editor's message on bad input. */
  static async load(doc: unknown): Promise<PreviewRenderer> {
    const host = document.createElement('div');
    // Off-screen but laid out, so Fabric measures a real size; hidden from readers and pointers.
    host.style.cssText = 'position:fixed;left:-10000px;top:0;width:400px;height:400px;overflow:hidden;pointer-events:none;';
    host.setAttribute('aria-hidden', 'true');
    const canvasElement = document.createElement('canvas');
    host.appendChild(canvasElement);
    document.body.appendChild(host);
    // The preview traces its own cut at print size: no live cutline in this hidden editor.
    const editor = createEditor({ container: host, canvasElement, liveCutline: false });
    const renderer = new PreviewRenderer(editor, host);
    try {
      await editor.importJson(doc);
    } catch (error) {
      renderer.dispose();
      throw error;
    }
    return renderer;
  }

  /** Starts downloading the shipped fonts `doc` uses, before a renderer is made for it (never throws). */
  static preloadFonts(doc: unknown): void {
    preloadDocumentFonts(doc);
  }

  get workspace(): { width: number; height: number } {
    const { width, height } = this.editor.api.getWorkspace();
    return { width, height };
  }

  /**
   * The sticker image at `multiplier` × workspace size and its alpha mask. The mask is read from the
   * rendered canvas itself and the picture handed over as a PNG blob encoded asynchronously: no data URL
   * encoded and decoded again on the main thread before the trace can start.
   */
  async render(multiplier: number): Promise<StickerRender> {
    const canvas = this.editor.api.stickerCanvas({ multiplier });
    let pixels: ImageData;
    try {
      const context = canvas.getContext('2d');
      if (!context) throw new Error('This browser cannot read canvas pixels.');
      pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    } catch (error) {
      // A cross-origin image taints the canvas: the export's own message says so.
      if (error instanceof DOMException && error.name === 'SecurityError') await this.editor.api.stickerImage({ multiplier });
      throw error;
    }
    const mask = alphaMaskFromRgba(pixels.data, pixels.width, pixels.height);
    const url = URL.createObjectURL(await pngBlob(canvas));
    this.urls.push(url);
    return { url, mask };
  }

  /** Every raster image in the design (inside groups too), with its total scale on the workspace. */
  images(): PlacedImage[] {
    // An image from a host the app does not load from shows a placeholder: there is nothing to check.
    return placedImages(this.editor.canvas.getObjects(), isBlocked);
  }

  dispose(): void {
    for (const url of this.urls.splice(0)) URL.revokeObjectURL(url);
    this.editor.destroy();
    this.host.remove();
  }
}

function isBlocked(image: FabricImage): boolean {
  const extension = (image as FabricImage & { extension?: { blockedSrc?: unknown } }).extension;
  return typeof extension?.blockedSrc === 'string';
}

function pngBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The rendered sticker could not be read back.'))), 'image/png');
  });
}
