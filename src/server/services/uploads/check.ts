import sharp from 'sharp';
import { refusedArtFormat } from '../../../shared/art-formats';
import { DomainError } from '../../domain/errors';
import { loadSvgSanitizer } from '../heavy-modules';
import { isPdf, PdfArtError, pdfArtRefusal, renderPdfPage, STAND_IN_SIDE } from '../pdf-art';
import { detectImageType, IMAGE_FORMATS, type ImageType } from './detect';
import { readRasterSize } from './dimensions';

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
  /** The bytes to store: the upload itself, or for SVG its sanitised form, or for a PDF its page's PNG stand-in. */
  body: Buffer;
  /** For PDF art: the PDF as sent, stored beside the stand-in (its key is the stand-in's without ".png"). */
  pdf?: { body: Buffer; widthIn: number; heightIn: number };
}

export interface UploadAccepts {
  /** PDF art (and Illustrator files saved with PDF compatibility): its first page, decision 80. */
  pdf?: boolean;
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
export async function checkUpload(buf: Buffer, limits: UploadLimits, accepts: UploadAccepts = {}): Promise<CheckedUpload> {
  if (buf.length > limits.maxBytes) throw tooLarge(limits.maxBytes);
  if (accepts.pdf && isPdf(buf)) return checkPdf(buf);
  const type = detectImageType(buf);
  if (!type) throw refusedType(buf, accepts);
  const { contentType, ext } = IMAGE_FORMATS[type];

  if (type === 'svg') {
    const { SvgRejected, sanitizeSvg } = await loadSvgSanitizer();
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

/** PDF art: page 1 drawn once as the stand-in, which also proves the file can be drawn at all. */
async function checkPdf(buf: Buffer): Promise<CheckedUpload> {
  try {
    // The stand-in's size is ours (STAND_IN_SIDE), so the pixel limit has nothing to check: the print
    // draws the page again at its own size.
    const page = await renderPdfPage(buf, STAND_IN_SIDE);
    return {
      type: 'png',
      contentType: 'image/png',
      ext: 'pdf.png',
      width: page.width,
      height: page.height,
      body: page.png,
      pdf: { body: buf, widthIn: page.widthPt / 72, heightIn: page.heightPt / 72 },
    };
  } catch (error) {
    throw error instanceof PdfArtError ? pdfArtRefusal(error) : error;
  }
}

/** The 415 for a file of no accepted type: EPS and HEIC are named, with the format to send instead. */
function refusedType(buf: Buffer, accepts: UploadAccepts): DomainError {
  const refused = refusedArtFormat(buf);
  if (refused === 'eps') {
    const instead = accepts.pdf ? 'PDF (in Illustrator: Save As › Adobe PDF, or an .ai file saved with PDF compatibility), SVG or PNG' : 'SVG or PNG';
    return new DomainError('unsupported_type', 'unsupported_eps', `EPS files cannot be printed from here. Save the art as ${instead} and upload that.`);
  }
  if (refused === 'heic') {
    return new DomainError(
      'unsupported_type',
      'unsupported_heic',
      'HEIC photos cannot be uploaded. Save the photo as JPEG or PNG (on an iPhone: Settings › Camera › Formats › Most Compatible) and upload that.',
    );
  }
  return new DomainError(
    'unsupported_type',
    'unsupported_type',
    accepts.pdf ? 'Only PNG, JPEG, WebP, GIF, SVG and PDF files can be uploaded.' : 'Only PNG, JPEG, WebP, GIF and SVG images can be uploaded.',
  );
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
