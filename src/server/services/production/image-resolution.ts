/**
 * The print resolution of each photo or picture placed in a design, at the ordered size: the same rule
 * as /preview's check (src/shared/design/image-dpi.ts). Only the source pixels of each image tell whether
 * the print will look soft, whatever the render's own resolution (300 DPI for print, coarser for a proof):
 * a proof names the same figures as the production file.
 */
import { GOOD_DPI, imageResolutions, type PlacedImage, POOR_DPI } from '../../../shared/design/image-dpi';
import type { ProductionWarning } from './types';

/** One warning per image below 300 DPI at this size; 'image-dpi-very-low' below 150. Worst first. */
export function imageResolutionWarnings(images: PlacedImage[], inchesPerUnit: number): ProductionWarning[] {
  const warnings: ProductionWarning[] = [];
  for (const image of imageResolutions(images, inchesPerUnit)) {
    if (image.level === 'ok') continue;
    const values = { name: image.name, dpi: image.dpi, needed: GOOD_DPI, minimum: POOR_DPI };
    warnings.push(
      image.level === 'veryLow'
        ? {
            code: 'image-dpi-very-low',
            values,
            message: `"${image.name}" prints at ${image.dpi} DPI at this size, under ${POOR_DPI}: it will look pixelated. Use a larger image or a smaller sticker.`,
          }
        : { code: 'image-dpi-low', values, message: `"${image.name}" prints at ${image.dpi} DPI at this size; ${GOOD_DPI} DPI is needed for a sharp print.` },
    );
  }
  return warnings;
}

/** The worst image's DPI named by these warnings; null when every image prints at 300 DPI or more. */
export function worstImageDpi(warnings: ProductionWarning[]): number | null {
  let worst: number | null = null;
  for (const warning of warnings) {
    if (warning.code !== 'image-dpi-low' && warning.code !== 'image-dpi-very-low') continue;
    const dpi = Number(warning.values?.dpi);
    if (Number.isFinite(dpi) && (worst === null || dpi < worst)) worst = dpi;
  }
  return worst;
}
