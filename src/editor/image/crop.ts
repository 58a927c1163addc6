/**
 * Crop geometry in the image's own pixels (Fabric's cropX, cropY, width and height), free of Fabric so
 * it can be tested on its own.
 */
export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Smallest crop side, in image pixels: a frame smaller than this cannot be grabbed any more. */
export const MIN_CROP_SIDE = 4;

/**
 * The rectangle kept inside the image: sides at least MIN_CROP_SIDE (or the image's side, if smaller) and
 * at most the image's, moved back inside without changing its size, and whole pixels.
 */
export function clampCrop(rect: CropRect, image: Size): CropRect {
  const minW = Math.min(MIN_CROP_SIDE, image.width);
  const minH = Math.min(MIN_CROP_SIDE, image.height);
  const width = Math.round(Math.min(image.width, Math.max(minW, finite(rect.width, image.width))));
  const height = Math.round(Math.min(image.height, Math.max(minH, finite(rect.height, image.height))));
  const x = Math.round(Math.min(image.width - width, Math.max(0, finite(rect.x, 0))));
  const y = Math.round(Math.min(image.height - height, Math.max(0, finite(rect.y, 0))));
  return { x, y, width, height };
}

const finite = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);

/** The part of a bitmap a crop keeps, as a canvas of that size (a sticker outline is drawn around it). */
export function croppedBitmap(source: CanvasImageSource, rect: CropRect): HTMLCanvasElement {
  const out = document.createElement('canvas');
  out.width = Math.max(1, Math.round(rect.width));
  out.height = Math.max(1, Math.round(rect.height));
  out.getContext('2d')!.drawImage(source, rect.x, rect.y, rect.width, rect.height, 0, 0, rect.width, rect.height);
  return out;
}
