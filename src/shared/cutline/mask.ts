/**
 * Mask preparation at a coarse grid: threshold, speck removal and hole filling (flood fill from the border).
 * One pass over the full-resolution mask counts opaque pixels per s×s cell; everything after works on cells.
 */
import type { AlphaMask } from './types';

export interface CoarseMask {
  width: number;
  height: number;
  /** Cell size in mask pixels. */
  s: number;
  /** Padding (cells) around the image so every contour closes inside the grid. */
  pad: number;
  cw: number;
  ch: number;
  /** Opaque pixels per cell after speck removal (0 for removed specks and padding). */
  count: Uint32Array;
  /** 1 = cell holds kept art, 2 = filled hole, 0 = outside. */
  occ: Uint8Array;
  /** Whether any art survived. */
  any: boolean;
}

export function buildCoarseMask(mask: AlphaMask, width: number, height: number, threshold: number, s: number, pad: number, minSpeckArea: number): CoarseMask {
  const cw = Math.ceil(width / s) + 2 * pad;
  const ch = Math.ceil(height / s) + 2 * pad;
  const count = new Uint32Array(cw * ch);
  // Fast path: whole 4-pixel words that are fully transparent or fully opaque are counted at once.
  const words = s % 4 === 0 && width % 4 === 0 && mask.byteOffset % 4 === 0 ? new Uint32Array(mask.buffer, mask.byteOffset, (width * height) >> 2) : null;
  for (let y = 0; y < height; y++) {
    if (words) {
      countRowWords(mask, words, y * width, width, s, threshold, count, (Math.floor(y / s) + pad) * cw + pad);
      continue;
    }
    const row = y * width;
    const crow = (Math.floor(y / s) + pad) * cw + pad;
    for (let cx = 0, x = 0; x < width; cx++) {
      const end = Math.min(width, x + s);
      let n = 0;
      for (; x < end; x++) if (mask[row + x] >= threshold) n++;
      if (n) count[crow + cx] += n;
    }
  }
  removeSpecks(count, cw, ch, minSpeckArea);
  const occ = new Uint8Array(cw * ch);
  let any = false;
  for (let i = 0; i < occ.length; i++)
    if (count[i]) {
      occ[i] = 1;
      any = true;
    }
  fillHoles(occ, cw, ch);
  return { width, height, s, pad, cw, ch, count, occ, any };
}

function countRowWords(mask: AlphaMask, words: Uint32Array, row: number, width: number, s: number, threshold: number, count: Uint32Array, crow: number): void {
  for (let cx = 0, x = 0; x < width; cx++) {
    const end = Math.min(width, x + s);
    let n = 0;
    for (; x < end; x += 4) {
      const w = words[(row + x) >> 2];
      if (w === 0) continue;
      if (w === 0xffffffff) n += 4;
      else for (let k = 0; k < 4; k++) if (mask[row + x + k] >= threshold) n++;
    }
    if (n) count[crow + cx] += n;
  }
}

/** Clears 8-connected groups of occupied cells whose opaque pixel total is below minArea. */
export function removeSpecks(count: Uint32Array, cw: number, ch: number, minArea: number): void {
  if (minArea <= 0) return;
  const seen = new Uint8Array(cw * ch);
  const stack = new Int32Array(cw * ch);
  const members: number[] = [];
  for (let start = 0; start < count.length; start++) {
    if (!count[start] || seen[start]) continue;
    let sp = 0;
    let total = 0;
    members.length = 0;
    stack[sp++] = start;
    seen[start] = 1;
    while (sp) {
      const i = stack[--sp];
      members.push(i);
      total += count[i];
      const x = i % cw;
      const y = (i - x) / cw;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= ch) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= cw) continue;
          const j = ny * cw + nx;
          if (count[j] && !seen[j]) {
            seen[j] = 1;
            stack[sp++] = j;
          }
        }
      }
    }
    if (total < minArea) for (const i of members) count[i] = 0;
  }
}

/** Marks empty cells not 4-reachable from the grid border as filled holes (occ = 2). */
export function fillHoles(occ: Uint8Array, cw: number, ch: number): void {
  const outside = new Uint8Array(cw * ch);
  const stack = new Int32Array(cw * ch);
  let sp = 0;
  const push = (i: number) => {
    if (!occ[i] && !outside[i]) {
      outside[i] = 1;
      stack[sp++] = i;
    }
  };
  for (let x = 0; x < cw; x++) {
    push(x);
    push((ch - 1) * cw + x);
  }
  for (let y = 0; y < ch; y++) {
    push(y * cw);
    push(y * cw + cw - 1);
  }
  while (sp) {
    const i = stack[--sp];
    const x = i % cw;
    if (x > 0) push(i - 1);
    if (x < cw - 1) push(i + 1);
    if (i >= cw) push(i - cw);
    if (i < (ch - 1) * cw) push(i + cw);
  }
  for (let i = 0; i < occ.length; i++) if (!occ[i] && !outside[i]) occ[i] = 2;
}
