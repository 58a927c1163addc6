/**
 * A PDF's first page drawn to pixels with pdf.js (its legacy build, the one made for Node), which draws
 * through @napi-rs/canvas. Used twice: for the raster stand-in an upload keeps beside its PDF, and for
 * the print, where the page is drawn again at the print's own resolution. The page's own background is
 * not painted, so art on an empty page stays transparent around its outline (a die-cut follows it).
 * Every cost is bounded: only page 1 is read, the pixels are capped and a slow page is given up on.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { PdfArtError } from './errors';

/** A page side beyond this (in points, 200 in) is no sticker art. */
export const MAX_PAGE_SIDE_PT = 200 * 72;
/** The most pixels one page is drawn with (a 24 in sticker at 300 DPI is about 39 million). */
export const MAX_RENDER_PIXELS = 40_000_000;
/** A page that takes longer than this to draw is given up on. */
const RENDER_TIMEOUT_MS = 60_000;

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | null = null;
const loadPdfJs = () => {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
};

export interface PdfPageSize {
  /** Page 1's size, points (1/72 in), as it is shown (its rotation applied). */
  widthPt: number;
  heightPt: number;
  pageCount: number;
}

export interface RenderedPdfPage extends PdfPageSize {
  /** A PNG of page 1 at `width` × `height` pixels, transparent where the page has no art. */
  png: Buffer;
  width: number;
  height: number;
}

/** Page 1 drawn with `longSidePx` pixels on its longer side (fewer when MAX_RENDER_PIXELS requires). */
export async function renderPdfPage(data: Uint8Array, longSidePx: number): Promise<RenderedPdfPage> {
  const lib = await loadPdfJs();
  const task = lib.getDocument({
    // pdf.js takes ownership of the array it is given; a copy keeps the caller's bytes intact.
    data: new Uint8Array(data),
    isEvalSupported: false,
    // Fonts and character maps the file does not embed come from the package, never from the network.
    standardFontDataUrl: `${join(pdfjsRoot, 'standard_fonts')}/`,
    cMapUrl: `${join(pdfjsRoot, 'cmaps')}/`,
    cMapPacked: true,
    enableXfa: false,
    verbosity: 0,
  });
  let doc: Awaited<typeof task.promise>;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    throw (error as { name?: string })?.name === 'PasswordException' ? new PdfArtError('pdf_encrypted') : new PdfArtError('pdf_invalid');
  }
  try {
    const page = await doc.getPage(1).catch(() => {
      throw new PdfArtError('pdf_invalid');
    });
    const base = page.getViewport({ scale: 1 });
    const size = { widthPt: base.width, heightPt: base.height, pageCount: doc.numPages };
    if (!(base.width > 0 && base.height > 0)) throw new PdfArtError('pdf_invalid');
    if (Math.max(base.width, base.height) > MAX_PAGE_SIDE_PT) throw new PdfArtError('pdf_page_too_large');
    let scale = longSidePx / Math.max(base.width, base.height);
    scale = Math.min(scale, Math.sqrt(MAX_RENDER_PIXELS / (base.width * base.height)));
    const viewport = page.getViewport({ scale });
    const width = Math.max(1, Math.round(viewport.width));
    const height = Math.max(1, Math.round(viewport.height));
    const factory = (doc as unknown as { canvasFactory: CanvasFactory }).canvasFactory;
    const target = factory.create(width, height);
    try {
      const rendering = page.render({ canvas: target.canvas as unknown as HTMLCanvasElement, canvasContext: target.context, viewport, background: 'rgba(0,0,0,0)' });
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          rendering.cancel();
          reject(new PdfArtError('pdf_too_slow'));
        }, RENDER_TIMEOUT_MS);
      });
      try {
        await Promise.race([rendering.promise, timeout]);
      } catch (error) {
        throw error instanceof PdfArtError ? error : new PdfArtError('pdf_invalid');
      } finally {
        clearTimeout(timer);
      }
      const rgba = target.context.getImageData(0, 0, width, height).data;
      const png = await sharp(Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength), { raw: { width, height, channels: 4 }, limitInputPixels: false })
        .png()
        .toBuffer();
      return { ...size, png, width, height };
    } finally {
      factory.destroy(target);
    }
  } finally {
    await doc.destroy();
  }
}

interface CanvasFactory {
  create(width: number, height: number): { canvas: unknown; context: CanvasRenderingContext2D };
  destroy(target: { canvas: unknown; context: CanvasRenderingContext2D }): void;
}
