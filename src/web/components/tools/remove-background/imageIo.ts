import { decodeImageBlob } from '../../../../editor/light';
import { imageDimensions } from './imageHeader';
import { ACCEPTED_TYPES, MAX_DECODE_PIXELS, MAX_FILE_BYTES, processingSize } from './limits';

/** A failure with the i18n key of the message to show. */
export class ImageLoadError extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey);
    this.name = 'ImageLoadError';
  }
}

function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new ImageLoadError('bgremoval.errors.decode');
  return ctx;
}

/** The editor's decoder (createImageBitmap, else an <img>); a file neither can read is not an image we can use. */
async function decode(blob: Blob) {
  try {
    return await decodeImageBlob(blob);
  } catch {
    throw new ImageLoadError('bgremoval.errors.decode');
  }
}

/** The image's pixels (scaled down when very large), ready for the removal. */
export async function decodeToImageData(blob: Blob): Promise<{ image: ImageData; scaled: boolean }> {
  await refuseTooManyPixels(blob);
  const decoded = await decode(blob);
  try {
    if (decoded.width < 1 || decoded.height < 1) throw new ImageLoadError('bgremoval.errors.decode');
    const size = processingSize(decoded.width, decoded.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = context2d(canvas);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(decoded.source, 0, 0, size.width, size.height);
    return { image: ctx.getImageData(0, 0, size.width, size.height), scaled: size.scaled };
  } finally {
    decoded.close();
  }
}

/** Refuses, with a clear message and before any decoding, an image whose header says it is too big to handle. */
async function refuseTooManyPixels(blob: Blob): Promise<void> {
  // A JPEG's size can follow a large EXIF block: the first 256 kB hold it in practice.
  const head = new Uint8Array(await blob.slice(0, 256 * 1024).arrayBuffer());
  const size = imageDimensions(head);
  if (size && size.width * size.height > MAX_DECODE_PIXELS) throw new ImageLoadError('bgremoval.errors.dimensions');
}

/** Fetches an image of this site (a material or a generated image), checking what comes back. */
export async function fetchSiteImage(url: string): Promise<Blob> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ImageLoadError('bgremoval.errors.fetch');
  }
  if (!res.ok) throw new ImageLoadError(res.status === 404 ? 'bgremoval.errors.notFound' : 'bgremoval.errors.fetch');
  const blob = await res.blob();
  const type = blob.type.split(';')[0].trim().toLowerCase();
  if (!(ACCEPTED_TYPES as readonly string[]).includes(type)) throw new ImageLoadError('bgremoval.errors.type');
  if (blob.size > MAX_FILE_BYTES) throw new ImageLoadError('bgremoval.errors.size');
  return blob;
}

/** The removal's RGBA pixels as a PNG file. */
export async function encodePng(data: Uint8ClampedArray, width: number, height: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  context2d(canvas).putImageData(new ImageData(new Uint8ClampedArray(data), width, height), 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new ImageLoadError('bgremoval.errors.encode');
  return blob;
}
