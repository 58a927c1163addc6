export { type QrResult, renderQrPng, renderQrSvg, svgToDataUrl } from './generate';
export { DEFAULT_QR_OPTIONS, QR_LEVELS, QR_LIMITS, QR_TRANSPARENT, type QrField, type QrLevel, type QrOptions, qrOptionsSchema, validateQrOptions } from './options';
