/**
 * Production files for a saved design at an ordered size, made entirely on the server: the design JSON
 * is rendered at 300 DPI (render/), its cut line traced from that render with the design's own cut
 * settings, and both handed to the generator. What the customer's browser drew is never trusted.
 * A download builds only the file asked for, once: the render, the cut and each file are cached in
 * storage per design version and size (production-cache.ts), and builds take turns (render-slots.ts).
 */
import sharp from 'sharp';
import type { ProductionFile } from '../../../shared/api/production';
import { cutline } from '../../../shared/cutline';
import { type CutSettings, cutSettingsOf, type DesignDocument, migrateDesign } from '../../../shared/design';
import { DomainError } from '../../domain/errors';
import { type Actor, type DesignDeps, readDesign } from '../designs/designs';
import type { StorageUrlContext } from '../designs/sources';
import { PRINT_DPI } from './artwork';
import { imageResolutionWarnings } from './image-resolution';
import { generateProductionFile, generateProductionFiles } from './index';
import { type CutMeta, productionCache, type RenderMeta } from './production-cache';
import { PngStream } from './render/png-stream';
import { renderDesignStrips } from './render/render-design';
import { inlineStorageImages } from './render/resolve-images';
import { productionSlots } from './render-slots';
import { type ProductionFiles, type ProductionInput, ProductionInputError, type ProductionKind, type ProductionWarning } from './types';

export interface DesignProductionRequest {
  /** The sticker's longer side, inches; the other follows the workspace's proportions. */
  sizeIn: number;
  kind: ProductionKind;
  vinylColour?: string;
  /** Overrides of the design's saved cut settings (what /preview shows). */
  cut?: Partial<CutSettings>;
}

export interface DesignProduction {
  design: { id: string; name: string };
  widthIn: number;
  heightIn: number;
  files: ProductionFiles;
}

export interface DesignProductionFile {
  design: { id: string; name: string };
  widthIn: number;
  heightIn: number;
  body: Buffer;
  warnings: ProductionWarning[];
  /** Where the file came from: stored before, built from the stored render, or rendered now. */
  source: 'file-cache' | 'render-cache' | 'rendered';
}

/** Alpha at or above this is art (the cutline engine's default threshold). */
const ALPHA_THRESHOLD = 16;

/** A design rendered for print: the art as a 300 DPI PNG (what is cached) and its alpha, for the cut. */
interface PrintRender {
  png: Buffer;
  meta: RenderMeta;
  alpha: () => Promise<{ alpha: Uint8Array; width: number; height: number }>;
}

/** One production file of a saved design (the admin route): from the cache when it was made before. */
export async function designProductionFile(
  deps: DesignDeps & { urls: StorageUrlContext },
  actor: Actor,
  id: string,
  request: DesignProductionRequest & { file: ProductionFile },
): Promise<DesignProductionFile> {
  const { row, jsonText } = await readDesign(deps, actor, id);
  const design = { id: row.id, name: row.name };
  const migrated = migrateDesign(JSON.parse(jsonText));
  if (!migrated.ok) throw new DomainError('unprocessable', 'design_invalid', `The design cannot be rendered: ${migrated.error}`);
  const cache = productionCache(deps.storage, row.id, jsonText, request.sizeIn);
  const variant = { kind: request.kind, cut: request.cut ?? {}, colour: request.vinylColour ?? null };
  const fromFileCache = async () => {
    const hit = await cache.readFile(variant, request.file);
    const render = hit && (await cache.readRender());
    return hit && render ? { design, widthIn: render.meta.widthIn, heightIn: render.meta.heightIn, ...hit, source: 'file-cache' as const } : null;
  };
  const cached = await fromFileCache();
  if (cached) return cached;

  return productionSlots.run(async () => {
    // The same file may have been built while this request waited for its turn.
    const built = await fromFileCache();
    if (built) return built;
    let source: DesignProductionFile['source'] = 'render-cache';
    let render: PrintRender | null = null;
    const stored = await cache.readRender();
    if (stored) render = { ...stored, alpha: () => alphaOfPng(stored.png) };
    else {
      const { doc, missing } = await inlineStorageImages(migrated.doc, row.userId, deps.urls);
      render = await renderForPrint(doc, request.sizeIn);
      if (missing.length) render.meta.warnings.unshift(missingImagesWarning(missing));
      await cache.writeRender(render.png, render.meta);
      source = 'rendered';
    }

    let cut: CutMeta = { cutPath: '', warnings: [] };
    if (request.kind === 'sticker') {
      const settings = { ...cutSettingsOf(migrated.doc), ...request.cut };
      const known = await cache.readCut(settings);
      if (known) cut = known;
      else {
        const { alpha, width, height } = await render.alpha();
        cut = traceCut(alpha, width, height, settings, render.meta);
        await cache.writeCut(settings, cut);
      }
    }
    const made = await generateProductionFile(productionInput(render, cut, request), request.file);
    const warnings = [...render.meta.warnings, ...cut.warnings, ...made.warnings];
    await cache.writeFile(variant, request.file, made.body, warnings);
    return { design, widthIn: render.meta.widthIn, heightIn: render.meta.heightIn, body: made.body, warnings, source };
  });
}

/** The pure part: a design document (images already inlined) to all production files at the ordered size. */
export async function productionFromDocument(doc: DesignDocument, request: DesignProductionRequest): Promise<Omit<DesignProduction, 'design'>> {
  const render = await renderForPrint(doc, request.sizeIn);
  let cut: CutMeta = { cutPath: '', warnings: [] };
  if (request.kind === 'sticker') {
    const { alpha, width, height } = await render.alpha();
    cut = traceCut(alpha, width, height, { ...cutSettingsOf(doc), ...request.cut }, render.meta);
  }
  const files = await generateProductionFiles(productionInput(render, cut, request));
  files.warnings.unshift(...render.meta.warnings, ...cut.warnings);
  return { widthIn: render.meta.widthIn, heightIn: render.meta.heightIn, files };
}

/** One file of a design document, uncached (the bench's path; the route adds the cache around the same steps). */
export async function productionFileFromDocument(
  doc: DesignDocument,
  request: DesignProductionRequest & { file: ProductionFile },
): Promise<{ body: Buffer; warnings: ProductionWarning[]; cutPath: string }> {
  const render = await renderForPrint(doc, request.sizeIn);
  let cut: CutMeta = { cutPath: '', warnings: [] };
  if (request.kind === 'sticker') {
    const { alpha, width, height } = await render.alpha();
    cut = traceCut(alpha, width, height, { ...cutSettingsOf(doc), ...request.cut }, render.meta);
  }
  const made = await generateProductionFile(productionInput(render, cut, request), request.file);
  return { body: made.body, warnings: [...render.meta.warnings, ...cut.warnings, ...made.warnings], cutPath: cut.cutPath };
}

/** Renders the workspace at 300 DPI for the ordered size (its longer side), with what the render reveals. */
export async function renderForPrint(doc: DesignDocument, sizeIn: number): Promise<PrintRender> {
  const { width: ww, height: wh } = doc.workspace;
  const longest = Math.max(ww, wh);
  const widthIn = (ww / longest) * sizeIn;
  const heightIn = (wh / longest) * sizeIn;
  const width = Math.max(1, Math.round(widthIn * PRINT_DPI));
  const height = Math.max(1, Math.round(heightIn * PRINT_DPI));
  // Strip by strip into the PNG, keeping only the alpha plane for the cut: never the whole RGBA.
  const png = new PngStream(width, height);
  const alpha = new Uint8Array(width * height);
  const rendered = await renderDesignStrips(doc, width, height, async (strip, top, rows) => {
    for (let i = 0, at = top * width; i < rows * width; i++) alpha[at + i] = strip[4 * i + 3];
    await png.write(strip);
  });

  const warnings: ProductionWarning[] = [];
  if (rendered.skipped.length)
    warnings.push({ code: 'skipped-objects', values: { list: rendered.skipped.join(', ') }, message: `Left out, could not be drawn: ${rendered.skipped.join(', ')}` });
  warnings.push(...imageResolutionWarnings(rendered.images, widthIn / ww));
  const fonts = doc.googleFontsMetadata?.fontsUsed ?? [];
  if (fonts.length)
    warnings.push({ code: 'fonts', values: { list: fonts.join(', ') }, message: `Google Fonts are drawn with the server's fallback font; check the text: ${fonts.join(', ')}` });

  return { png: await png.end(), meta: { widthIn, heightIn, warnings, workspaceWidth: ww, workspaceHeight: wh }, alpha: async () => ({ alpha, width, height }) };
}

/** The cut line traced on the render's alpha with the given cut settings (workspace units). */
function traceCut(alpha: Uint8Array, width: number, height: number, cut: CutSettings, meta: RenderMeta): CutMeta {
  let art = false;
  for (let i = 0; i < alpha.length && !art; i++) if (alpha[i] >= ALPHA_THRESHOLD) art = true;
  if (!art) throw new ProductionInputError('The design has nothing to print');
  const result = cutline(alpha, width, height, {
    shape: cut.shape,
    kind: cut.kind,
    offsetIn: cut.offsetIn,
    dpi: PRINT_DPI,
    transform: { scale: meta.workspaceWidth / width, offsetX: 0, offsetY: 0 },
  });
  if (result.empty) throw new ProductionInputError('The design has nothing to print');
  const warnings: ProductionWarning[] = [];
  if (result.joinedIslands > 0)
    warnings.push({
      code: 'islands-joined',
      values: { count: result.joinedIslands },
      message: `${result.joinedIslands} separate parts are joined by bridges so the die-cut sticker is one piece.`,
    });
  return { cutPath: result.path, warnings };
}

function productionInput(render: PrintRender, cut: CutMeta, request: DesignProductionRequest): ProductionInput {
  return {
    artwork: render.png,
    widthIn: render.meta.widthIn,
    heightIn: render.meta.heightIn,
    cutPath: cut.cutPath,
    kind: request.kind,
    workspaceWidth: render.meta.workspaceWidth,
    workspaceHeight: render.meta.workspaceHeight,
    vinylColour: request.vinylColour,
  };
}

async function alphaOfPng(png: Buffer): Promise<{ alpha: Uint8Array; width: number; height: number }> {
  const { data, info } = await sharp(png).ensureAlpha().extractChannel(3).raw().toBuffer({ resolveWithObject: true });
  return { alpha: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}

function missingImagesWarning(missing: string[]): ProductionWarning {
  return {
    code: 'missing-images',
    values: { count: missing.length, list: missing.join(', ') },
    message: `${missing.length} image${missing.length > 1 ? 's are' : ' is'} not in this shop's storage and left out: ${missing.join(', ')}`,
  };
}
