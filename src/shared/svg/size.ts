/**
 * The size an SVG is drawn at, made explicit. Design tools often write only a viewBox (Illustrator,
 * Inkscape "responsive"), or width="100%" (Affinity): such a file has no intrinsic size, and each
 * consumer guesses its own — a browser's <img> takes 300 × 150, librsvg the viewBox — so the design's
 * image box and the picture drawn into it disagree (a blank or cropped preview, a wrong size as cut).
 * Writing the size into the root's width and height, in CSS pixels, gives every consumer the same one.
 */

/** CSS pixels per unit (96 per inch, the unit SVG user space and browsers share). */
const PX_PER_UNIT: Record<string, number> = { '': 1, px: 1, pt: 96 / 72, pc: 16, in: 96, cm: 96 / 2.54, mm: 96 / 25.4, q: 96 / 101.6 };

/**
 * The longer side written into an SVG, pixels. The number only matters where an SVG is rasterised at
 * its own size (a browser decoding the <img>, the server's first look): big enough that a preview is
 * sharp, small enough to stay far under the upload pixel limit whatever the viewBox's units.
 */
export const SVG_MIN_SIDE = 1024;
export const SVG_MAX_SIDE = 4096;

export interface SvgViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A viewBox's four numbers, or null when it is missing or draws nothing (zero or negative size). */
export function parseViewBox(value: string | null): SvgViewBox | null {
  if (!value) return null;
  const parts = value
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return null;
  const [x, y, width, height] = parts;
  return width > 0 && height > 0 ? { x, y, width, height } : null;
}

/** An absolute length in CSS pixels; null for a percentage, a font-relative unit, zero or nonsense. */
export function parseSvgLength(value: string | null): number | null {
  const m = value?.trim().match(/^([+]?\d*\.?\d+(?:e[+-]?\d+)?)\s*([a-z]*)$/i);
  if (!m) return null;
  const perUnit = PX_PER_UNIT[m[2].toLowerCase()];
  const px = Number(m[1]) * (perUnit ?? Number.NaN);
  return Number.isFinite(px) && px > 0 ? px : null;
}

export interface SvgRootSize {
  width: number;
  height: number;
  /** Set when the file had none and its drawing must scale with the new size. */
  viewBox?: string;
}

/**
 * The root attributes that give the SVG an explicit size. A file that states its absolute width and
 * height keeps them (in pixels). Otherwise the viewBox gives the proportions, and the one absolute side
 * given, if any, the scale; with neither, the viewBox's numbers (in whatever units the tool used) are
 * brought within SVG_MIN_SIDE–SVG_MAX_SIDE on the longer side. Null when nothing says how big it is
 * (no viewBox and no absolute width and height): such a file is left as it is.
 */
export function svgRootSize(attributes: { width: string | null; height: string | null; viewBox: string | null }): SvgRootSize | null {
  const viewBox = parseViewBox(attributes.viewBox);
  const width = parseSvgLength(attributes.width);
  const height = parseSvgLength(attributes.height);
  if (width && height) {
    const size = { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
    // Without a viewBox the drawing is in pixels of the stated size: one keeps it there when the numbers change.
    const same = size.width === Number(attributes.width) && size.height === Number(attributes.height);
    return viewBox || same ? size : { ...size, viewBox: `0 0 ${round(width)} ${round(height)}` };
  }
  if (!viewBox) return null;
  const ratio = viewBox.width / viewBox.height;
  if (width) return { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(width / ratio)) };
  if (height) return { width: Math.max(1, Math.round(height * ratio)), height: Math.max(1, Math.round(height)) };
  const longer = Math.max(viewBox.width, viewBox.height);
  const scale = Math.min(SVG_MAX_SIDE, Math.max(SVG_MIN_SIDE, longer)) / longer;
  return { width: Math.max(1, Math.round(viewBox.width * scale)), height: Math.max(1, Math.round(viewBox.height * scale)) };
}

/**
 * Writes the explicit size (svgRootSize) onto a parsed <svg> root, in place; works on a browser's or
 * jsdom's element alike. Returns the size written, or null when the file cannot be sized.
 */
export function applySvgRootSize(root: Element): SvgRootSize | null {
  const size = svgRootSize({ width: root.getAttribute('width'), height: root.getAttribute('height'), viewBox: root.getAttribute('viewBox') });
  if (!size) return null;
  root.setAttribute('width', String(size.width));
  root.setAttribute('height', String(size.height));
  if (size.viewBox) root.setAttribute('viewBox', size.viewBox);
  return size;
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/**
 * An SVG file's text with its explicit size written in (applySvgRootSize), parsed and re-serialised with
 * the browser's own DOMParser and XMLSerializer; the text unchanged when it is not well-formed SVG or
 * cannot be sized (the browser then refuses or draws it as before). For the browser: the server's
 * sanitiser does the same on every stored SVG.
 */
export function withExplicitSvgSize(text: string): { text: string; size: SvgRootSize | null } {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement;
  if (root.localName !== 'svg' || doc.getElementsByTagName('parsererror').length) return { text, size: null };
  const size = applySvgRootSize(root);
  return size ? { text: new XMLSerializer().serializeToString(doc), size } : { text, size: null };
}
