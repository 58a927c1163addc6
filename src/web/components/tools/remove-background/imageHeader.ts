/**
 * An image's width and height read from the first bytes of its file (PNG, JPEG, WebP), before any
 * decoding: a 20 MB file can hold a plain image of 30 000 × 30 000 pixels, whose decoding alone would
 * freeze or crash the page. Null when the header cannot be read (the decoder then has its say).
 */
export function imageDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (at: number, text: string) => [...text].every((ch, k) => bytes[at + k] === ch.charCodeAt(0));
  // PNG: signature, then the IHDR chunk with width and height (big-endian).
  if (bytes.length >= 24 && bytes[0] === 0x89 && ascii(1, 'PNG') && ascii(12, 'IHDR')) return { width: view.getUint32(16), height: view.getUint32(20) };
  // JPEG: walk the markers to a start-of-frame (SOF0…SOF15 but not DHT, JPG or DAC).
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = bytes[at + 1];
      if (marker === 0xff) {
        at++;
        continue;
      }
      const length = view.getUint16(at + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
      at += 2 + length;
    }
    return null;
  }
  // WebP: RIFF container with a VP8X (extended), VP8L (lossless) or VP8 (lossy) chunk first.
  if (bytes.length >= 30 && ascii(0, 'RIFF') && ascii(8, 'WEBP')) {
    if (ascii(12, 'VP8X')) return { width: 1 + (bytes[24] | (bytes[25] << 8) | (bytes[26] << 16)), height: 1 + (bytes[27] | (bytes[28] << 8) | (bytes[29] << 16)) };
    if (ascii(12, 'VP8L')) {
      const bits = view.getUint32(21, true);
      return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
    }
    if (ascii(12, 'VP8 ')) return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  return null;
}
