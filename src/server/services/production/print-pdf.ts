/**
 * The print PDF, the convention print-and-cut RIPs (VersaWorks, Onyx, Caldera) recognise:
 * - page framed on the cut (sticker-frame.ts): TrimBox = the sticker as cut, MediaBox = BleedBox = the
 *   trim plus 1/16 in bleed on each side, so the whole cut line is always on the page;
 * - the print raster (print-raster.ts: the art over the border colour, opaque to the bleed outline) at its
 *   own resolution, its transparency beyond the bleed outline as an SMask;
 * - the cut path stroked in a Separation colour space named exactly `CutContour` (alternate DeviceCMYK
 *   0 1 0 0 = 100 % magenta), overprinting (so it never knocks out the art), 0.25 pt, no fill;
 * - a kiss-cut sheet's outline the same way on its own spot colour, named for the through-cut
 *   (`Thru-cut` unless the shop configures another name; alternate 100 % cyan).
 * Written with pdf-lib's low-level objects because its drawing API has no spot colours or overprint.
 */
import { PDFDocument, PDFName, type PDFRef } from 'pdf-lib';
import { CUT_SPOT_NAME } from '../../../shared/cutline';
import { type DeflatedPlanes, deflatedPlanes } from './pdf-image';
import { tagSrgb } from './pdf-srgb';
import type { PrintRaster } from './print-raster';
import { DEFAULT_THRU_CUT_NAME, type StickerFrame } from './sticker-frame';
import { mapSegments, type PathSegment } from './svg-path';

export { BLEED_IN } from './sticker-frame';
export const CUT_COLOUR_NAME = CUT_SPOT_NAME;
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

export interface PdfCuts {
  cut: PathSegment[];
  /** Kiss-cut sheets: the backing sheet's outline, stroked in the through-cut spot colour. */
  sheet?: PathSegment[] | null;
  thruCutName?: string;
}

/** `art`: the print raster, or its planes already compressed strip by strip (PlaneDeflater). */
export async function buildPrintPdf(frame: StickerFrame, art: PrintRaster | DeflatedPlanes, cuts: PdfCuts): Promise<Buffer> {
  const { page: box, trim } = frame;
  const ptX = PT_PER_IN / frame.unitsPerInchX;
  const ptY = PT_PER_IN / frame.unitsPerInchY;
  const pageW = (box.x1 - box.x0) * ptX;
  const pageH = (box.y1 - box.y0) * ptY;
  // Workspace units → points, y up from the page's bottom-left.
  const toPdf = (x: number, y: number): [number, number] => [(x - box.x0) * ptX, (box.y1 - y) * ptY];

  const doc = await PDFDocument.create();
  doc.setTitle('Sticker print file');
  doc.setProducer('Sticker Studio');
  const page = doc.addPage([pageW, pageH]);
  const [trimLeft, trimTop] = toPdf(trim.x0, trim.y0);
  const [trimRight, trimBottom] = toPdf(trim.x1, trim.y1);
  page.setTrimBox(trimLeft, trimBottom, trimRight - trimLeft, trimTop - trimBottom);
  page.setBleedBox(0, 0, pageW, pageH);
  const ctx = doc.context;
  const srgb = tagSrgb(doc); // the art is sRGB: an output intent plus an ICCBased colour space

  // Split into RGB and alpha planes and compressed row by row (pdf-image.ts): no full-size copy is made.
  const raster = 'rgba' in art ? await deflatedPlanes(art.rgba, art.width, art.height, 0) : art;
  const { rgb, alpha } = raster;
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
  const smask: Record<string, PDFRef> = alpha ? { SMask: image(alpha, 'DeviceGray') } : {};
  const artRef = image(rgb, 'DeviceRGB', smask);

  // A spot colour whose tint 1 maps to the given CMYK, and an overprinting graphics state.
  const separation = (name: string, cmyk: number[]) =>
    ctx.register(
      ctx.obj([PDFName.of('Separation'), PDFName.of(name), PDFName.of('DeviceCMYK'), ctx.register(ctx.obj({ FunctionType: 2, Domain: [0, 1], C0: [0, 0, 0, 0], C1: cmyk, N: 1 }))]),
    );
  const overprint = ctx.register(ctx.obj({ Type: 'ExtGState', OP: true, op: true, OPM: 1 }));
  const spaces: Record<string, PDFRef> = { CutContour: separation(CUT_COLOUR_NAME, [0, 1, 0, 0]) };
  if (cuts.sheet) spaces.ThruCut = separation(cuts.thruCutName ?? DEFAULT_THRU_CUT_NAME, [1, 0, 0, 0]);

  const { Resources } = page.node.normalizedEntries();
  page.node.setXObject(PDFName.of('Art'), artRef);
  page.node.setExtGState(PDFName.of('CutGS'), overprint);
  Resources.set(PDFName.of('ColorSpace'), ctx.obj(spaces));

  // The raster's pixels sit on the artwork's grid, snapped outward around the page.
  const [imgLeft, imgTop] = toPdf(frame.raster.x0, frame.raster.y0);
  const [imgRight, imgBottom] = toPdf(frame.raster.x1, frame.raster.y1);
  const [imgW, imgH] = [imgRight - imgLeft, imgTop - imgBottom];
  const stroke = (space: string, path: PathSegment[]) => [
    'q',
    '/CutGS gs',
    `/${space} CS`,
    '1 SCN',
    `${CUT_LINE_WIDTH_PT} w`,
    '1 J 1 j',
    pdfPathOperators(mapSegments(path, toPdf)),
    'S',
    'Q',
  ];
  const ops = [
    'q',
    `${n(imgW)} 0 0 ${n(imgH)} ${n(imgLeft)} ${n(imgBottom)} cm`,
    '/Art Do',
    'Q',
    ...stroke('CutContour', cuts.cut),
    ...(cuts.sheet ? stroke('ThruCut', cuts.sheet) : []),
  ];
  page.node.addContentStream(ctx.register(ctx.flateStream(ops.join('\n'))));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
