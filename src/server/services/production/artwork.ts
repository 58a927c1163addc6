/**
 * Reading and checking the input: the artwork decoded once to RGBA, the physical size validated, and the
 * mapping between artwork pixels, workspace units and inches that every output file shares.
 */
import sharp, { type OutputInfo } from 'sharp';
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
  /** Straight (non-premultiplied) RGBA, row-major, at PRINT_DPI. */
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
  /** Artwork pixels per inch at the ordered size (PRINT_DPI, or within 0.5 % of it when the render was that close). */
  dpi: number;
}

/** Workspace units per inch (horizontal; the aspect check keeps vertical within 1 %). */
export const unitsPerInch = (a: Artwork) => a.workspaceWidth / a.widthIn;

function positive(name: string, v: number | undefined, max: number): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0 || v > max) throw new ProductionInputError(`${name} must be a number above 0 and at most ${max}`);
  return v;
}

export async function readArtwork(input: ProductionInput): Promise<{ artwork: Artwork; warnings: ProductionWarning[] }> {
  const widthIn = positive('widthIn', input.widthIn, MAX_SIDE_IN);
  const heightIn = positive('heightIn', input.heightIn, MAX_SIDE_IN);
  if (!Buffer.isBuffer(input.artwork) || input.artwork.length === 0) throw new ProductionInputError('artwork must be a non-empty image buffer');
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    const meta = await sharp(input.artwork).metadata();
    if (!meta.width || !meta.height || meta.width > MAX_SIDE_PX || meta.height > MAX_SIDE_PX)
      throw new ProductionInputError(`artwork must be at most ${MAX_SIDE_PX} pixels on each side`);
    decoded = await sharp(input.artwork).ensureAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  } catch (err) {
    if (err instanceof ProductionInputError) throw err;
    throw new ProductionInputError(`artwork is not a readable image: ${(err as Error).message}`);
  }
  const workspaceWidth = positive('workspaceWidth', input.workspaceWidth ?? decoded.info.width, 1e6);
  const workspaceHeight = positive('workspaceHeight', input.workspaceHeight ?? decoded.info.height, 1e6);
  const sizeAspect = widthIn / heightIn;
  for (const [what, a] of [
    ['artwork', decoded.info.width / decoded.info.height],
    ['workspace', workspaceWidth / workspaceHeight],
  ] as const)
    if (Math.abs(a / sizeAspect - 1) > 0.01)
      throw new ProductionInputError(`${what} proportions (${a.toFixed(3)}) do not match the ordered size ${widthIn} × ${heightIn} in (${sizeAspect.toFixed(3)})`);

  const warnings: ProductionWarning[] = [];
  const sourceDpi = decoded.info.width / widthIn;
  if (sourceDpi < PRINT_DPI * 0.98)
    warnings.push({
      code: 'low-resolution',
      values: { dpi: Math.round(sourceDpi), size: `${widthIn} × ${heightIn} in`, needed: PRINT_DPI },
      message: `The artwork is ${Math.round(sourceDpi)} DPI at ${widthIn} × ${heightIn} in; print needs ${PRINT_DPI} DPI.`,
    });
  // Every output is made at 300 DPI: resample once when the render came at another resolution. A render
  // within NEAR_PRINT_DPI of it (the server's own, sized to the cut) is kept as it is, at its own DPI.
  let rgba = decoded.data;
  let [width, height, dpi] = [decoded.info.width, decoded.info.height, sourceDpi];
  if (Math.abs(sourceDpi / PRINT_DPI - 1) > NEAR_PRINT_DPI) {
    [width, height, dpi] = [Math.round(widthIn * PRINT_DPI), Math.round(heightIn * PRINT_DPI), PRINT_DPI];
    if (width !== decoded.info.width || height !== decoded.info.height)
      rgba = await sharp(decoded.data, { raw: { width: decoded.info.width, height: decoded.info.height, channels: 4 } })
        .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
        .raw()
        .toBuffer();
  }
  const [originX, originY] = [input.origin?.x ?? 0, input.origin?.y ?? 0];
  if (!Number.isFinite(originX) || !Number.isFinite(originY)) throw new ProductionInputError('origin must be finite numbers');
  return { artwork: { rgba, width, height, widthIn, heightIn, workspaceWidth, workspaceHeight, originX, originY, dpi }, warnings };
}
