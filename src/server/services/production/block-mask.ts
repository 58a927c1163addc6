/**
 * A render's alpha averaged over `block` × `block` pixels, gathered strip by strip as the render is drawn
 * (sticker-render.ts traces a large sticker's cut on it): no full-resolution mask is ever held. A block
 * reaching past the render's edge counts the pixels beyond as transparent, as the workspace beyond is.
 * With `block` 1 it is the render's alpha itself.
 */
import { ALPHA_THRESHOLD } from './design-cut';

export class BlockMask {
  readonly width: number;
  readonly height: number;
  /** The mask, `width` × `height`, once finish() was called (block 1: filled as the strips come). */
  alpha: Uint8Array;
  private readonly sums: Uint16Array | Uint32Array | null;

  constructor(
    fullWidth: number,
    fullHeight: number,
    private readonly block: number,
  ) {
    if (!Number.isInteger(block) || block < 1) throw new RangeError('BlockMask: block must be a whole number of pixels');
    this.width = Math.ceil(fullWidth / block);
    this.height = Math.ceil(fullHeight / block);
    const n = this.width * this.height;
    this.alpha = new Uint8Array(block === 1 ? n : 0);
    this.sums = block === 1 ? null : block * block * 255 <= 0xffff ? new Uint16Array(n) : new Uint32Array(n);
  }

  /** Adds `rows` rows of straight RGBA starting at row `top`; true when one of them is art. */
  add(rgba: Uint8Array | Uint8ClampedArray, top: number, rows: number): boolean {
    const { block, width } = this;
    const fullWidth = rgba.length / 4 / rows;
    const into = this.sums ?? this.alpha;
    let art = false;
    for (let y = 0; y < rows; y++) {
      const row = Math.floor((top + y) / block) * width;
      for (let x = 0, i = 4 * y * fullWidth + 3; x < fullWidth; x++, i += 4) {
        const a = rgba[i];
        if (a === 0) continue;
        if (a >= ALPHA_THRESHOLD) art = true;
        into[block === 1 ? row + x : row + Math.floor(x / block)] += a;
      }
    }
    return art;
  }

  /** The averaged mask (rounded to the nearest level). */
  finish(): this {
    if (!this.sums) return this;
    const area = this.block * this.block;
    this.alpha = new Uint8Array(this.sums.length);
    for (let i = 0; i < this.sums.length; i++) this.alpha[i] = Math.round(this.sums[i] / area);
    return this;
  }
}
