/**
 * Thin-line check for vinyl decals: parts narrower than 2 mm tear or lift when weeded. A part is thin
 * where no disc of radius 1 mm fits inside the shape (a morphological opening by that disc, done with
 * two exact distance transforms). Sharp corners of thick shapes also escape the opening, but only as
 * small slivers; a thin stroke leaves a long one, so only leftovers larger than 2 R² count.
 */
import { squaredDistance } from '../../../shared/cutline/distance';
import { type PixelBox, VINYL_ALPHA_THRESHOLD } from './vinyl-trace';

export const MIN_LINE_MM = 2;

export interface ThinLineReport {
  /** Separate thin parts found. */
  parts: number;
  /** Width of the thinnest of them, millimetres. */
  thinnestMm: number;
  /** Where each thin part lies (pixels of the coverage: its box and topmost pixel) and its width, so a proof can point at it. */
  found: { box: PixelBox; widthMm: number; top: { x: number; y: number } }[];
  /**
   * The thin parts' own pixels, so a proof can paint them: on the coverage grid padded by one pixel
   * ((width + 2) × (height + 2)), COUNTED_THIN where a pixel belongs to a counted part.
   */
  grid: Uint8Array;
}

/** The value of a pixel of a counted thin part in `ThinLineReport.grid`. */
export const COUNTED_THIN = 3;

/** Thin parts of the area where coverage (one value per pixel) reaches the vinyl threshold. */
export function findThinLines(coverage: Uint8Array, width: number, height: number, dpi: number): ThinLineReport {
  const pxPerMm = dpi / 25.4;
  const radius = (MIN_LINE_MM / 2) * pxPerMm;
  // Padded by one transparent pixel so art touching the edge still has a boundary.
  const gw = width + 2;
  const gh = height + 2;
  const background = new Uint8Array(gw * gh).fill(1);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (coverage[y * width + x] >= VINYL_ALPHA_THRESHOLD) background[(y + 1) * gw + x + 1] = 0;
  // Distances are between pixel centres, so a disc of radius R fits where the distance to the background
  // reaches R, and it covers pixels up to R + 1 away (the boundary pixel itself is half inside).
  const toEdge = squaredDistance(background, gw, gh);
  const centres = new Uint8Array(gw * gh);
  for (let i = 0; i < centres.length; i++) if (toEdge[i] >= radius * radius) centres[i] = 1;
  const toCentre = squaredDistance(centres, gw, gh);
  const covered = (radius + 1) ** 2;
  const thin = new Uint8Array(gw * gh);
  for (let i = 0; i < thin.length; i++) if (!background[i] && toCentre[i] > covered) thin[i] = 1;
  return measureParts(thin, toEdge, gw, 2 * radius * radius, pxPerMm);
}

/** 8-connected groups of thin pixels of at least minArea; width of each = 2 × its largest inscribed radius. */
function measureParts(thin: Uint8Array, toEdge: Float32Array, gw: number, minArea: number, pxPerMm: number): ThinLineReport {
  const stack = new Int32Array(thin.length);
  let parts = 0;
  let thinnest = Number.POSITIVE_INFINITY;
  const found: ThinLineReport['found'] = [];
  const counted: number[] = [];
  for (let start = 0; start < thin.length; start++) {
    if (thin[start] !== 1) continue;
    let area = 0;
    let widest = 0;
    // The grid is padded by one pixel: grid (x, y) is coverage pixel (x - 1, y - 1).
    const box = { x0: Number.POSITIVE_INFINITY, y0: Number.POSITIVE_INFINITY, x1: Number.NEGATIVE_INFINITY, y1: Number.NEGATIVE_INFINITY };
    floodFrom(thin, gw, start, 1, 2, stack, (i) => {
      area++;
      widest = Math.max(widest, Math.sqrt(toEdge[i]) - 0.5);
      const x = i % gw;
      const y = (i - x) / gw;
      box.x0 = Math.min(box.x0, x - 1);
      box.x1 = Math.max(box.x1, x);
      box.y0 = Math.min(box.y0, y - 1);
      box.y1 = Math.max(box.y1, y);
    });
    if (area < minArea) continue;
    parts++;
    const widthMm = (2 * widest) / pxPerMm;
    thinnest = Math.min(thinnest, widthMm);
    // The scan meets each part first at its topmost pixel: a place on the part itself to label it.
    found.push({ box, widthMm, top: { x: (start % gw) - 1, y: Math.floor(start / gw) - 1 } });
    counted.push(start);
  }
  for (const start of counted) floodFrom(thin, gw, start, 2, COUNTED_THIN, stack);
  return { parts, thinnestMm: parts ? thinnest : 0, found, grid: thin };
}

/** Turns the 8-connected group of `from` pixels around `start` into `to`, visiting each (the stack is scratch space). */
function floodFrom(grid: Uint8Array, gw: number, start: number, from: number, to: number, stack: Int32Array, visit?: (i: number) => void): void {
  let sp = 0;
  grid[start] = to;
  stack[sp++] = start;
  while (sp) {
    const i = stack[--sp];
    visit?.(i);
    const x = i % gw;
    for (let dy = -gw; dy <= gw; dy += gw)
      for (let dx = -1; dx <= 1; dx++) {
        const j = i + dy + dx;
        if (j < 0 || j >= grid.length || x + dx < 0 || x + dx >= gw) continue;
        if (grid[j] === from) {
          grid[j] = to;
          stack[sp++] = j;
        }
      }
  }
}
