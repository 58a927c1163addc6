/**
 * Effective print resolution of the design's images at the chosen sticker size: the one rule /preview's
 * resolution check and the server's production files both apply. Pure (unit-tested).
 */

/** Below this a print looks soft; below STRONG it looks visibly pixelated. */
export const GOOD_DPI = 300;
export const POOR_DPI = 150;

export type DpiLevel = 'ok' | 'low' | 'veryLow';

export interface PlacedImage {
  /** Stable within one design (the object's id, else its position). */
  id: string;
  name: string;
  /** Source pixels shown (after cropping). */
  sourceWidth: number;
  sourceHeight: number;
  /** Its total scale on the workspace (group scales included). */
  scaleX: number;
  scaleY: number;
}

export interface ImageResolution {
  id: string;
  name: string;
  dpi: number;
  level: DpiLevel;
}

/** Source pixels per printed inch: the lower of the two axes, since the softer axis is what shows. */
export function effectiveDpi(image: PlacedImage, inchesPerUnit: number): number {
  const sx = Math.abs(image.scaleX) * inchesPerUnit;
  const sy = Math.abs(image.scaleY) * inchesPerUnit;
  if (!(sx > 0 && sy > 0) || !(image.sourceWidth > 0 && image.sourceHeight > 0)) return 0;
  return Math.min(1 / sx, 1 / sy);
}

export function dpiLevel(dpi: number): DpiLevel {
  if (dpi < POOR_DPI) return 'veryLow';
  if (dpi < GOOD_DPI) return 'low';
  return 'ok';
}

/** Every image's resolution, worst first. */
export function imageResolutions(images: PlacedImage[], inchesPerUnit: number): ImageResolution[] {
  return images
    .map((image) => {
      const dpi = Math.round(effectiveDpi(image, inchesPerUnit));
      return { id: image.id, name: image.name, dpi, level: dpiLevel(dpi) };
    })
    .sort((a, b) => a.dpi - b.dpi);
}
