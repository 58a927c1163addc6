/**
 * The SVG export "for print and cutting" carries the cut the editor shows, on its own layer named like
 * the print PDF's spot colour (CutContour), stroked as the cutter's magenta hairline with no fill, so a
 * sign shop's RIP or Inkscape/Illustrator finds the cut line without the shop's production files.
 */
import { CUT_SPOT_NAME, CUT_SPOT_STROKE, hairlineWidth } from '../../shared/cutline';
import { PRINT_DPI } from '../../shared/design';

const INKSCAPE_NS = 'http://www.inkscape.org/namespaces/inkscape';

/**
 * Adds the cut layer as the SVG's last (topmost) group. `path` is in workspace units; `origin` is where
 * the workspace's (0, 0) is in the SVG's coordinates. An empty path leaves the SVG as it is.
 */
export function withCutLayer(svg: string, path: string, origin: { x: number; y: number }): string {
  if (!path.trim()) return svg;
  const close = svg.lastIndexOf('</svg>');
  if (close < 0) return svg;
  const width = hairlineWidth(PRINT_DPI).toFixed(4);
  const move = origin.x || origin.y ? ` transform="translate(${origin.x} ${origin.y})"` : '';
  const layer = `<g id="${CUT_SPOT_NAME}" inkscape:groupmode="layer" inkscape:label="${CUT_SPOT_NAME}"${move}>\n<path d="${escapeAttr(path)}" fill="none" stroke="${CUT_SPOT_STROKE}" stroke-width="${width}" stroke-linejoin="round"/>\n</g>\n`;
  return withInkscapeNamespace(svg.slice(0, close) + layer + svg.slice(close));
}

/** The root element declares the Inkscape namespace its layer attributes use. */
function withInkscapeNamespace(svg: string): string {
  if (svg.includes('xmlns:inkscape=')) return svg;
  return svg.replace(/<svg\b/, `<svg xmlns:inkscape="${INKSCAPE_NS}"`);
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
