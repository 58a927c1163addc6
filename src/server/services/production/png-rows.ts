/**
 * Reads an 8-bit RGBA PNG (non-interlaced, the kind the server's renders are cached as) row by row,
 * inflating and unfiltering only as far as asked: a 24 in sticker's 200 MB of pixels are never held whole.
 * Other PNGs (palette, 16-bit, interlaced…) and other formats are not read here: openPngRows returns null.
 */
import zlib from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Inflated bytes read from zlib at a time. */
const INFLATE_CHUNK = 1 << 20;

export interface RowSource {
  width: number;
  height: number;
  /** The next `rows` rows of straight RGBA, top to bottom (a view valid until the next call). */
  read(rows: number): Promise<Uint8Array>;
}

export function openPngRows(png: Buffer): RowSource | null {
  if (png.length < 33 || !png.subarray(0, 8).equals(SIGNATURE) || png.toString('latin1', 12, 16) !== 'IHDR') return null;
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const [depth, colourType, , , interlace] = png.subarray(24, 29);
  if (depth !== 8 || colourType !== 6 || interlace !== 0 || !width || !height) return null;
  const idat: Buffer[] = [];
  for (let at = 8; at + 8 <= png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') break;
    at += 12 + length;
  }
  if (!idat.length) return null;
  return new PngRows(width, height, Buffer.concat(idat));
}

class PngRows implements RowSource {
  private readonly stride: number;
  private readonly inflate: zlib.Inflate;
  private readonly pending: Buffer[] = [];
  private pendingBytes = 0;
  private previous: Uint8Array;
  private out = new Uint8Array(0);
  private rowsRead = 0;
  private ended = false;
  private failure: Error | null = null;
  private wake: (() => void) | null = null;

  constructor(
    readonly width: number,
    readonly height: number,
    compressed: Buffer,
  ) {
    this.stride = width * 4;
    this.previous = new Uint8Array(this.stride);
    this.inflate = zlib.createInflate({ chunkSize: INFLATE_CHUNK });
    this.inflate.on('data', (b: Buffer) => {
      this.pending.push(b);
      this.pendingBytes += b.length;
      // Hold at most a few chunks ahead of the reader.
      if (this.pendingBytes > 4 * INFLATE_CHUNK) this.inflate.pause();
      this.notify();
    });
    this.inflate.on('end', () => {
      this.ended = true;
      this.notify();
    });
    this.inflate.on('error', (err) => {
      this.failure = err;
      this.notify();
    });
    this.inflate.end(compressed);
  }

  private notify() {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  /** Waits until `bytes` inflated bytes are at hand. */
  private async fill(bytes: number) {
    while (this.pendingBytes < bytes) {
      if (this.failure) throw new Error(`PNG data is corrupt: ${this.failure.message}`);
      if (this.ended) throw new Error('PNG data ends early');
      const waiting = new Promise<void>((resolve) => {
        this.wake = resolve;
      });
      this.inflate.resume();
      await waiting;
    }
  }

  /** Takes `bytes` inflated bytes off the front, into `into` at `at`. */
  private take(into: Uint8Array, at: number, bytes: number) {
    let done = 0;
    while (done < bytes) {
      const head = this.pending[0];
      const n = Math.min(head.length, bytes - done);
      into.set(head.subarray(0, n), at + done);
      done += n;
      if (n === head.length) this.pending.shift();
      else this.pending[0] = head.subarray(n);
    }
    this.pendingBytes -= bytes;
  }

  async read(rows: number): Promise<Uint8Array> {
    if (rows < 0 || this.rowsRead + rows > this.height) throw new RangeError('PngRows: reading past the last row');
    const line = this.stride + 1;
    await this.fill(rows * line);
    if (this.out.length < rows * this.stride) this.out = new Uint8Array(rows * this.stride);
    const raw = new Uint8Array(line);
    for (let r = 0; r < rows; r++) {
      this.take(raw, 0, line);
      const row = this.out.subarray(r * this.stride, (r + 1) * this.stride);
      unfilter(raw[0], raw.subarray(1), this.previous, row);
      this.previous = row;
    }
    this.rowsRead += rows;
    // The next call overwrites `out`: keep the last row for its filters.
    this.previous = Uint8Array.from(this.previous);
    if (this.pendingBytes <= 4 * INFLATE_CHUNK) this.inflate.resume();
    return this.out.subarray(0, rows * this.stride);
  }
}

/** Undoes one row's PNG filter (4 bytes per pixel) into `row`, given the row above. */
function unfilter(filter: number, src: Uint8Array, up: Uint8Array, row: Uint8Array) {
  const n = src.length;
  switch (filter) {
    case 0:
      row.set(src);
      return;
    case 1:
      for (let i = 0; i < n; i++) row[i] = src[i] + (i >= 4 ? row[i - 4] : 0);
      return;
    case 2:
      for (let i = 0; i < n; i++) row[i] = src[i] + up[i];
      return;
    case 3:
      for (let i = 0; i < n; i++) row[i] = src[i] + (((i >= 4 ? row[i - 4] : 0) + up[i]) >> 1);
      return;
    case 4:
      for (let i = 0; i < n; i++) {
        const a = i >= 4 ? row[i - 4] : 0;
        const b = up[i];
        const c = i >= 4 ? up[i - 4] : 0;
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        row[i] = src[i] + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
      }
      return;
    default:
      throw new Error(`PNG row filter ${filter} is not one PNG defines`);
  }
}
