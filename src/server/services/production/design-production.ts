/**
 * Production files for a saved design at an ordered size, made entirely on the server: the design JSON
 * is rendered at 300 DPI (render/), its cut line traced from that render with the design's own cut
 * settings, and both handed to the generator. What the customer's browser drew is never trusted.
 */
import sharp from 'sharp';
import { cutline } from '../../../shared/cutline';
import { type CutSettings, cutSettingsOf, type DesignDocument, migrateDesign } from '../../../shared/design';
import { DomainError } from '../../domain/errors';
import { type Actor, type DesignDeps, readDesign } from '../designs/designs';
import type { StorageUrlContext } from '../designs/sources';
import { PRINT_DPI } from './artwork';
import { imageResolutionWarnings } from './image-resolution';
import { generateProductionFiles } from './index';
import { renderDesign } from './render/render-design';
import { inlineStorageImages } from './render/resolve-images';
import { type ProductionFiles, ProductionInputError, type ProductionKind, type ProductionWarning } from './types';

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

/** Alpha at or above this is art (the cutline engine's default threshold). */
const ALPHA_THRESHOLD = 16;

export async function designProductionFiles(deps: DesignDeps & { urls: StorageUrlContext }, actor: Actor, id: string, request: DesignProductionRequest): Promise<DesignProduction> {
  const { row, jsonText } = await readDesign(deps, actor, id);
  const migrated = migrateDesign(JSON.parse(jsonText));
  if (!migrated.ok) throw new DomainError('unprocessable', 'design_invalid', `The design cannot be rendered: ${migrated.error}`);
  const { doc, missing } = await inlineStorageImages(migrated.doc, row.userId, deps.urls);

  const made = await productionFromDocument(doc, request);
  if (missing.length)
    made.files.warnings.unshift({
      code: 'missing-images',
      values: { count: missing.length, list: missing.join(', ') },
      message: `${missing.length} image${missing.length > 1 ? 's are' : ' is'} not in this shop's storage and left out: ${missing.join(', ')}`,
    });
  return { design: { id: row.id, name: row.name }, ...made };
}

/** The pure part: a design document (images already inlined) to production files at the ordered size. */
export async function productionFromDocument(doc: DesignDocument, request: DesignProductionRequest): Promise<Omit<DesignProduction, 'design'>> {
  const { width: ww, height: wh } = doc.workspace;
  const longest = Math.max(ww, wh);
  const widthIn = (ww / longest) * request.sizeIn;
  const heightIn = (wh / longest) * request.sizeIn;
  const width = Math.max(1, Math.round(widthIn * PRINT_DPI));
  const height = Math.max(1, Math.round(heightIn * PRINT_DPI));
  const render = await renderDesign(doc, width, height);

  const warnings: ProductionWarning[] = [];
  if (render.skipped.length)
    warnings.push({ code: 'skipped-objects', values: { list: render.skipped.join(', ') }, message: `Left out, could not be drawn: ${render.skipped.join(', ')}` });
  warnings.push(...imageResolutionWarnings(render.images, widthIn / ww));
  const fonts = doc.googleFontsMetadata?.fontsUsed ?? [];
  if (fonts.length)
    warnings.push({ code: 'fonts', values: { list: fonts.join(', ') }, message: `Google Fonts are drawn with the server's fallback font; check the text: ${fonts.join(', ')}` });

  let cutPath = '';
  if (request.kind === 'sticker') {
    const mask = new Uint8Array(width * height);
    let art = false;
    for (let i = 0; i < mask.length; i++) {
      mask[i] = render.rgba[4 * i + 3];
      if (mask[i] >= ALPHA_THRESHOLD) art = true;
    }
    if (!art) throw new ProductionInputError('The design has nothing to print');
    const cut = { ...cutSettingsOf(doc), ...request.cut };
    const result = cutline(mask, width, height, {
      shape: cut.shape,
      kind: cut.kind,
      offsetIn: cut.offsetIn,
      dpi: PRINT_DPI,
      transform: { scale: ww / width, offsetX: 0, offsetY: 0 },
    });
    if (result.empty) throw new ProductionInputError('The design has nothing to print');
    cutPath = result.path;
    if (result.joinedIslands > 0)
      warnings.push({
        code: 'islands-joined',
        values: { count: result.joinedIslands },
        message: `${result.joinedIslands} separate parts are joined by bridges so the die-cut sticker is one piece.`,
      });
  }

  const artwork = await sharp(Buffer.from(render.rgba.buffer, render.rgba.byteOffset, render.rgba.byteLength), { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const files = await generateProductionFiles({
    artwork,
    widthIn,
    heightIn,
    cutPath,
    kind: request.kind,
    workspaceWidth: ww,
    workspaceHeight: wh,
    vinylColour: request.vinylColour,
  });
  files.warnings.unshift(...warnings);
  return { widthIn, heightIn, files };
}
