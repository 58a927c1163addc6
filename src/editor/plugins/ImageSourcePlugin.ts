import { canonicalImageDataUrl } from '../../shared/image-data-url';
import { isAllowedImageUrl } from '../../shared/image-hosts';
import type { Editor } from '../core/Editor';
import type { EditorPlugin } from '../core/types';
import { transcodeToPng } from '../image/transcode';

declare module '../core/types' {
  interface EditorApis {
    /** SPEC §5: whether an image URL may be displayed (app storage, CDN, data and blob URLs). */
    isImageSourceAllowed(src: string): boolean;
  }
}

/** A transparent 1×1 PNG shown in place of an image whose host is not allowed. */
export const BLOCKED_IMAGE_PLACEHOLDER = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

type Json = Record<string, unknown>;

/**
 * Images are displayed only from allowed hosts (SPEC §5): an imported design whose image points anywhere
 * else gets a transparent placeholder (the original address kept in extension.blockedSrc, never
 * fetched), so a shared design cannot make the browser call a third party.
 */
export class ImageSourcePlugin implements EditorPlugin {
  static readonly pluginName = 'ImageSourcePlugin';
  static readonly apis = ['isImageSourceAllowed'] as const;

  constructor(
    private readonly editor: Editor,
    private readonly options: { extraHosts?: string[] } = {},
  ) {}

  isImageSourceAllowed(src: string): boolean {
    const origin = this.editor.canvas.getElement().ownerDocument.location?.origin ?? 'http://localhost';
    return isAllowedImageUrl(src, { appOrigin: origin, extraHosts: this.options.extraHosts });
  }

  /**
   * Embedded images in any common form (jpg, avif, bmp, URL-encoded SVG, base64 with line breaks) are
   * rewritten to the canonical form first; only what is still refused after that is replaced.
   */
  async beforeImport(doc: { objects: Json[]; overlayImage?: Json }): Promise<void> {
    let blocked = 0;
    let unreadable = 0;
    const visit = async (object: Json): Promise<void> => {
      if (typeof object.src === 'string' && object.src.slice(0, 5).toLowerCase() === 'data:') {
        const canonical = await canonicalDataUrl(object.src);
        if (canonical) object.src = canonical;
        else {
          object.src = BLOCKED_IMAGE_PLACEHOLDER;
          unreadable++;
        }
      } else if (typeof object.src === 'string' && !this.isImageSourceAllowed(object.src)) {
        object.extension = { ...((object.extension as Json | undefined) ?? {}), blockedSrc: object.src };
        object.src = BLOCKED_IMAGE_PLACEHOLDER;
        blocked++;
      }
      if (Array.isArray(object.objects)) for (const child of object.objects as Json[]) await visit(child);
      if (object.clipPath && typeof object.clipPath === 'object') await visit(object.clipPath as Json);
    };
    for (const object of doc.objects) await visit(object);
    if (doc.overlayImage) await visit(doc.overlayImage);
    if (blocked) this.editor.emit('notify', { kind: 'warning', key: 'editor.image.blockedHost', values: { count: blocked } });
    if (unreadable) this.editor.emit('notify', { kind: 'warning', key: 'editor.legacy.unreadableImage', values: { count: unreadable } });
  }
}

/** The canonical data URL (AVIF and BMP re-encoded as PNG), or null when it is not a readable image. */
async function canonicalDataUrl(src: string): Promise<string | null> {
  const canonical = canonicalImageDataUrl(src);
  if (!canonical) return null;
  if (!canonical.transcode) return canonical.url;
  try {
    return await transcodeToPng(canonical.url);
  } catch {
    return null;
  }
}
