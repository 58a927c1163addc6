/**
 * Before a design is rendered on the server, every image source becomes a data: URL read from the app's
 * own storage by key (never fetched over HTTP), and only at keys the design's owner may read: their own
 * files or public ones. Anything else (another host, another user's file, a missing file) is replaced by
 * a transparent pixel and reported: a preview may show the gap, an order's print file is refused (ArtMissingError).
 * An SVG stored with a viewBox only is given its explicit size (stored-svg-size.ts), so it is not cropped.
 * A PDF's stand-in (decision 80) is replaced by its PDF page drawn at the size the print needs, when
 * the caller says that size (`pdfSide`); the stand-in itself is what is drawn otherwise.
 */
import { contentTypeForKey, isPublicKey, ownerOfKey } from '../../../providers/storage/keys';
import { collectSources, rewriteSources, type StorageUrlContext, storageKeyOf } from '../../designs/sources';
import { type ImageResize, PdfArtError, pdfKeyOfStandIn, renderPdfPage, resizeImageObjects } from '../../pdf-art';
import { readRasterSize } from '../../uploads/dimensions';
import { sizeStoredSvg } from './stored-svg-size';

/** A 1×1 transparent PNG. */
export const TRANSPARENT_PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADUlEQVQImWNgYGBgAAAABQABh6FO1AAAAABJRU5ErkJggg==';
/** Images above this total are not inlined (no design we print is anywhere near it). */
const MAX_TOTAL_BYTES = 200 * 1024 * 1024;

export interface ResolvedImages<T> {
  doc: T;
  /** Sources left out, as written in the design (trimmed for messages). */
  missing: string[];
}

export interface InlineOptions {
  /** The longer side, pixels, a PDF stand-in's page is drawn with for this render (null: keep the stand-in). */
  pdfSide?: (src: string) => number | null;
}

export async function inlineStorageImages<T>(doc: T, ownerId: string, ctx: StorageUrlContext, options: InlineOptions = {}): Promise<ResolvedImages<T>> {
  const inlined = new Map<string, string>();
  const resized = new Map<string, ImageResize>();
  const missing = new Set<string>();
  let total = 0;
  for (const src of collectSources(doc)) {
    if (src.startsWith('data:') || src === '') continue;
    const key = storageKeyOf(src, ctx);
    const mayRead = key !== null && (ownerOfKey(key) === ownerId || isPublicKey(key));
    const type = key ? contentTypeForKey(key) : '';
    const body = mayRead && type.startsWith('image/') ? await ctx.storage.getBuffer(key as string) : null;
    if (!body || total + body.length > MAX_TOTAL_BYTES) {
      missing.add(src);
      continue;
    }
    const fromPdf = await printPdfPage(key as string, src, body, ctx, options);
    const sized = type === 'image/svg+xml' ? await sizeStoredSvg(body) : null;
    const resize = fromPdf?.resize ?? sized?.resize;
    if (resize) resized.set(src, resize);
    const inline = fromPdf ?? { type, body: sized?.body ?? body };
    total += inline.body.length;
    inlined.set(src, `data:${inline.type};base64,${inline.body.toString('base64')}`);
  }
  const out = rewriteSources(resizeImageObjects(doc, resized), (src) => (src.startsWith('data:') || src === '' ? undefined : (inlined.get(src) ?? TRANSPARENT_PIXEL)));
  return { doc: out, missing: [...missing].map((s) => (s.length > 120 ? `${s.slice(0, 117)}…` : s)) };
}

/** The PDF behind a stand-in drawn at the print's size, or null to draw the stand-in (no PDF, no size asked, or a page that no longer draws). */
async function printPdfPage(
  key: string,
  src: string,
  standIn: Buffer,
  ctx: StorageUrlContext,
  options: InlineOptions,
): Promise<{ type: string; body: Buffer; resize: ImageResize } | null> {
  const pdfKey = pdfKeyOfStandIn(key);
  const side = pdfKey && options.pdfSide?.(src);
  const standInSize = readRasterSize(standIn, 'png');
  if (!pdfKey || !side || !standInSize) return null;
  const pdf = await ctx.storage.getBuffer(pdfKey);
  if (!pdf) return null;
  try {
    const page = await renderPdfPage(pdf, side);
    return { type: 'image/png', body: page.png, resize: { fx: page.width / standInSize.width, fy: page.height / standInSize.height } };
  } catch (error) {
    // The stand-in was drawn from this same file on upload: keep it rather than print nothing.
    if (error instanceof PdfArtError) return null;
    throw error;
  }
}
