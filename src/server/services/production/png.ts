/** The 300 DPI PNG: the art as rendered, with a pHYs chunk saying 300 DPI so layout tools size it right. */
import sharp from 'sharp';
import type { Artwork } from './artwork';

export async function buildPng(art: Artwork): Promise<Buffer> {
  return sharp(art.rgba, { raw: { width: art.width, height: art.height, channels: 4 } })
    .withMetadata({ density: art.dpi })
    .png({ compressionLevel: 6 })
    .toBuffer();
}
