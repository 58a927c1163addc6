/**
 * A PNG written strip by strip (8-bit RGBA, the "Up" row filter, zlib in the thread pool), so a 24 in
 * render becomes its cached PNG without the whole RGBA picture ever being held: only the rows being
 * drawn, the previous row and the compressed output.
 */
import { once } from 'node:events';
import zlib from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = (() => {
  const table = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c;
  }
  return table;
})();

function crc32(parts: Buffer[]): number {
  let c = -1;
  for (const b of parts) for (let i = 0; i < b.length; i++) c = CRC_TABLE[(c ^ b[i]) & 0xff] ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32([head.subarray(4), data]), 0);
  return Buffer.concat([head, data, crc]);
}

export class PngStream {
  private readonly z: zlib.Deflate;
  private readonly out: Buffer[] = [];
  private readonly ended: Promise<unknown>;
  private readonly stride: number;
  private previous: Uint8Array;
  private rows = 0;

  constructor(
    private readonly width: number,
    private readonly height: number,
    level = 1,
  ) {
    this.stride = width * 4;
    this.previous = new Uint8Array(this.stride);
    this.z = zlib.createDeflate({ level });
    this.z.on('data', (b: Buffer) => this.out.push(b));
    this.ended = once(this.z, 'end');
  }

  /** Appends whole rows of straight RGBA (a multiple of width × 4 bytes), top to bottom. */
  async write(rgba: Uint8Array | Uint8ClampedArray): Promise<void> {
    const count = rgba.length / this.stride;
    if (!Number.isInteger(count) || this.rows + count > this.height) throw new RangeError('PngStream: rows do not fit the image');
    const filtered = Buffer.allocUnsafe(count * (this.stride + 1));
    for (let r = 0; r < count; r++) {
      const src = r * this.stride;
      const dst = r * (this.stride + 1);
      filtered[dst] = 2; // Up: each byte minus the one above it
      for (let i = 0; i < this.stride; i++) filtered[dst + 1 + i] = rgba[src + i] - this.previous[i];
      this.previous = rgba.subarray(src, src + this.stride) as Uint8Array;
    }
    // The caller reuses its buffer for the next strip: keep a copy of the last row.
    this.previous = Uint8Array.from(this.previous);
    this.rows += count;
    if (!this.z.write(filtered)) await once(this.z, 'drain');
  }

  /** The finished PNG file. */
  async end(): Promise<Buffer> {
    if (this.rows !== this.height) throw new RangeError(`PngStream: ${this.rows} of ${this.height} rows written`);
    this.z.end();
    await this.ended;
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, adaptive filtering, no interlace
    return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', Buffer.concat(this.out)), chunk('IEND', Buffer.alloc(0))]);
  }
}
