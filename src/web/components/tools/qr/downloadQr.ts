import { dataUrlToBlob, downloadBlob } from '../../../../editor/light';
import { type QrOptions, renderQrPng, renderQrSvg } from '../../../../shared/qr';

export const QR_FILE_NAME = 'qr-code';

/**
 * Saves the QR as a PNG or SVG file from the options as they are now (not the debounced preview).
 * Returns null when saved, or the i18n key of what went wrong.
 */
export async function downloadQr(options: QrOptions, format: 'png' | 'svg'): Promise<string | null> {
  if (format === 'svg') {
    const svg = await renderQrSvg(options);
    if (!svg.ok) return svg.error;
    downloadBlob(new Blob([svg.value], { type: 'image/svg+xml' }), `${QR_FILE_NAME}.svg`);
    return null;
  }
  const png = await renderQrPng(options);
  if (!png.ok) return png.error;
  downloadBlob(dataUrlToBlob(png.value), `${QR_FILE_NAME}.png`);
  return null;
}
