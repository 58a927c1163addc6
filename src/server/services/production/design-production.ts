/**
 * Production files for a saved design at an ordered size, made entirely on the server: the design JSON
 * is rendered at 300 DPI (render/), its cut line traced from that render with the design's own cut
 * settings, and both handed to the generator. What the customer's browser drew is never trusted.
 * A sticker's ordered size is the sticker as cut (sticker-render.ts, decision 30); a vinyl decal's is its
 * workspace. A download builds only the file asked for, once: the prepared render (the art, its cut and
 * warnings) and each file are cached in storage per design version and size (production-cache.ts), and
 * builds take turns (render-slots.ts).
 */
import type { ProductionFile } from '../../../shared/api/production';
import { cutSettingsOf, type DesignDocument } from '../../../shared/design';
import type { Actor, DesignDeps } from '../designs';
import type { StorageUrlContext } from '../designs/sources';
import type { GoogleFontsSource } from '../fonts/google-fonts';
import type { UserFontLookup } from '../fonts/user-fonts';
import { printSidesOf } from '../pdf-art';
import { PRINT_DPI } from './artwork';
import { imageResolutionWarnings } from './image-resolution';
import { generateProductionFile, generateProductionFiles } from './index';
import type { RenderMeta } from './production-cache';
import { type DesignProductionFile, type DesignProductionRequest, openProductionFile } from './production-file';
import { ArtNotDrawableError } from './render/art-not-drawable';
import { PngStream } from './render/png-stream';
import { type RenderedDesign, renderDesignStrips } from './render/render-design';
import { inlineStorageImages } from './render/resolve-images';
import { productionSlots } from './render-slots';
import { renderStickerAtCutSize } from './sticker-render';
import type { ProductionFiles, ProductionInput, ProductionWarning } from './types';

export interface DesignProduction {
  design: { id: string; name: string };
  widthIn: number;
  heightIn: number;
  files: ProductionFiles;
}

export type FontDeps = { googleFonts?: GoogleFontsSource | null; userFonts?: UserFontLookup | null };

/** A design prepared for print: the art as a PNG (what is cached) and what the generator needs beside it. */
interface PreparedPrint {
  png: Buffer;
  meta: RenderMeta;
  /** The render's pixels per inch when it is not PRINT_DPI (a proof's). */
  dpi?: number;
}

/** One production file of a saved design (the admin route): from the cache when it was made before. */
export async function designProductionFile(
  deps: DesignDeps & { urls: StorageUrlContext } & FontDeps & { userFontsOf?: (ownerId: string) => UserFontLookup },
  actor: Actor,
  id: string,
  request: DesignProductionRequest & { file: ProductionFile },
): Promise<DesignProductionFile> {
  const { row, design, doc, cache, renderKey, variant, fromFileCache } = await openProductionFile(deps, actor, id, request);
  const cached = await fromFileCache();
  if (cached) return cached;

  return productionSlots.run(async () => {
    // The same file may have been built while this request waited for its turn.
    const built = await fromFileCache();
    if (built) return built;
    let source: DesignProductionFile['source'] = 'render-cache';
    let prepared: PreparedPrint | null = await cache.readRender(renderKey);
    if (!prepared) {
      // PDF art is drawn from its PDF at this print's resolution (decision 80).
      const { doc: inlined, missing } = await inlineStorageImages(doc, row.userId, deps.urls, { pdfSide: printSidesOf(doc, request.sizeIn) });
      // Uploaded fonts are the design owner's, whoever asks for the file.
      prepared = await prepareForPrint(inlined, request, { googleFonts: deps.googleFonts, userFonts: deps.userFontsOf?.(row.userId) ?? null });
      if (missing.length) prepared.meta.warnings.unshift(missingImagesWarning(missing));
      await cache.writeRender(prepared.png, prepared.meta, renderKey);
      source = 'rendered';
    }
    const made = await generateProductionFile(productionInput(prepared, request), request.file);
    const warnings = [...prepared.meta.warnings, ...made.warnings];
    await cache.writeFile(variant, request.file, made.body, warnings);
    return { design, widthIn: prepared.meta.widthIn, heightIn: prepared.meta.heightIn, body: made.body, warnings, source };
  });
}

/** The pure part: a design document (images already inlined) to all production files at the ordered size. */
export async function productionFromDocument(doc: DesignDocument, request: DesignProductionRequest, fonts: FontDeps = {}): Promise<Omit<DesignProduction, 'design'>> {
  const prepared = await prepareForPrint(doc, request, fonts);
  const files = await generateProductionFiles(productionInput(prepared, request));
  files.warnings.unshift(...prepared.meta.warnings);
  const size = files.kind === 'sticker' ? { widthIn: files.cutWidthIn, heightIn: files.cutHeightIn } : { widthIn: prepared.meta.widthIn, heightIn: prepared.meta.heightIn };
  return { ...size, files };
}

/** One file of a design document, uncached (the bench's path; the route adds the cache around the same steps). */
export async function productionFileFromDocument(
  doc: DesignDocument,
  request: DesignProductionRequest & { file: ProductionFile },
  fonts: FontDeps = {},
): Promise<{ body: Buffer; warnings: ProductionWarning[]; cutPath: string }> {
  const prepared = await prepareForPrint(doc, request, fonts);
  const made = await generateProductionFile(productionInput(prepared, request), request.file);
  return { body: made.body, warnings: [...prepared.meta.warnings, ...made.warnings], cutPath: prepared.meta.cut?.path ?? '' };
}

/**
 * Renders the design for print at the ordered size, with its cut (stickers) and what the render reveals.
 * `dpi` is the render's resolution: PRINT_DPI for the production files; a proof draws the same steps
 * coarser (proof/proof-dpi.ts). The image-resolution warnings do not depend on it: they measure each
 * image's own pixels against the print's needs at the ordered size.
 */
export async function prepareForPrint(doc: DesignDocument, request: DesignProductionRequest, fonts: FontDeps = {}, dpi = PRINT_DPI): Promise<PreparedPrint> {
  const prepared = request.kind === 'sticker' ? await prepareSticker(doc, request, fonts, dpi) : await prepareDecal(doc, request.sizeIn, fonts, dpi);
  return dpi === PRINT_DPI ? prepared : { ...prepared, dpi };
}

async function prepareSticker(doc: DesignDocument, request: DesignProductionRequest, fonts: FontDeps, dpi: number): Promise<PreparedPrint> {
  const { png, render, area, cut, cutIn } = await renderStickerAtCutSize(doc, { ...cutSettingsOf(doc), ...request.cut }, request.sizeIn, fonts, dpi);
  // The cut is within 0.4 % of the ordered size; printing the render that much larger or smaller (the
  // border changing by far less than a print pixel) makes it exact.
  const exact = request.sizeIn / cutIn;
  const widthIn = (render.width / dpi) * exact;
  const warnings = renderWarnings(render, widthIn / (render.width / area.scale));
  if (cut.joinedIslands > 0)
    warnings.push({
      code: 'islands-joined',
      values: { count: cut.joinedIslands },
      message: `${cut.joinedIslands} separate parts are joined by bridges so the die-cut sticker is one piece.`,
    });
  return {
    png,
    meta: {
      widthIn,
      heightIn: (render.height / dpi) * exact,
      workspaceWidth: render.width / area.scale,
      workspaceHeight: render.height / area.scale,
      warnings,
      cut: { path: cut.path, sheetPath: cut.sheetPath ?? null, origin: { x: area.x, y: area.y } },
    },
  };
}

/** A decal: the workspace at `dpi`, strip by strip into the PNG — never the whole RGBA at once. */
async function prepareDecal(doc: DesignDocument, sizeIn: number, fonts: FontDeps, dpi: number): Promise<PreparedPrint> {
  const { width: ww, height: wh } = doc.workspace;
  const longest = Math.max(ww, wh);
  const widthIn = (ww / longest) * sizeIn;
  const heightIn = (wh / longest) * sizeIn;
  const width = Math.max(1, Math.round(widthIn * dpi));
  const height = Math.max(1, Math.round(heightIn * dpi));
  const png = new PngStream(width, height);
  const rendered = await renderDesignStrips(doc, width, height, (strip) => png.write(strip), fonts);
  return { png: await png.end(), meta: { widthIn, heightIn, workspaceWidth: ww, workspaceHeight: wh, warnings: renderWarnings(rendered, widthIn / ww) } };
}

/** Images too coarse for the ordered size; an object the renderer could not draw refuses the file (ArtNotDrawableError). */
function renderWarnings(render: Pick<RenderedDesign, 'skipped' | 'images'>, inchesPerUnit: number): ProductionWarning[] {
  if (render.skipped.length) throw new ArtNotDrawableError(render.skipped);
  return imageResolutionWarnings(render.images, inchesPerUnit);
}

export function productionInput(prepared: PreparedPrint, request: DesignProductionRequest): ProductionInput {
  const { meta } = prepared;
  return {
    artwork: prepared.png,
    widthIn: meta.widthIn,
    heightIn: meta.heightIn,
    cutPath: meta.cut?.path ?? '',
    sheetPath: meta.cut?.sheetPath ?? undefined,
    thruCutName: request.thruCutName,
    kind: request.kind,
    workspaceWidth: meta.workspaceWidth,
    workspaceHeight: meta.workspaceHeight,
    origin: meta.cut?.origin,
    vinylColour: request.vinylColour,
    ...(prepared.dpi === undefined ? {} : { dpi: prepared.dpi }),
  };
}

function missingImagesWarning(missing: string[]): ProductionWarning {
  return {
    code: 'missing-images',
    values: { count: missing.length, list: missing.join(', ') },
    message: `${missing.length} image${missing.length > 1 ? 's are' : ' is'} not in this shop's storage and left out: ${missing.join(', ')}`,
  };
}
