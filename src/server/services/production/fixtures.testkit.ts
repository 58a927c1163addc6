/** Test artwork: a synthetic alpha mask painted in one colour, encoded as a PNG like a real render. */
import sharp from 'sharp';
import { Canvas } from '../../../shared/cutline/synthetic';

export { Canvas };

export async function artworkPng(mask: Canvas, rgb: [number, number, number] = [200, 30, 60]): Promise<Buffer> {
  const rgba = Buffer.alloc(mask.width * mask.height * 4);
  for (let i = 0; i < mask.data.length; i++) rgba.set([rgb[0], rgb[1], rgb[2], mask.data[i]], 4 * i);
  return sharp(rgba, { raw: { width: mask.width, height: mask.height, channels: 4 } })
    .png()
    .toBuffer();
}

/** A 4 in design at 300 DPI: a disc and a square, the kind of art a die-cut sticker has. */
export function stickerMask(size = 1200): Canvas {
  return new Canvas(size, size).disk(size * 0.4, size * 0.45, size * 0.25).rect(size * 0.5, size * 0.5, size * 0.8, size * 0.8);
}
