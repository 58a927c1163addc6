/**
 * Opening a produced print PDF the way a RIP would, for tests: the page boxes, the resources, the decoded
 * content stream, each spot colour's stroked path (flattened, in points) and the placed print raster with
 * its SMask, addressable by page coordinates.
 */
import zlib from 'node:zlib';
import { PDFArray, type PDFDict, PDFDocument, PDFName, type PDFNumber, type PDFObject, type PDFRawStream, PDFRef } from 'pdf-lib';

export async function openPdf(pdf: Buffer) {
  const doc = await PDFDocument.load(pdf);
  const page = doc.getPage(0);
  const resolve = <T extends PDFObject>(o: PDFObject | undefined): T => (o instanceof PDFRef ? doc.context.lookup(o) : o) as T;
  const resources = resolve<PDFDict>(page.node.get(PDFName.of('Resources')));
  const contentsObj = resolve<PDFObject>(page.node.get(PDFName.of('Contents')));
  const streams = contentsObj instanceof PDFArray ? contentsObj.asArray().map((r) => resolve<PDFRawStream>(r)) : [contentsObj as PDFRawStream];
  const content = streams
    .map((s) => {
      const filter = s.dict.get(PDFName.of('Filter'));
      return (filter === PDFName.of('FlateDecode') ? zlib.inflateSync(s.contents) : Buffer.from(s.contents)).toString('latin1');
    })
    .join('\n');
  return { doc, page, resources, content, resolve };
}

export type OpenedPdf = Awaited<ReturnType<typeof openPdf>>;

/** The path stroked after `/<space> CS`, as polylines in points (cubics sampled about every 0.5 pt). */
export function strokedPolylines(content: string, space: string): [number, number][][] {
  const start = content.indexOf(`/${space} CS`);
  if (start < 0) return [];
  const block = content.slice(start, content.indexOf('\nS', start));
  const lines: [number, number][][] = [];
  let stack: number[] = [];
  let current: [number, number][] = [];
  for (const tok of block.split(/\s+/)) {
    if (/^-?[\d.]+$/.test(tok)) {
      stack.push(Number(tok));
      continue;
    }
    if (tok === 'm') {
      if (current.length) lines.push(current);
      current = [[stack[0], stack[1]]];
    } else if (tok === 'l') current.push([stack[0], stack[1]]);
    else if (tok === 'c') {
      const [x0, y0] = current[current.length - 1];
      const [x1, y1, x2, y2, x3, y3] = stack;
      const hull = Math.hypot(x1 - x0, y1 - y0) + Math.hypot(x2 - x1, y2 - y1) + Math.hypot(x3 - x2, y3 - y2);
      const steps = Math.max(1, Math.ceil(hull / 0.5));
      for (let i = 1; i <= steps; i++) {
        const t = i / steps;
        const u = 1 - t;
        current.push([u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3, u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3]);
      }
    }
    stack = [];
  }
  if (current.length) lines.push(current);
  return lines;
}

/** The placed /Art image: RGB, SMask (255 when absent) and a lookup by page coordinates (points). */
export function placedArt(pdf: OpenedPdf) {
  const xobjects = pdf.resolve<PDFDict>(pdf.resources.get(PDFName.of('XObject')));
  const art = pdf.resolve<PDFRawStream>(xobjects.get(PDFName.of('Art')));
  const num = (d: PDFDict, k: string) => (d.get(PDFName.of(k)) as PDFNumber).asNumber();
  const width = num(art.dict, 'Width');
  const height = num(art.dict, 'Height');
  const rgb = zlib.inflateSync(art.contents);
  const smaskRef = art.dict.get(PDFName.of('SMask'));
  const alpha = smaskRef ? zlib.inflateSync(pdf.resolve<PDFRawStream>(smaskRef).contents) : Buffer.alloc(width * height, 255);
  const cm = pdf.content.match(/([-\d.]+) 0 0 ([-\d.]+) ([-\d.]+) ([-\d.]+) cm\s+\/Art Do/);
  if (!cm) throw new Error('no placed art');
  const [w, h, left, bottom] = cm.slice(1, 5).map(Number);
  /** The pixel under page point (x, y), or null off the image. */
  const at = (x: number, y: number) => {
    const px = Math.floor(((x - left) / w) * width);
    const py = Math.floor(((bottom + h - y) / h) * height);
    if (px < 0 || py < 0 || px >= width || py >= height) return null;
    const i = py * width + px;
    return { r: rgb[3 * i], g: rgb[3 * i + 1], b: rgb[3 * i + 2], a: alpha[i] };
  };
  return { width, height, rgb, alpha, hasSMask: Boolean(smaskRef), placement: { w, h, left, bottom }, at, ptPerPx: w / width };
}

export const numbers = (a: PDFArray) => a.asArray().map((n) => (n as PDFNumber).asNumber());
