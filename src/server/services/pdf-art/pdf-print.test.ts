/**
 * PDF art prints from its vector: an uploaded PDF's design holds the stand-in PNG, and the production
 * render draws the PDF's page again at the print's resolution. Checked against pdf.js's own drawing of
 * the page at that size, made here straight from the library.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, describe, expect, it } from 'vitest';
import type { DesignDocument } from '../../../shared/design';
import { appFileUrl } from '../../providers/storage/keys';
import { LocalStorage } from '../../providers/storage/local';
import { renderDesign } from '../production/render/render-design';
import { inlineStorageImages } from '../production/render/resolve-images';
import { checkUpload } from '../uploads/check';
import { artFixture } from '../uploads/fixtures-art.testkit';
import { pdfKeyOfStandIn, printSidesOf } from '.';

const root = mkdtempSync(join(tmpdir(), 'pdf-art-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** pdf.js's own drawing of page 1 at `width` × `height`, transparent where the page is empty. */
async function pdfjsReference(data: Buffer, width: number, height: number): Promise<Uint8ClampedArray> {
  const doc = await getDocument({ data: new Uint8Array(data), isEvalSupported: false, verbosity: 0 }).promise;
  const page = await doc.getPage(1);
  const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
  // pdf.js's own canvas factory: its Path2D and canvas come from the one @napi-rs/canvas it loads.
  const factory = (doc as unknown as { canvasFactory: { create(w: number, h: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } } }).canvasFactory;
  const { canvas, context } = factory.create(width, height);
  await page.render({ canvas, canvasContext: context, viewport, background: 'rgba(0,0,0,0)' }).promise;
  const rgba = context.getImageData(0, 0, width, height).data;
  await doc.destroy();
  return rgba;
}

/** Mean absolute difference per channel, 0–255, of two RGBA pictures each laid on white (alpha where nothing is drawn carries no colour). */
function meanDifference(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 4) {
    for (let c = 0; c < 3; c++) sum += Math.abs(255 - ((255 - a[i + c]) * a[i + 3]) / 255 - (255 - ((255 - b[i + c]) * b[i + 3]) / 255));
  }
  return sum / ((a.length / 4) * 3);
}

describe('PDF art in production', () => {
  it("an uploaded Illustrator/PDF file's print render has the PDF's own pixels at print resolution, not the stand-in's", async () => {
    const ai = artFixture('requests-logo.ai');
    const upload = await checkUpload(ai, { maxBytes: 10 * 1024 * 1024, maxPixels: 40_000_000 }, { pdf: true });
    // Stored as the upload route stores it: the stand-in, and the PDF at the stand-in's key without ".png".
    const storage = new LocalStorage(root);
    const key = `users/u1/uploads/0b6f7c1e-2f4b-4c59-9a3e-3d1c2b9f8a70.${upload.ext}`;
    await storage.put(key, upload.body, upload.contentType);
    await storage.put(pdfKeyOfStandIn(key) as string, upload.pdf?.body as Buffer, 'application/pdf');

    // The design upload-to-order makes (artworkDesign.ts): the image filling a workspace in the page's
    // proportions (1024 × 1280 pt), 3000 on its longer side.
    const workspace = { width: 2400, height: 3000 };
    const doc = {
      version: 2,
      workspace: { id: 'workspace', shape: 'rectangle', ...workspace },
      objects: [
        {
          ...{ id: 'artwork', type: 'Image', originX: 'left', originY: 'top', left: 0, top: 0, src: appFileUrl(key) },
          ...{ width: upload.width, height: upload.height, scaleX: workspace.width / upload.width, scaleY: workspace.height / upload.height },
        },
      ],
    } as unknown as DesignDocument;
    // A 6 in print at 300 DPI: 1440 × 1800 pixels.
    const sizeIn = 6;
    const [width, height] = [1440, 1800];
    const ctx = { storage, appOrigins: [] };

    const { doc: printed, missing } = await inlineStorageImages(doc, 'u1', ctx, { pdfSide: printSidesOf(doc, sizeIn) });
    expect(missing).toEqual([]);
    const fromPdf = await renderDesign(printed, width, height);
    const { doc: standIn } = await inlineStorageImages(doc, 'u1', ctx);
    const fromStandIn = await renderDesign(standIn, width, height);
    const reference = await pdfjsReference(ai, width, height);

    // Tolerance: 0.05 of a level in 255 on average (measured 0.002: the page is drawn 1:1, only the
    // PNG round trip's rounding of semi-transparent edges remains). The stand-in scaled to the print
    // (measured 1.16) is blurred: the vector is what prints.
    const pdfError = meanDifference(fromPdf.rgba, reference);
    const standInError = meanDifference(fromStandIn.rgba, reference);
    expect(pdfError).toBeLessThan(0.05);
    expect(standInError).toBeGreaterThan(0.5);
    // The art is there: a third of the page or more is drawn.
    let drawn = 0;
    for (let i = 3; i < fromPdf.rgba.length; i += 4) if (fromPdf.rgba[i] > 128) drawn++;
    expect(drawn / (width * height)).toBeGreaterThan(0.3);
  }, 60_000);
});
