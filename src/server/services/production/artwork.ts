/**
 * Reading and checking the input: the artwork decoded once to RGBA, the physical size validated, and the
 * mapping between artwork pixels, workspace units and inches that every output file shares.
 */
import sharp, { type OutputInfo } from 'sharp';
import { openPngRows, type RowSource } from './png-rows';
import { type ProductionInput, ProductionInputError, type ProductionWarning } from './types';

/** Print resolution the shop expects. */
export const PRINT_DPI = 300;
/** Largest accepted side: no sticker or decal we sell is bigger than 24 in; the rest is room for the bleed. */
const MAX_SIDE_IN = 25;
/** Largest accepted artwork side in pixels (25 in at 300 DPI). */
const MAX_SIDE_PX = 7500;
/** A raster this close to 300 DPI (relative) is printed as it is rather than resampled. */
const NEAR_PRINT_DPI = 0.005;

export interface Artwork {
  /** Straight (non-premultiplied) RGBA, row-major, at the input's resolution (PRINT_DPI unless a proof asks for less). */
  rgba: Buffer;
  /** Artwork size in pixels. */
  width: number;
  height: number;
  /** Physical size, inches. */
  widthIn: number;
  heightIn: number;
  /** Size of the part of the workspace the artwork covers, in workspace units (the whole workspace by default). */
  workspaceWidth: number;
  workspaceHeight: number;
  /** Workspace coordinates of the artwork's top-left corner (0, 0 when it covers the whole workspace). */
  originX: number;
  originY: number;
  /** Artwork pixels per inch at the ordered size (the input's dpi, or within 0.5 % of it when the render was that close). */
  dpi: number;
}

/** Everything about the artwork but its pixels (read row by row instead, readArtworkRows). */
export type ArtworkInfo = Omit<Artwork, 'rgba'>;

/** Workspace units per inch (horizontal; the aspect check keeps vertical within 1 %). */
export const unitsPerInch = (a: Artwork) => a.workspaceWidth / a.widthIn;

function positive(name: string, v: number | undefined, max: number): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0 || v > max) throw new ProductionInputError(`${name} must be a number above 0 and at most ${max}`);
  return v;
}

export async function readArtwork(input: ProductionInput): Promise<{ artwork: Artwork; warnings: ProductionWarning[] }> {
  checkSize(input);
  if (!Buffer.isBuffer(input.artwork) || input.artwork.length === 0) throw new ProductionInputError('artwork must be a non-empty image buffer');
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    const meta = await sharp(input.artwork).metadata();
    checkPixels(meta.width, meta.height);
    decoded = await sharp(input.artwork).ensureAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  } catch (err) {
    if (err instanceof ProductionInputError) throw err;
    throw new ProductionInputError(`artwork is not a readable image: ${(err as Error).message}`);
  }
  const { info, warnings, resample } = artworkGeometry(input, decoded.info.width, decoded.info.height);
  // Every output is made at the input's resolution (300 DPI for print): resample once when the render came
  // at another one. A render within NEAR_PRINT_DPI of it (the server's own, sized to the cut) is kept as it is.
  let rgba = decoded.data;
  if (resample && (info.width !== decoded.info.width || info.height !== decoded.info.height))
    rgba = await sharp(decoded.data, { raw: { width: decoded.info.width, height: decoded.info.height, channels: 4 } })
      .resize(info.width, info.height, { fit: 'fill', kernel: 'lanczos3' })
      .raw()
      .toBuffer();
  return { artwork: { ...info, rgba }, warnings };
}

/**
 * The same artwork with its pixels read row by row: the server's own renders (8-bit RGBA PNGs at print
 * resolution) are never decoded whole; anything else is decoded by readArtwork and handed out from memory.
 */
export async function readArtworkRows(input: ProductionInput): Promise<{ artwork: ArtworkInfo; rows: RowSource; warnings: ProductionWarning[] }> {
  checkSize(input);
  const png = Buffer.isBuffer(input.artwork) ? openPngRows(input.artwork) : null;
  if (png) {
    checkPixels(png.width, png.height);
    const { info, warnings, resample } = artworkGeometry(input, png.width, png.height);
    if (!resample) return { artwork: info, rows: readableRows(png), warnings };
  }
  const { artwork, warnings } = await readArtwork(input);
  return { artwork, rows: rowsInMemory(artwork.rgba, artwork.width, artwork.height), warnings };
}

/** Pixels already decoded, handed out as rows. */
export function rowsInMemory(rgba: Uint8Array, width: number, height: number): RowSource {
  let next = 0;
  return {
    width,
    height,
    read: async (rows) => {
      const start = next * width * 4;
      next += rows;
      return rgba.subarray(start, next * width * 4);
    },
  };
}

/** A PNG that fails half way through is a bad input, not a server error. */
function readableRows(rows: RowSource): RowSource {
  return {
    width: rows.width,
    height: rows.height,
    read: (n) =>
      rows.read(n).catch((err: Error) => {
        throw new ProductionInputError(`artwork is not a readable image: ${err.message}`);
      }),
  };
}

function checkSize(input: ProductionInput) {
  positive('widthIn', input.widthIn, MAX_SIDE_IN);
  positive('heightIn', input.heightIn, MAX_SIDE_IN);
}

function checkPixels(width: number | undefined, height: number | undefined) {
  if (!width || !height || width > MAX_SIDE_PX || height > MAX_SIDE_PX) throw new ProductionInputError(`artwork must be at most ${MAX_SIDE_PX} pixels on each side`);
}

/** The artwork's mapping to inches and workspace units, its warnings, and whether it must be resampled to the outputs' resolution. */
function artworkGeometry(input: ProductionInput, pxWidth: number, pxHeight: number): { info: ArtworkInfo; warnings: ProductionWarning[]; resample: boolean } {
  const widthIn = positive('widthIn', input.widthIn, MAX_SIDE_IN);
  const heightIn = positive('heightIn', input.heightIn, MAX_SIDE_IN);
  const workspaceWidth = positive('workspaceWidth', input.workspaceWidth ?? pxWidth, 1e6);
  const workspaceHeight = positive('workspaceHeight', input.workspaceHeight ?? pxHeight, 1e6);
  const sizeAspect = widthIn / heightIn;
  for (const [what, a] of [
    ['artwork', pxWidth / pxHeight],
    ['workspace', workspaceWidth / workspaceHeight],
  ] as const)
    if (Math.abs(a / sizeAspect - 1) > 0.01)
      throw new ProductionInputError(`${what} proportions (${a.toFixed(3)}) do not match the ordered size ${widthIn} × ${heightIn} in (${sizeAspect.toFixed(3)})`);

  const target = positive('dpi', input.dpi ?? PRINT_DPI, PRINT_DPI);
  const warnings: ProductionWarning[] = [];
  const sourceDpi = pxWidth / widthIn;
  if (sourceDpi < target * 0.98)
    warnings.push({
      code: 'low-resolution',
      values: { dpi: Math.round(sourceDpi), size: `${widthIn} × ${heightIn} in`, needed: target },
      message: `The artwork is ${Math.round(sourceDpi)} DPI at ${widthIn} × ${heightIn} in; print needs ${target} DPI.`,
    });
  const resample = Math.abs(sourceDpi / target - 1) > NEAR_PRINT_DPI;
  const [width, height, dpi] = resample ? [Math.round(widthIn * target), Math.round(heightIn * target), target] : [pxWidth, pxHeight, sourceDpi];
  const [originX, originY] = [input.origin?.x ?? 0, input.origin?.y ?? 0];
  if (!Number.isFinite(originX) || !Number.isFinite(originY)) throw new ProductionInputError('origin must be finite numbers');
  return { info: { width, height, widthIn, heightIn, workspaceWidth, workspaceHeight, originX, originY, dpi }, warnings, resample };
}
