import { describe, expect, it } from 'vitest';
import { artworkDimensionsProblem, artworkSizeProblem, MAX_GUEST_ARTWORK_BYTES, problemOfUploadCode, sniffArtworkType, typeProblem } from './artworkFile';

const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array(16).fill(0)]);
const text = (s: string) => new TextEncoder().encode(s);

describe('sniffArtworkType', () => {
  it('tells the accepted types by their bytes, not by their names', () => {
    expect(sniffArtworkType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffArtworkType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffArtworkType(new Uint8Array([...text('RIFF'), 1, 2, 3, 4, ...text('WEBPVP8 ')]))).toBe('image/webp');
    expect(sniffArtworkType(text('\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe('image/svg+xml');
    // PDF art, and an Illustrator file saved with PDF compatibility (a PDF whatever its name).
    expect(sniffArtworkType(text('%PDF-1.7\n%âãÏÓ'))).toBe('application/pdf');
    expect(sniffArtworkType(text('%PDF-1.5\n1 0 obj <</Metadata 2 0 R/OCProperties'))).toBe('application/pdf');
  });

  it('refuses anything else (GIF, a RIFF that is not WebP, text that is not SVG)', () => {
    expect(sniffArtworkType(text('GIF89a......'))).toBeNull();
    expect(sniffArtworkType(new Uint8Array([...text('RIFF'), 1, 2, 3, 4, ...text('WAVEfmt ')]))).toBeNull();
    expect(sniffArtworkType(text('<html><body>svg</body></html>'))).toBeNull();
    expect(sniffArtworkType(new Uint8Array())).toBeNull();
  });
});

describe('typeProblem', () => {
  it('names EPS and HEIC, whose messages say which format to send instead', () => {
    expect(typeProblem(text('%!PS-Adobe-3.0 EPSF-3.0\n%%Creator: Adobe Illustrator(TM) 5.5'))).toBe('eps');
    expect(typeProblem(bytes(0xc5, 0xd0, 0xd3, 0xc6))).toBe('eps');
    expect(typeProblem(new Uint8Array([0, 0, 0, 0x18, ...text('ftypheic'), 0, 0, 0, 0, ...text('mif1heic')]))).toBe('heic');
    expect(typeProblem(new Uint8Array([0, 0, 0, 0x18, ...text('ftypmif1'), 0, 0, 0, 0, ...text('mif1heic')]))).toBe('heic');
    // AVIF shares HEIF's box but is not HEIC.
    expect(typeProblem(new Uint8Array([0, 0, 0, 0x18, ...text('ftypavif'), 0, 0, 0, 0, ...text('mif1miaf')]))).toBe('type');
    expect(typeProblem(text('GIF89a......'))).toBe('type');
  });
});

describe('artwork limits', () => {
  it('refuses empty and oversized files, with a smaller limit for a guest', () => {
    expect(artworkSizeProblem(0, true)).toBe('empty');
    expect(artworkSizeProblem(11 * 1024 * 1024, true)).toBe('tooLarge');
    expect(artworkSizeProblem(MAX_GUEST_ARTWORK_BYTES + 1, false)).toBe('tooLargeGuest');
    expect(artworkSizeProblem(MAX_GUEST_ARTWORK_BYTES + 1, true)).toBeNull();
    expect(artworkSizeProblem(1000, false)).toBeNull();
  });

  it('refuses images that cannot be decoded safely or are too small to print', () => {
    expect(artworkDimensionsProblem(0, 100)).toBe('unreadable');
    expect(artworkDimensionsProblem(8000, 6000)).toBe('tooManyPixels');
    expect(artworkDimensionsProblem(12, 10)).toBe('tooSmall');
    expect(artworkDimensionsProblem(400, 400)).toBeNull();
  });

  it("maps the server's upload refusals", () => {
    expect(problemOfUploadCode('payload_too_large')).toBe('tooLarge');
    expect(problemOfUploadCode('unsupported_type')).toBe('type');
    expect(problemOfUploadCode('too_many_pixels')).toBe('tooManyPixels');
    expect(problemOfUploadCode('invalid_image')).toBe('unreadable');
    expect(problemOfUploadCode('unsupported_eps')).toBe('eps');
    expect(problemOfUploadCode('unsupported_heic')).toBe('heic');
    expect(problemOfUploadCode('pdf_encrypted')).toBe('pdfEncrypted');
    expect(problemOfUploadCode('pdf_invalid')).toBe('pdfInvalid');
    expect(problemOfUploadCode('rate_limited')).toBeNull();
  });
});
