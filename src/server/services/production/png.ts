/** The 300 DPI PNG: the print raster (the page, with its bleed), with a pHYs chunk saying 300 DPI so layout tools size it right. */
import sharp from 'sharp';
import type { PrintRaster } from './print-raster';

export async function buildPng(raster: PrintRaster, dpi: number): Promise<Buffer> {
  return sharp(raster.rgba, { raw: { width: raster.width, height: raster.height, channels: 4 } })
    .withMetadata({ density: dpi })
    .png({ compressionLevel: 6 })
    .toBuffer();
}
