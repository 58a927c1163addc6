/**
 * A print PDF rasterised as a viewer or RIP would draw it (pdfjs-dist, which draws through the same
 * Skia canvas as the renderer), for tests that check what is on the page rather than how it is stored.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfRaster {
  /** Straight RGBA over white, row-major. */
  rgba: Uint8ClampedArray;
  width: number;
  height: number;
}

/** The first page at `dpi`. */
export async function rasterisePdf(pdf: Buffer, dpi: number): Promise<PdfRaster> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const page = await doc.getPage(1);
    const viewport = page.getViewport({ scale: dpi / 72 });
    // pdfjs's own canvas factory: in Node, an @napi-rs/canvas canvas.
    const factory = doc.canvasFactory as { create(width: number, height: number): { canvas: { width: number; height: number }; context: CanvasRenderingContext2D } };
    const { canvas, context } = factory.create(Math.round(viewport.width), Math.round(viewport.height));
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context, viewport, background: '#ffffff' }).promise;
    return { rgba: context.getImageData(0, 0, canvas.width, canvas.height).data, width: canvas.width, height: canvas.height };
  } finally {
    await doc.destroy();
  }
}
