import { isPdfHeader, refusedArtFormat } from '../../../shared/art-formats';

/**
 * What /upload-pricing accepts as artwork, checked in the browser before anything is sent or decoded:
 * the bytes say the type (a renamed file is refused), the size fits, the pixel count is one a phone
 * can decode. The server checks the same again on upload (services/uploads); these only give the
 * shopper a clear message sooner. A PDF (an Illustrator file saved with PDF compatibility is one) is
 * drawn by the server, which keeps it for the print (decision 80).
 */
export type ArtworkType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml' | 'application/pdf';

export const ARTWORK_ACCEPT: readonly ArtworkType[] = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'application/pdf'];
/** The server's default upload limit (UPLOAD_MAX_BYTES). */
export const MAX_ARTWORK_BYTES = 10 * 1024 * 1024;
/** A guest's artwork waits in the browser's storage (about 5 MB for the whole site) until they sign in. */
export const MAX_GUEST_ARTWORK_BYTES = 3 * 1024 * 1024;
/** The server's default pixel limit (UPLOAD_MAX_PIXELS). */
export const MAX_ARTWORK_PIXELS = 40_000_000;
/** Smaller images cannot print as a sticker of even 1 inch at a visible quality. */
export const MIN_ARTWORK_SIDE = 16;

export type ArtworkProblem =
  | 'empty'
  | 'tooLarge'
  | 'tooLargeGuest'
  | 'type'
  | 'eps'
  | 'heic'
  | 'pdfGuest'
  | 'pdfInvalid'
  | 'pdfEncrypted'
  | 'pdfPageTooLarge'
  | 'pdfTooSlow'
  | 'unreadable'
  | 'tooManyPixels'
  | 'tooSmall';

/** The type the file's first bytes show, or null when it is none of the accepted ones. */
export function sniffArtworkType(head: Uint8Array): ArtworkType | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...head.slice(8, 12)) === 'WEBP') return 'image/webp';
  if (isPdfHeader(head)) return 'application/pdf';
  // SVG is text: an optional BOM, XML prolog, comments or doctype, then an <svg element.
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head.slice(0, 1024)).replace(/^\uFEFF/, '');
  if (/^\s*</.test(text) && /<svg[\s>]/i.test(text)) return 'image/svg+xml';
  return null;
}

/** The problem of a file of no accepted type: EPS and HEIC are named (the message says what to send instead). */
export function typeProblem(head: Uint8Array): ArtworkProblem {
  return refusedArtFormat(head) ?? 'type';
}

/** A problem with the file's size (before reading it), or null. */
export function artworkSizeProblem(size: number, signedIn: boolean): ArtworkProblem | null {
  if (size === 0) return 'empty';
  if (size > MAX_ARTWORK_BYTES) return 'tooLarge';
  if (!signedIn && size > MAX_GUEST_ARTWORK_BYTES) return 'tooLargeGuest';
  return null;
}

/** A problem with the decoded image's dimensions, or null. */
export function artworkDimensionsProblem(width: number, height: number): ArtworkProblem | null {
  if (!(width > 0 && height > 0)) return 'unreadable';
  if (width * height > MAX_ARTWORK_PIXELS) return 'tooManyPixels';
  if (Math.max(width, height) < MIN_ARTWORK_SIDE) return 'tooSmall';
  return null;
}

/** The server's refusal codes of an upload (services/uploads/check.ts) as the page's problems. */
export function problemOfUploadCode(code: string): ArtworkProblem | null {
  if (code === 'payload_too_large') return 'tooLarge';
  if (code === 'unsupported_type') return 'type';
  if (code === 'unsupported_eps') return 'eps';
  if (code === 'unsupported_heic') return 'heic';
  if (code === 'pdf_invalid') return 'pdfInvalid';
  if (code === 'pdf_encrypted') return 'pdfEncrypted';
  if (code === 'pdf_page_too_large') return 'pdfPageTooLarge';
  if (code === 'pdf_too_slow') return 'pdfTooSlow';
  if (code === 'too_many_pixels') return 'tooManyPixels';
  if (code === 'invalid_image') return 'unreadable';
  return null;
}
