/** An RGBA image as canvas `ImageData` holds it: 4 bytes a pixel, rows top to bottom, not premultiplied. */
export interface RgbaImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export interface RemovalOptions {
  /**
   * How far (OKLab distance × 100, about one unit per just-noticeable difference) a colour may be from
   * the background and still count as background. Raised automatically to the background's own noise.
   */
  tolerance?: number;
  /** 0 = hard cut-out edges, 1 = fractional alpha on anti-aliased edges (the default). */
  edgeSoftness?: number;
  /** Remove enclosed background-coloured areas (a donut's hole) as well as the background around the subject. */
  removeHoles?: boolean;
  /** An enclosed area is removed only when it covers at least this fraction of the image (tiny highlights stay). */
  minHoleFraction?: number;
  /** Called with 0…1 as the work advances (a handful of times, never per pixel). */
  onProgress?: (fraction: number) => void;
}

export interface RemovalResult {
  /** A new RGBA buffer: the input with the background made transparent and edge colours cleaned. */
  data: Uint8ClampedArray;
  /** Alpha of the kept subject per pixel, 0…255 (the mask that was applied). */
  mask: Uint8Array;
  width: number;
  height: number;
  /** The background colour found at the image's centre (sRGB). */
  background: [number, number, number];
  /** Share of the border that matched the background: low means the background is not plain. */
  borderMatch: number;
  /** The tolerance actually used (the asked one, or higher on a noisy background). */
  tolerance: number;
  /** Enclosed background areas that were removed. */
  holesRemoved: number;
}

export const DEFAULT_TOLERANCE = 6;
export const DEFAULT_MIN_HOLE_FRACTION = 0.002;
/** Large enough for a 6000 × 6000 image; a bigger buffer is refused with a clear message. */
export const MAX_PIXELS = 36_000_000;
