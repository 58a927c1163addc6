/** The SVG wrapper shared by the sticker and vinyl files: physical size in inches, Inkscape layers. */

export { CUT_SPOT_STROKE as CUT_STROKE, hairlineWidth } from '../../../shared/cutline';
/** A kiss-cut sheet's through-cut: cyan, the PDF's Thru-cut alternate colour. */
export const THRU_CUT_STROKE = '#00FFFF';

export interface SvgLayer {
  id: string;
  body: string;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** One `<g>` per layer, labelled by its id (Inkscape and Illustrator both show these as layers). */
export function svgDocument(o: { widthIn: number; heightIn: number; viewBox: [number, number, number, number]; layers: SvgLayer[] }): string {
  const num = (v: number) => String(Math.round(v * 10000) / 10000 + 0);
  const layers = o.layers.map((l) => `  <g id="${escapeAttr(l.id)}" inkscape:groupmode="layer" inkscape:label="${escapeAttr(l.id)}">\n    ${l.body}\n  </g>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="${num(o.widthIn)}in" height="${num(o.heightIn)}in" viewBox="${o.viewBox.map(num).join(' ')}">`,
    ...layers,
    '</svg>',
    '',
  ].join('\n');
}
