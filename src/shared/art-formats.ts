/**
 * Print formats told apart by their first bytes, the same in the browser (a clear message before
 * uploading) and on the server (which decides): PDF is accepted as art where the upload says so
 * (decision 80; an Illustrator file saved with PDF compatibility is a PDF); EPS and HEIC are refused
 * with the format to send instead.
 */

/** Formats refused by name: the message says what to send instead. */
export type RefusedArtFormat = 'eps' | 'heic';

/** HEIF brands of HEIC photos (iPhone, many Android phones); AVIF's brands are not among them. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);

const latin1 = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** A PDF: "%PDF-" within the first 1024 bytes (the format allows a little junk before it). */
export function isPdfHeader(head: Uint8Array): boolean {
  return latin1(head, 0, 1024).includes('%PDF-');
}

/** EPS (PostScript, or the DOS EPS binary wrapper Windows tools write) and HEIC, from the first bytes; else null. */
export function refusedArtFormat(head: Uint8Array): RefusedArtFormat | null {
  if (latin1(head, 0, 4) === '%!PS' || (head[0] === 0xc5 && head[1] === 0xd0 && head[2] === 0xd3 && head[3] === 0xc6)) return 'eps';
  if (head.length >= 12 && latin1(head, 4, 8) === 'ftyp') {
    const major = latin1(head, 8, 12);
    const boxEnd = Math.min(head.length, ((head[0] << 24) | (head[1] << 16) | (head[2] << 8) | head[3]) >>> 0);
    const compatible: string[] = [];
    for (let i = 16; i + 4 <= boxEnd; i += 4) compatible.push(latin1(head, i, i + 4));
    if (HEIC_BRANDS.has(major) || (major === 'mif1' && compatible.some((b) => HEIC_BRANDS.has(b)))) return 'heic';
  }
  return null;
}
