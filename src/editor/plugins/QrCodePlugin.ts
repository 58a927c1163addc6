import { type FabricImage, type FabricObject, util } from 'fabric';
import { type QrOptions, renderQrSvg, svgToDataUrl, validateQrOptions } from '../../shared/qr';
import { type Editor, EditorError } from '../core/Editor';
import { findById } from '../core/objects';

declare module '../core/types' {
  interface EditorApis {
    /** Adds an editable QR code (an SVG image keeping its options), centred and selected. */
    addQrCode(options: QrOptions): Promise<FabricImage>;
    /** Redraws a QR code with new options; position, scale, angle and id stay; one undo step. */
    updateQrCode(target: FabricObject | string, options: QrOptions): Promise<FabricImage>;
    /** The options a QR code object was made with, or null when it is not one (or they are damaged). */
    getQrCodeOptions(target: FabricObject): QrOptions | null;
  }
}

/** SPEC §3 canvas object: the extension type that marks a QR code; its options are in `extension`. */
export const QR_EXTENSION_TYPE = 'qrcode';

type QrObject = FabricObject & { extensionType?: string; extension?: unknown; name?: string };

/**
 * Editable QR codes. The image is the QR's SVG (sharp at any scale, and kept as vector in SVG export);
 * the options sit in the object's extension fields, which every save and export keeps, so re-editing
 * after a reload starts from what the person chose. Messages are i18n keys (qr.errors.*).
 */
export class QrCodePlugin {
  static readonly pluginName = 'QrCodePlugin';
  static readonly apis = ['addQrCode', 'updateQrCode', 'getQrCodeOptions'] as const;

  constructor(private readonly editor: Editor) {}

  async addQrCode(options: QrOptions): Promise<FabricImage> {
    const { checked, src } = await this.render(options);
    // The extension is set before the image is added: one step, with the options in it.
    return this.editor.api.addImage(src, { name: 'QR code', properties: { extensionType: QR_EXTENSION_TYPE, extension: { ...checked } } });
  }

  async updateQrCode(target: FabricObject | string, options: QrOptions): Promise<FabricImage> {
    const object = typeof target === 'string' ? findById(this.editor.canvas, target) : target;
    if (!object || (object as QrObject).extensionType !== QR_EXTENSION_TYPE || object.type !== 'image') throw new EditorError('qr.errors.notQrCode');
    const image = object as FabricImage;
    const { checked, src } = await this.render(options);
    const element = await this.editor.track(util.loadImage(src));
    this.editor.transact('update QR code', [image], () => {
      // Only the bitmap and its natural size change (as setSrc would): left, top, scale, angle, flips, id and effects stay.
      image.setElement(element);
      image.set({ extension: { ...checked } } as Record<string, unknown>);
      image.setCoords();
      image.group?.set('dirty', true);
    });
    return image;
  }

  getQrCodeOptions(target: FabricObject): QrOptions | null {
    const object = target as QrObject;
    if (object.extensionType !== QR_EXTENSION_TYPE) return null;
    const checked = validateQrOptions(object.extension);
    return checked.ok ? checked.options : null;
  }

  private async render(options: QrOptions): Promise<{ checked: QrOptions; src: string }> {
    const checked = validateQrOptions(options);
    if (!checked.ok) throw new EditorError(Object.values(checked.errors)[0] ?? 'qr.errors.failed');
    const svg = await renderQrSvg(checked.options);
    if (!svg.ok) throw new EditorError(svg.error);
    return { checked: checked.options, src: svgToDataUrl(svg.value) };
  }
}
