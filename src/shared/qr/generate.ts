import QRCode from 'qrcode';
import { QR_TRANSPARENT, type QrOptions, validateQrOptions } from './options';

export type QrResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** qrcode's message when the data needs more than a version-40 symbol holds at the chosen level. */
const TOO_BIG = /too big/i;

/** Options in qrcode's own terms; a transparent light colour is a hex colour with alpha 0. */
function renderOptions(options: QrOptions) {
  return {
    errorCorrectionLevel: options.errorCorrectionLevel,
    margin: options.margin,
    width: options.size,
    color: { dark: options.dark, light: options.light === QR_TRANSPARENT ? '#ffffff00' : options.light },
  };
}

/** Validates, renders, and turns qrcode's errors into an i18n key (qr.errors.*) instead of a throw. */
async function render<T>(input: unknown, draw: (options: QrOptions) => Promise<T>): Promise<QrResult<T>> {
  const checked = validateQrOptions(input);
  if (!checked.ok) return { ok: false, error: Object.values(checked.errors)[0] ?? 'qr.errors.failed' };
  try {
    return { ok: true, value: await draw(checked.options) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: TOO_BIG.test(message) ? 'qr.errors.dataTooBig' : 'qr.errors.failed' };
  }
}

/** The QR code as an SVG document (vector: it stays sharp at any scale), `size` px wide. */
export function renderQrSvg(input: unknown): Promise<QrResult<string>> {
  return render(input, (options) => QRCode.toString(options.text, { ...renderOptions(options), type: 'svg' }));
}

/** The QR code as a PNG data URL, `size` px wide (a canvas in the browser, pngjs in Node). */
export function renderQrPng(input: unknown): Promise<QrResult<string>> {
  return render(input, (options) => QRCode.toDataURL(options.text, { ...renderOptions(options), type: 'image/png' }));
}

/** An SVG document as a base64 data URL (the only SVG form the editor's image rules accept). */
export function svgToDataUrl(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}
