import sharp from 'sharp';
import { DomainError } from '../../domain/errors';
import { detectImageType, IMAGE_FORMATS, type ImageType } from './detect';
import { readRasterSize } from './dimensions';
import { SvgRejected, sanitizeSvg } from './sanitize-svg';

export interface UploadLimits {
  maxBytes: number;
  maxPixels: number;
}

export interface CheckedUpload {
  type: ImageType;
  contentType: string;
  ext: string;
  width: number;
  height: number;
  /** The bytes to store: the upload itself, or for SVG its sanitised form. */
  body: Buffer;
}

/**
 * SVG metadata is read by parsing, never by rasterising, so a higher ceiling is safe there; our own
 * pixel limit is then applied to the size it declares.
 */
const SVG_METADATA_PIXEL_CEILING = 2 ** 32;

export const tooLarge = (maxBytes: number) => new DomainError('too_large', 'payload_too_large', `The file is larger than ${formatMb(maxBytes)} MB.`);

/**
 * Everything an upload must pass before it is stored: size, type by magic bytes, pixel count from the
 * header before anything is decoded, and for SVG sanitisation. Throws DomainError too_large/unsupported_type/unprocessable.
 */
export async function checkUpload(buf: Buffer, limits: UploadLimits): Promise<CheckedUpload> {
  if (buf.length > limits.maxBytes) throw tooLarge(limits.maxBytes);
  const type = detectImageType(buf);
  if (!type) throw new DomainError('unsupported_type', 'unsupported_type', 'Only PNG, JPEG, WebP, GIF and SVG images can be uploaded.');
  const { contentType, ext } = IMAGE_FORMATS[type];

  if (type === 'svg') {
    let body: Buffer;
    try {
      body = Buffer.from(sanitizeSvg(buf.toString('utf8')), 'utf8');
    } catch (err) {
      if (err instanceof SvgRejected) throw new DomainError('unsupported_type', 'unsupported_type', 'Only PNG, JPEG, WebP, GIF and SVG images can be uploaded.');
      throw err;
    }
    // From a Buffer, never a path (DESIGN §7: a path let librsvg pull in a neighbouring file).
    const meta = await sharp(body, { limitInputPixels: SVG_METADATA_PIXEL_CEILING })
      .metadata()
      .catch(() => null);
    if (!meta?.width || !meta.height) throw unreadable();
    checkPixels(meta.width, meta.height, limits.maxPixels);
    return { type, contentType, ext, width: meta.width, height: meta.height, body };
  }

  const size = readRasterSize(buf, type);
  if (!size) throw unreadable();
  // The header is trusted only for this check; a 20000×20000 "bomb" stops here, before any decoder runs.
  checkPixels(size.width, size.height, limits.maxPixels);
  const meta = await sharp(buf, { limitInputPixels: limits.maxPixels })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height || meta.format !== (type === 'jpeg' ? 'jpeg' : type)) throw unreadable();
  return { type, contentType, ext, width: size.width, height: size.height, body: buf };
}

function checkPixels(width: number, height: number, maxPixels: number) {
  if (width * height > maxPixels) {
    throw new DomainError('unprocessable', 'too_many_pixels', `The image is too large (${width}×${height} pixels). The limit is ${formatMb(maxPixels, 1e6)} megapixels.`);
  }
}

const unreadable = () => new DomainError('unprocessable', 'invalid_image', 'The image could not be read. It may be damaged or incomplete.');

function formatMb(n: number, unit = 1024 * 1024): string {
  return String(Math.round((n / unit) * 10) / 10);
}
