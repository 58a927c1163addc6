import type { ImageType } from './detect';

/**
 * Width and height read straight from a raster image's header, without decoding a pixel — so the pixel
 * limit is applied before any decoder allocates memory. Null when the header is missing or malformed.
 */
export function readRasterSize(buf: Buffer, type: Exclude<ImageType, 'svg'>): { width: number; height: number } | null {
  try {
    const size = type === 'png' ? png(buf) : type === 'gif' ? gif(buf) : type === 'webp' ? webp(buf) : jpeg(buf);
    return size && size.width > 0 && size.height > 0 ? size : null;
  } catch {
    return null; // a read past the end: truncated header
  }
}

function png(buf: Buffer) {
  // Signature (8) + IHDR length (4) + 'IHDR' (4) + width (4) + height (4).
  if (buf.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

function gif(buf: Buffer) {
  return { width: buf.readUInt16LE(6), height: buf.readUInt16LE(8) };
}

function webp(buf: Buffer) {
  const chunk = buf.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    if (buf[23] !== 0x9d || buf[24] !== 0x01 || buf[25] !== 0x2a) return null;
    return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (buf[20] !== 0x2f) return null;
    const b = buf.readUInt32LE(21);
    return { width: (b & 0x3fff) + 1, height: ((b >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: buf.readUIntLE(24, 3) + 1, height: buf.readUIntLE(27, 3) + 1 };
  return null;
}

/** Walks JPEG markers to the first start-of-frame (SOF0–SOF15, except DHT, JPG and DAC). */
function jpeg(buf: Buffer) {
  let i = 2;
  while (i + 9 < buf.length) {
    if (buf[i] !== 0xff) return null;
    const marker = buf[i + 1];
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7) };
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / start of scan before any frame header
    i += 2 + buf.readUInt16BE(i + 2);
  }
  return null;
}
