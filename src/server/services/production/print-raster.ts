/**
 * The print raster every sticker file carries: the page's pixels at 300 DPI with a real bleed. The area
 * inside the outer cut grown by the bleed (the bleed outline) is filled with the sticker's border colour,
 * the art composited on top, and everything outside the bleed outline left transparent. So under every cut
 * the print is opaque at least BLEED_IN beyond the line — art where the art reaches, the border colour
 * elsewhere — and nothing is edge-copied (no see-through anti-aliased rows, no streaks).
 */
import sharp from 'sharp';
import { type Artwork, type ArtworkInfo, rowsInMemory } from './artwork';
import type { RowSource } from './png-rows';
import { BLEED_IN, type StickerFrame, toRasterPx } from './sticker-frame';
import { mapSegments, type PathSegment, svgPathData } from './svg-path';
import { ProductionInputError } from './types';

/** The bleed outline reaches this far past BLEED_IN, so its anti-aliased edge lies wholly beyond the bleed. */
const OUTLINE_EXTRA_PX = 1.5;

export interface PrintRaster {
  /** Straight RGBA, row-major. */
  rgba: Buffer;
  width: number;
  height: number;
}

export function parseColour(colour: string | undefined): [number, number, number] {
  if (colour === undefined) return [255, 255, 255];
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!m) throw new ProductionInputError(`borderColour must look like #RRGGBB, got "${colour}"`);
  return [m[1], m[2], m[3]].map((h) => Number.parseInt(h, 16)) as [number, number, number];
}

/** Page rows composed at a time: a 24 in page's strip is 7 MB, never the whole 200 MB page. */
const STRIP_ROWS = 256;

const NO_ART = new Uint8Array(0);

/** Receives the print raster strip by strip, top to bottom: `rows` rows of straight RGBA. */
export type RasterSink = (rgba: Uint8Array, rows: number) => Promise<void> | void;

/**
 * Coverage (0–255) of rows top … top + rows of the outer cut grown by `grow` pixels: the path filled and
 * stroked 2 × grow wide with round joins, which is exactly the area within `grow` of the filled cut.
 * Drawn by librsvg (through sharp), one strip at a time.
 */
async function grownCoverage(pathData: string, width: number, top: number, rows: number, grow: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${rows}" viewBox="0 ${top} ${width} ${rows}"><path d="${pathData}" fill="#fff" stroke="#fff" stroke-width="${2 * grow}" stroke-linejoin="round"/></svg>`;
  // Only the alpha channel comes back from libvips: no RGBA strip to pick it out of.
  const { data: coverage, info } = await sharp(Buffer.from(svg), { density: 72, limitInputPixels: false })
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.width !== width || info.height !== rows || info.channels !== 1)
    throw new Error(`bleed outline drawn at ${info.width}×${info.height}×${info.channels}, expected ${width}×${rows}×1`);
  return coverage;
}

/** The print raster handed over strip by strip; the art is read row by row from `artRows`. */
export async function printRasterStrips(
  art: ArtworkInfo,
  artRows: RowSource,
  frame: StickerFrame,
  outerCut: PathSegment[],
  border: [number, number, number],
  sink: RasterSink,
): Promise<void> {
  const { width, height, x0, y0 } = frame.px;
  const outline = svgPathData(mapSegments(outerCut, toRasterPx(art, frame)));
  const grow = BLEED_IN * art.dpi + OUTLINE_EXTRA_PX;
  const [br, bg, bb] = border;
  const strip = Buffer.alloc(Math.min(height, STRIP_ROWS) * width * 4);
  let nextArtRow = 0;
  for (let top = 0; top < height; top += STRIP_ROWS) {
    const rows = Math.min(STRIP_ROWS, height - top);
    const coverage = await grownCoverage(outline, width, top, rows, grow);
    // The art rows this strip shows (the page may reach beyond the artwork on any side).
    const first = Math.max(0, Math.min(art.height, top + y0));
    const last = Math.max(first, Math.min(art.height, top + rows + y0));
    for (; nextArtRow < first; nextArtRow += Math.min(STRIP_ROWS, first - nextArtRow)) await artRows.read(Math.min(STRIP_ROWS, first - nextArtRow));
    const artPixels = last > first ? await artRows.read(last - first) : NO_ART;
    nextArtRow = last;
    for (let y = 0; y < rows; y++) {
      const ay = y + top + y0;
      const artRow = ay >= first && ay < last ? (ay - first) * art.width : -1;
      for (let x = 0; x < width; x++) {
        const o = 4 * (y * width + x);
        const ax = x + x0;
        const j = artRow >= 0 && ax >= 0 && ax < art.width ? 4 * (artRow + ax) : -1;
        const a = j >= 0 ? artPixels[j + 3] : 0;
        if (a === 255) {
          strip[o] = artPixels[j];
          strip[o + 1] = artPixels[j + 1];
          strip[o + 2] = artPixels[j + 2];
        } else if (a === 0) {
          strip[o] = br;
          strip[o + 1] = bg;
          strip[o + 2] = bb;
        } else {
          // The art (straight alpha) over the border colour, rounded to the nearest level.
          const rest = 255 - a;
          strip[o] = Math.floor((artPixels[j] * a + br * rest + 127) / 255);
          strip[o + 1] = Math.floor((artPixels[j + 1] * a + bg * rest + 127) / 255);
          strip[o + 2] = Math.floor((artPixels[j + 2] * a + bb * rest + 127) / 255);
        }
        strip[o + 3] = coverage[y * width + x];
      }
    }
    await sink(strip.subarray(0, rows * width * 4), rows);
  }
}

/** The whole print raster in memory (the PNG and SVG files; the PDF takes the strips as they come). */
export async function buildPrintRaster(art: Artwork, frame: StickerFrame, outerCut: PathSegment[], border: [number, number, number]): Promise<PrintRaster> {
  return collectPrintRaster(art, rowsInMemory(art.rgba, art.width, art.height), frame, outerCut, border);
}

export async function collectPrintRaster(
  art: ArtworkInfo,
  artRows: RowSource,
  frame: StickerFrame,
  outerCut: PathSegment[],
  border: [number, number, number],
): Promise<PrintRaster> {
  const { width, height } = frame.px;
  const rgba = Buffer.alloc(width * height * 4);
  let at = 0;
  await printRasterStrips(art, artRows, frame, outerCut, border, (strip) => {
    rgba.set(strip, at);
    at += strip.length;
  });
  return { rgba, width, height };
}
