/**
 * A PNG written strip by strip (8-bit RGBA, zlib in the thread pool), so a 24 in render becomes its
 * cached PNG without the whole RGBA picture ever being held: only the rows being drawn and the compressed
 * output. Rows are left unfiltered: a render is read back once (png-rows.ts), and filtering them in
 * JavaScript cost more CPU than the ~15 % it saved on the file (a 12 in render: ~0.35 s to filter, ~0.2 s
 * to unfilter).
 */
import { once } from 'node:events';
import zlib from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  // zlib's native CRC-32 (the same polynomial PNG uses), chained over the type and the data.
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

export class PngStream {
  private readonly z: zlib.Deflate;
  private readonly out: Buffer[] = [];
  private readonly ended: Promise<unknown>;
  private readonly stride: number;
  private rows = 0;

  constructor(
    private readonly width: number,
    private readonly height: number,
    level = 1,
  ) {
    this.stride = width * 4;
    this.z = zlib.createDeflate({ level });
    this.z.on('data', (b: Buffer) => this.out.push(b));
    this.ended = once(this.z, 'end');
  }

  /** Appends whole rows of straight RGBA (a multiple of width × 4 bytes), top to bottom. */
  async write(rgba: Uint8Array | Uint8ClampedArray): Promise<void> {
    const count = rgba.length / this.stride;
    if (!Number.isInteger(count) || this.rows + count > this.height) throw new RangeError('PngStream: rows do not fit the image');
    const framed = Buffer.allocUnsafe(count * (this.stride + 1));
    for (let r = 0; r < count; r++) {
      const dst = r * (this.stride + 1);
      framed[dst] = 0; // filter type None
      framed.set(rgba.subarray(r * this.stride, (r + 1) * this.stride), dst + 1);
    }
    this.rows += count;
    if (!this.z.write(framed)) await once(this.z, 'drain');
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
