import { MAX_PIXELS, type RgbaImage } from './types';

/** Why an image cannot be processed; `code` is stable for the UI to translate, `message` is for logs and tests. */
export class BackgroundRemovalError extends Error {
  constructor(
    readonly code: 'invalid_size' | 'too_large' | 'bad_buffer',
    message: string,
  ) {
    super(message);
    this.name = 'BackgroundRemovalError';
  }
}

/** Throws a BackgroundRemovalError unless the image is a well-formed RGBA buffer of a size we handle. */
export function assertValidImage(image: RgbaImage): void {
  const { width, height, data } = image ?? ({} as RgbaImage);
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new BackgroundRemovalError('invalid_size', `Width and height must be positive whole numbers (got ${width} × ${height}).`);
  }
  if (width * height > MAX_PIXELS) {
    throw new BackgroundRemovalError('too_large', `The image has ${width * height} pixels; at most ${MAX_PIXELS} are handled.`);
  }
  if (!(data instanceof Uint8ClampedArray) || data.length !== width * height * 4) {
    throw new BackgroundRemovalError('bad_buffer', `Expected a Uint8ClampedArray of ${width * height * 4} bytes (RGBA), got ${data?.length ?? 'none'}.`);
  }
}
