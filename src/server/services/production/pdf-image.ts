/**
 * The art's pixels as the PDF's two image streams, Flate-compressed row by row: the RGB plane and the
 * alpha plane (an SMask), grown by `pad` pixels on each side by repeating the edge pixels. Nothing the
 * size of the page is ever copied (a 24 in sticker's planes whole would be three copies of a 200 MB
 * raster): only the compressed output and a few rows are held.
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

/**
 * The same planes (no padding) fed strip by strip as the print raster is composed (print-raster.ts
 * printRasterStrips): the PDF of a 24 in sticker holds only its compressed planes and one strip.
 */
export class PlaneDeflater {
  private readonly rgbZ: Deflater;
  private readonly alphaZ: Deflater;
  private opaque = true;
  private rows = 0;

  constructor(
    private readonly width: number,
    private readonly height: number,
    level = 6,
  ) {
    this.rgbZ = new Deflater(level);
    this.alphaZ = new Deflater(level);
  }

  /** Appends whole rows of straight RGBA, top to bottom. */
  async write(rgba: Uint8Array): Promise<void> {
    const pixels = rgba.length / 4;
    if (pixels % this.width !== 0) throw new RangeError('PlaneDeflater: rows do not fit the image');
    const rgb = Buffer.allocUnsafe(pixels * 3);
    const alpha = Buffer.allocUnsafe(pixels);
    for (let i = 0; i < pixels; i++) {
      rgb[3 * i] = rgba[4 * i];
      rgb[3 * i + 1] = rgba[4 * i + 1];
      rgb[3 * i + 2] = rgba[4 * i + 2];
      alpha[i] = rgba[4 * i + 3];
      if (alpha[i] !== 255) this.opaque = false;
    }
    this.rows += pixels / this.width;
    await Promise.all([this.rgbZ.write(rgb, false), this.alphaZ.write(alpha, false)]);
  }

  async end(): Promise<DeflatedPlanes> {
    if (this.rows !== this.height) throw new RangeError(`PlaneDeflater: ${this.rows} of ${this.height} rows written`);
    const [rgb, alpha] = await Promise.all([this.rgbZ.end(), this.alphaZ.end()]);
    return { width: this.width, height: this.height, rgb, alpha: this.opaque ? null : alpha };
  }
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
  /** `reused`: the caller fills the chunk again for the next rows, so zlib gets its own copy. */
  async write(chunk: Buffer, reused = true): Promise<void> {
    if (!this.z.write(reused ? Buffer.from(chunk) : chunk)) await once(this.z, 'drain');
  }
  async end(): Promise<Buffer> {
    this.z.end();
    await this.done;
    return Buffer.concat(this.out);
  }
}
