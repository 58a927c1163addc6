import { describe, expect, it } from 'vitest';
import { artworkDimensionsProblem, artworkSizeProblem, MAX_GUEST_ARTWORK_BYTES, problemOfUploadCode, sniffArtworkType } from './artworkFile';

const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array(16).fill(0)]);
const text = (s: string) => new TextEncoder().encode(s);

describe('sniffArtworkType', () => {
  it('tells the accepted types by their bytes, not by their names', () => {
    expect(sniffArtworkType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffArtworkType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffArtworkType(new Uint8Array([...text('RIFF'), 1, 2, 3, 4, ...text('WEBPVP8 ')]))).toBe('image/webp');
    expect(sniffArtworkType(text('\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe('image/svg+xml');
  });

  it('refuses anything else (GIF, PDF, a RIFF that is not WebP, text that is not SVG)', () => {
    expect(sniffArtworkType(text('GIF89a......'))).toBeNull();
    expect(sniffArtworkType(text('%PDF-1.7'))).toBeNull();
    expect(sniffArtworkType(new Uint8Array([...text('RIFF'), 1, 2, 3, 4, ...text('WAVEfmt ')]))).toBeNull();
    expect(sniffArtworkType(text('<html><body>svg</body></html>'))).toBeNull();
    expect(sniffArtworkType(new Uint8Array())).toBeNull();
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
    expect(problemOfUploadCode('rate_limited')).toBeNull();
  });
});
