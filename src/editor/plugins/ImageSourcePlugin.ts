import { isAllowedImageUrl } from '../../shared/image-hosts';
import type { Editor } from '../core/Editor';
import type { EditorPlugin } from '../core/types';

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

  beforeImport(doc: { objects: Json[]; overlayImage?: Json }): void {
    let blocked = 0;
    const visit = (object: Json): void => {
      if (typeof object.src === 'string' && !this.isImageSourceAllowed(object.src)) {
        object.extension = { ...((object.extension as Json | undefined) ?? {}), blockedSrc: object.src };
        object.src = BLOCKED_IMAGE_PLACEHOLDER;
        blocked++;
      }
      if (Array.isArray(object.objects)) for (const child of object.objects as Json[]) visit(child);
    };
    for (const object of doc.objects) visit(object);
    if (doc.overlayImage) visit(doc.overlayImage);
    if (blocked) this.editor.emit('notify', { kind: 'warning', key: 'editor.image.blockedHost', values: { count: blocked } });
  }
}
