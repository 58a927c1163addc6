import sharp from 'sharp';
import type { ImageSize } from './settings';
import { AiProviderError, type GeneratedImage } from './types';

/** No provider here makes more than ~4 Mpx; a "result" that decodes to more is refused before decoding. */
const MAX_RESULT_PIXELS = 36_000_000;

const CONTENT_TYPES = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;

/**
 * Turns a provider's bytes into a GeneratedImage of exactly the requested size: the bytes must decode
 * as PNG, JPEG or WebP; a result of another size (the provider only offers fixed sizes) is scaled to
 * cover the requested frame and centre-cropped — a few per cent of a plain sticker background at most.
 */
export async function toRequestedImage(data: Buffer, requested: ImageSize, revisedPrompt?: string): Promise<GeneratedImage> {
  const meta = await sharp(data, { limitInputPixels: MAX_RESULT_PIXELS })
    .metadata()
    .catch(() => null);
  const format = meta?.format;
  if (!meta?.width || !meta.height || (format !== 'png' && format !== 'jpeg' && format !== 'webp')) {
    throw new AiProviderError('provider_error', `The image provider returned something that is not a PNG, JPEG or WebP image (${format ?? 'unreadable'}).`);
  }
  const extra = revisedPrompt ? { revisedPrompt } : {};
  if (meta.width === requested.width && meta.height === requested.height) {
    return { data, contentType: CONTENT_TYPES[format], ...extra };
  }
  const resized = await sharp(data, { limitInputPixels: MAX_RESULT_PIXELS }).resize(requested.width, requested.height, { fit: 'cover', position: 'centre' }).png().toBuffer();
  return { data: resized, contentType: 'image/png', ...extra };
}
