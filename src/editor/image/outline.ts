/**
 * A sticker outline (white border) around the opaque pixels of an image: the image's silhouette is
 * stamped around a circle of the border's radius, filled with the colour, and the image drawn on top.
 * The result is larger than the source by the radius on each side.
 */
export function outlineBitmap(source: CanvasImageSource & { width: number; height: number }, radius: number, color = '#ffffff'): HTMLCanvasElement {
  const r = outlinePadPixels(radius);
  const out = document.createElement('canvas');
  out.width = source.width + r * 2;
  out.height = source.height + r * 2;
  const ctx = out.getContext('2d')!;
  // Enough stamps that the gaps between them stay under a pixel on the circle.
  const steps = Math.max(16, Math.ceil(2 * Math.PI * r));
  for (let i = 0; i < steps; i++) {
    const a = (i / steps) * 2 * Math.PI;
    ctx.drawImage(source, r + r * Math.cos(a), r + r * Math.sin(a));
  }
  ctx.drawImage(source, r, r, source.width, source.height);
  ctx.globalCompositeOperation = 'source-in';
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, out.width, out.height);
  ctx.globalCompositeOperation = 'source-over';
  ctx.drawImage(source, r, r);
  return out;
}

/** The margin, in image pixels, a border of this radius takes on each side of the photo. */
export function outlinePadPixels(radius: number): number {
  return Math.max(1, Math.round(radius));
}

/**
 * The photo with a transparent margin for a border drawn at render time (decision 66): the image keeps
 * the bordered size (its box and handles around the border, as a baked one), while its pixels, and so
 * its filters, are the photo's alone.
 */
export function paddedBitmap(source: CanvasImageSource & { width: number; height: number }, radius: number): HTMLCanvasElement {
  const r = outlinePadPixels(radius);
  const out = document.createElement('canvas');
  out.width = source.width + r * 2;
  out.height = source.height + r * 2;
  out.getContext('2d')!.drawImage(source, r, r);
  return out;
}
