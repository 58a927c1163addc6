/**
 * Production files for a saved design at an ordered size, made entirely on the server: the design JSON
 * is rendered at 300 DPI (render/), its cut line traced from that render with the design's own cut
 * settings, and both handed to the generator. What the customer's browser drew is never trusted.
 */
import sharp from 'sharp';
import { type CutSettings, cutSettingsOf, type DesignDocument, migrateDesign } from '../../../shared/design';
import { DomainError } from '../../domain/errors';
import { type Actor, type DesignDeps, readDesign } from '../designs/designs';
import type { StorageUrlContext } from '../designs/sources';
import type { GoogleFontsSource } from '../fonts/google-fonts';
import { PRINT_DPI } from './artwork';
import { generateProductionFiles } from './index';
import { type RenderedDesign, renderDesign } from './render/render-design';
import { inlineStorageImages } from './render/resolve-images';
import { renderStickerAtCutSize } from './sticker-render';
import type { ProductionFiles, ProductionKind, ProductionWarning } from './types';

export interface DesignProductionRequest {
  /**
   * The sticker's longer side, inches. A sticker's size is measured on its outer cut (the sticker as cut;
   * a kiss-cut sheet's backing); a vinyl decal's on the workspace.
   */
  sizeIn: number;
  kind: ProductionKind;
  vinylColour?: string;
  /** Overrides of the design's saved cut settings (what /preview shows). */
  cut?: Partial<CutSettings>;
  /** The shop's spot colour name for a kiss-cut sheet's through-cut (config `production.thruCutName`). */
  thruCutName?: string;
}

export interface DesignProduction {
  design: { id: string; name: string };
  /** The sticker as cut (a vinyl decal: its workspace), inches. */
  widthIn: number;
  heightIn: number;
  files: ProductionFiles;
}

export async function designProductionFiles(
  deps: DesignDeps & { urls: StorageUrlContext; googleFonts?: GoogleFontsSource | null },
  actor: Actor,
  id: string,
  request: DesignProductionRequest,
): Promise<DesignProduction> {
  const { row, jsonText } = await readDesign(deps, actor, id);
  const migrated = migrateDesign(JSON.parse(jsonText));
  if (!migrated.ok) throw new DomainError('unprocessable', 'design_invalid', `The design cannot be rendered: ${migrated.error}`);
  const { doc, missing } = await inlineStorageImages(migrated.doc, row.userId, deps.urls);

  const made = await productionFromDocument(doc, request, { googleFonts: deps.googleFonts });
  if (missing.length)
    made.files.warnings.unshift({
      code: 'missing-images',
      values: { count: missing.length, list: missing.join(', ') },
      message: `${missing.length} image${missing.length > 1 ? 's are' : ' is'} not in this shop's storage and left out: ${missing.join(', ')}`,
    });
  return { design: { id: row.id, name: row.name }, ...made };
}

/**
 * The pure part: a design document (images already inlined) to production files at the ordered size.
 * A font the server cannot get refuses the design (FontUnavailableError, 422 font_unavailable).
 */
export async function productionFromDocument(
  doc: DesignDocument,
  request: DesignProductionRequest,
  fonts: { googleFonts?: GoogleFontsSource | null } = {},
): Promise<Omit<DesignProduction, 'design'>> {
  const { width: ww, height: wh } = doc.workspace;
  const warnings: ProductionWarning[] = [];
  const noteRender = (render: RenderedDesign) => {
    if (render.skipped.length)
      warnings.push({ code: 'skipped-objects', values: { list: render.skipped.join(', ') }, message: `Left out, could not be drawn: ${render.skipped.join(', ')}` });
  };

  if (request.kind === 'sticker') {
    const { render, area, cut, cutIn } = await renderStickerAtCutSize(doc, { ...cutSettingsOf(doc), ...request.cut }, request.sizeIn, fonts);
    // The cut is within a print pixel of the ordered size; printing the render that much larger or
    // smaller (under 0.5 % off 300 DPI, the border changing by far less than a pixel) makes it exact.
    const exact = request.sizeIn / cutIn;
    noteRender(render);
    if (cut.joinedIslands > 0)
      warnings.push({
        code: 'islands-joined',
        values: { count: cut.joinedIslands },
        message: `${cut.joinedIslands} separate parts are joined by bridges so the die-cut sticker is one piece.`,
      });
    const files = await generateProductionFiles({
      artwork: await pngOf(render),
      widthIn: (render.width / PRINT_DPI) * exact,
      heightIn: (render.height / PRINT_DPI) * exact,
      cutPath: cut.path,
      sheetPath: cut.sheetPath,
      thruCutName: request.thruCutName,
      kind: 'sticker',
      workspaceWidth: render.width / area.scale,
      workspaceHeight: render.height / area.scale,
      origin: { x: area.x, y: area.y },
    });
    files.warnings.unshift(...warnings);
    if (files.kind !== 'sticker') throw new Error('expected sticker files');
    return { widthIn: files.cutWidthIn, heightIn: files.cutHeightIn, files };
  }

  // Vinyl: the workspace's longer side is the ordered size.
  const longest = Math.max(ww, wh);
  const widthIn = (ww / longest) * request.sizeIn;
  const heightIn = (wh / longest) * request.sizeIn;
  const width = Math.max(1, Math.round(widthIn * PRINT_DPI));
  const height = Math.max(1, Math.round(heightIn * PRINT_DPI));
  const render = await renderDesign(doc, width, height, fonts);
  noteRender(render);
  const files = await generateProductionFiles({
    artwork: await pngOf(render),
    widthIn,
    heightIn,
    cutPath: '',
    kind: request.kind,
    workspaceWidth: ww,
    workspaceHeight: wh,
    vinylColour: request.vinylColour,
  });
  files.warnings.unshift(...warnings);
  return { widthIn, heightIn, files };
}

function pngOf(render: RenderedDesign): Promise<Buffer> {
  return sharp(Buffer.from(render.rgba.buffer, render.rgba.byteOffset, render.rgba.byteLength), { raw: { width: render.width, height: render.height, channels: 4 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
