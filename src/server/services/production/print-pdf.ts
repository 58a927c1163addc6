/**
 * The print PDF, the convention print-and-cut RIPs (VersaWorks, Onyx, Caldera) recognise:
 * - page = sticker size + 1/16 in bleed on each side (TrimBox = the sticker, BleedBox = the page);
 * - the art at its own resolution, edge-extended into the bleed so no white hairline shows at the cut;
 * - the cut path stroked in a Separation colour space named exactly `CutContour` (alternate DeviceCMYK
 *   0 1 0 0 = 100 % magenta), overprinting (so it never knocks out the art), 0.25 pt, no fill.
 * Written with pdf-lib's low-level objects because its drawing API has no spot colours or overprint.
 */
import { PDFDocument, PDFName, type PDFRef } from 'pdf-lib';
import type { Artwork } from './artwork';
import { deflatedPlanes } from './pdf-image';
import { tagSrgb } from './pdf-srgb';
import { mapSegments, type PathSegment } from './svg-path';

export const BLEED_IN = 1 / 16;
export const CUT_COLOUR_NAME = 'CutContour';
export const CUT_LINE_WIDTH_PT = 0.25;
const PT_PER_IN = 72;

const n = (v: number) => String(Math.round(v * 1000) / 1000 + 0);

/** PDF path operators (m l c h) for segments already in points. */
export function pdfPathOperators(segments: PathSegment[]): string {
  return segments
    .map((s) => {
      if (s.op === 'Z') return 'h';
      if (s.op === 'C') return `${n(s.x1)} ${n(s.y1)} ${n(s.x2)} ${n(s.y2)} ${n(s.x)} ${n(s.y)} c`;
      return `${n(s.x)} ${n(s.y)} ${s.op === 'M' ? 'm' : 'l'}`;
    })
    .join('\n');
}

export async function buildPrintPdf(art: Artwork, cut: PathSegment[]): Promise<Buffer> {
  const bleedPt = BLEED_IN * PT_PER_IN;
  const trimW = art.widthIn * PT_PER_IN;
  const trimH = art.heightIn * PT_PER_IN;
  const pageW = trimW + 2 * bleedPt;
  const pageH = trimH + 2 * bleedPt;

  const doc = await PDFDocument.create();
  doc.setTitle('Sticker print file');
  doc.setProducer('Sticker Studio');
  const page = doc.addPage([pageW, pageH]);
  page.setTrimBox(bleedPt, bleedPt, trimW, trimH);
  page.setBleedBox(0, 0, pageW, pageH);
  const ctx = doc.context;
  const srgb = tagSrgb(doc); // the art is sRGB: an output intent plus an ICCBased colour space

  // The art: whole bleed pixels beyond the trim so the page edge is always covered.
  const bleedPx = Math.ceil(BLEED_IN * art.dpi);
  // Edge-extended and compressed row by row (pdf-image.ts): no full-size copy of the art is made.
  const raster = await deflatedPlanes(art.rgba, art.width, art.height, bleedPx);
  const image = (deflated: Buffer, colourSpace: 'DeviceRGB' | 'DeviceGray', extra: Record<string, PDFRef> = {}) =>
    ctx.register(
      ctx.stream(deflated, {
        Type: 'XObject',
        Subtype: 'Image',
        Width: raster.width,
        Height: raster.height,
        ColorSpace: colourSpace === 'DeviceRGB' ? srgb : colourSpace,
        BitsPerComponent: 8,
        Filter: 'FlateDecode',
        ...extra,
      }),
    );
  const smask: Record<string, PDFRef> = raster.alpha ? { SMask: image(raster.alpha, 'DeviceGray') } : {};
  const artRef = image(raster.rgb, 'DeviceRGB', smask);

  // CutContour: a spot colour whose tint 1 maps to 100 % magenta, and an overprinting graphics state.
  const tint = ctx.register(ctx.obj({ FunctionType: 2, Domain: [0, 1], C0: [0, 0, 0, 0], C1: [0, 1, 0, 0], N: 1 }));
  const cutSpace = ctx.register(ctx.obj([PDFName.of('Separation'), PDFName.of(CUT_COLOUR_NAME), PDFName.of('DeviceCMYK'), tint]));
  const overprint = ctx.register(ctx.obj({ Type: 'ExtGState', OP: true, op: true, OPM: 1 }));

  const { Resources } = page.node.normalizedEntries();
  page.node.setXObject(PDFName.of('Art'), artRef);
  page.node.setExtGState(PDFName.of('CutGS'), overprint);
  Resources.set(PDFName.of('ColorSpace'), ctx.obj({ CutContour: cutSpace }));

  // Per-axis scales: the artwork and workspace proportions match the ordered size within 1 %.
  const ptPerPxX = trimW / art.width;
  const ptPerPxY = trimH / art.height;
  const scaleX = trimW / art.workspaceWidth;
  const scaleY = trimH / art.workspaceHeight;
  const toPdf = (x: number, y: number): [number, number] => [bleedPt + x * scaleX, pageH - bleedPt - y * scaleY];
  const ops = [
    'q',
    `${n(raster.width * ptPerPxX)} 0 0 ${n(raster.height * ptPerPxY)} ${n(bleedPt - bleedPx * ptPerPxX)} ${n(bleedPt - bleedPx * ptPerPxY)} cm`,
    '/Art Do',
    'Q',
    'q',
    '/CutGS gs',
    '/CutContour CS',
    '1 SCN',
    `${CUT_LINE_WIDTH_PT} w`,
    '1 J 1 j',
    pdfPathOperators(mapSegments(cut, toPdf)),
    'S',
    'Q',
  ];
  page.node.addContentStream(ctx.register(ctx.flateStream(ops.join('\n'))));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
