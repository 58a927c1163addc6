/**
 * The art's pixels as the PDF's two image streams, Flate-compressed row by row: the RGB plane and the
 * alpha plane (an SMask), grown by `pad` pixels on each side by repeating the edge pixels. Nothing the
 * size of the page is ever copied: a 24 in sticker's planes used to be built whole (three full copies of
 * a 200 MB raster) before compression; now only the compressed output and a few rows are held.
 */
import { once } from 'node:events';
import zlib from 'node:zlib';

export interface DeflatedPlanes {
  width: number;
  height: number;
  /** Flate-compressed 8-bit RGB, row-major. */
  rgb: Buffer;
  /** Flate-compressed 8-bit alpha, or null when every pixel is opaque (no SMask needed). */
  alpha: Buffer | null;
}

/** Rows handed to zlib at a time: big enough to keep zlib busy, small enough to be nothing in memory. */
const ROWS_PER_CHUNK = 64;

export async function deflatedPlanes(rgba: Uint8Array, width: number, height: number, pad: number, level = 6): Promise<DeflatedPlanes> {
  const outW = width + 2 * pad;
  const outH = height + 2 * pad;
  const rgbZ = new Deflater(level);
  const alphaZ = new Deflater(level);
  let opaque = true;
  const rgbRows = Buffer.allocUnsafe(outW * 3 * ROWS_PER_CHUNK);
  const alphaRows = Buffer.allocUnsafe(outW * ROWS_PER_CHUNK);
  let inChunk = 0;
  for (let y = 0; y < outH; y++) {
    // Bleed rows repeat the first or last row of the art; bleed columns its first or last pixel.
    const srcRow = Math.min(height - 1, Math.max(0, y - pad)) * width;
    const rgbBase = inChunk * outW * 3;
    const alphaBase = inChunk * outW;
    for (let x = 0; x < outW; x++) {
      const s = 4 * (srcRow + Math.min(width - 1, Math.max(0, x - pad)));
      rgbRows[rgbBase + 3 * x] = rgba[s];
      rgbRows[rgbBase + 3 * x + 1] = rgba[s + 1];
      rgbRows[rgbBase + 3 * x + 2] = rgba[s + 2];
      alphaRows[alphaBase + x] = rgba[s + 3];
      if (rgba[s + 3] !== 255) opaque = false;
    }
    if (++inChunk === ROWS_PER_CHUNK || y === outH - 1) {
      await Promise.all([rgbZ.write(rgbRows.subarray(0, inChunk * outW * 3)), alphaZ.write(alphaRows.subarray(0, inChunk * outW))]);
      inChunk = 0;
    }
  }
  const [rgb, alpha] = await Promise.all([rgbZ.end(), alphaZ.end()]);
  return { width: outW, height: outH, rgb, alpha: opaque ? null : alpha };
}

/** A zlib deflate stream fed chunk by chunk (waiting when its buffer is full), collecting its output. */
class Deflater {
  private readonly z: zlib.Deflate;
  private readonly out: Buffer[] = [];
  private readonly done: Promise<void>;
  constructor(level: number) {
    this.z = zlib.createDeflate({ level });
    this.z.on('data', (b: Buffer) => this.out.push(b));
    this.done = once(this.z, 'end').then(() => undefined);
  }
  async write(chunk: Buffer): Promise<void> {
    // The chunk is reused for the next rows: zlib gets its own copy of these few rows.
    if (!this.z.write(Buffer.from(chunk))) await once(this.z, 'drain');
  }
  async end(): Promise<Buffer> {
    this.z.end();
    await this.done;
    return Buffer.concat(this.out);
  }
}
