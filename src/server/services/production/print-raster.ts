/**
 * The print raster every sticker file carries: the page's pixels at 300 DPI with a real bleed. The area
 * inside the outer cut grown by the bleed (the bleed outline) is filled with the sticker's border colour,
 * the art composited on top, and everything outside the bleed outline left transparent. So under every cut
 * the print is opaque at least BLEED_IN beyond the line — art where the art reaches, the border colour
 * elsewhere — and nothing is edge-copied (no see-through anti-aliased rows, no streaks).
 */
import sharp from 'sharp';
import type { Artwork } from './artwork';
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

/**
 * Coverage (0–255) of the outer cut grown by `grow` pixels: the path filled and stroked 2 × grow wide with
 * round joins, which is exactly the area within `grow` of the filled cut. Drawn by librsvg (through sharp).
 */
async function grownCoverage(path: PathSegment[], width: number, height: number, grow: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><path d="${svgPathData(path)}" fill="#fff" stroke="#fff" stroke-width="${2 * grow}" stroke-linejoin="round"/></svg>`;
  const { data, info } = await sharp(Buffer.from(svg), { density: 72, limitInputPixels: false }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  if (info.width !== width || info.height !== height) throw new Error(`bleed outline drawn at ${info.width}×${info.height}, expected ${width}×${height}`);
  const coverage = Buffer.allocUnsafe(width * height);
  for (let i = 0; i < coverage.length; i++) coverage[i] = data[4 * i + info.channels - 1];
  return coverage;
}

export async function buildPrintRaster(art: Artwork, frame: StickerFrame, outerCut: PathSegment[], border: [number, number, number]): Promise<PrintRaster> {
  const { width, height, x0, y0 } = frame.px;
  const outline = mapSegments(outerCut, toRasterPx(art, frame));
  const coverage = await grownCoverage(outline, width, height, BLEED_IN * art.dpi + OUTLINE_EXTRA_PX);
  const rgba = Buffer.alloc(width * height * 4);
  const [br, bg, bb] = border;
  for (let y = 0; y < height; y++) {
    const ay = y + y0;
    for (let x = 0; x < width; x++) {
      const o = 4 * (y * width + x);
      const ax = x + x0;
      let r = br;
      let g = bg;
      let b = bb;
      if (ay >= 0 && ay < art.height && ax >= 0 && ax < art.width) {
        // The art (straight alpha) over the border colour.
        const j = 4 * (ay * art.width + ax);
        const a = art.rgba[j + 3] / 255;
        r = Math.round(art.rgba[j] * a + br * (1 - a));
        g = Math.round(art.rgba[j + 1] * a + bg * (1 - a));
        b = Math.round(art.rgba[j + 2] * a + bb * (1 - a));
      }
      rgba[o] = r;
      rgba[o + 1] = g;
      rgba[o + 2] = b;
      rgba[o + 3] = coverage[y * width + x];
    }
  }
  return { rgba, width, height };
}
