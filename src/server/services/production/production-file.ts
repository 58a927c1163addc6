/**
 * One production file of a saved design, as the admin's download asks for it, and where it is found
 * without rendering: the production cache (production-cache.ts). No renderer is loaded here, so a
 * process that leaves rendering to a worker (ROLE=web, decision 113) serves cached files with this
 * module alone.
 */
import type { ProductionFile, ProductionQuery } from '../../../shared/api/production';
import { type CutSettings, cutSettingsOf, type DesignDocument, migrateDesign } from '../../../shared/design';
import { DomainError } from '../../domain/errors';
import { type Actor, type DesignDeps, readDesign } from '../designs';
import { type ProductionCache, productionCache } from './production-cache';
import type { ProductionKind, ProductionWarning } from './types';

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
  /** The through-cut spot colour's name for a kiss-cut sheet's outline (the shop's setting). */
  thruCutName?: string;
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

/** The download's query (GET /api/admin/designs/:id/production) as a production request. */
export function fileRequestOf(q: ProductionQuery, thruCutName: string | undefined): DesignProductionRequest & { file: ProductionFile } {
  return {
    file: q.file,
    sizeIn: q.size,
    kind: q.kind,
    vinylColour: q.colour,
    cut: { ...(q.shape ? { shape: q.shape } : {}), ...(q.cut ? { kind: q.cut } : {}), ...(q.border !== undefined ? { offsetIn: q.border } : {}) },
    thruCutName,
  };
}

/** A saved design opened for one of its files: its row, its document, and the cache keys of its render and of the file. */
export interface OpenedProductionFile {
  row: Awaited<ReturnType<typeof readDesign>>['row'];
  design: { id: string; name: string };
  doc: DesignDocument;
  cache: ProductionCache;
  renderKey: object;
  variant: object;
  /** The file from the cache, when it was built before. */
  fromFileCache(): Promise<DesignProductionFile | null>;
}

export async function openProductionFile(deps: DesignDeps, actor: Actor, id: string, request: DesignProductionRequest & { file: ProductionFile }): Promise<OpenedProductionFile> {
  const { row, jsonText } = await readDesign(deps, actor, id);
  const design = { id: row.id, name: row.name };
  const migrated = migrateDesign(JSON.parse(jsonText));
  if (!migrated.ok) throw new DomainError('unprocessable', 'design_invalid', `The design cannot be rendered: ${migrated.error}`);
  const cache = productionCache(deps.storage, row.id, jsonText, request.sizeIn);
  // A sticker's render depends on its cut (the ordered size is the size as cut); a decal's does not.
  const renderKey = request.kind === 'sticker' ? { kind: 'sticker', cut: { ...cutSettingsOf(migrated.doc), ...request.cut } } : { kind: 'vinyl' };
  const variant = { ...renderKey, colour: request.vinylColour ?? null, thruCut: request.thruCutName ?? null };
  const fromFileCache = async () => {
    const hit = await cache.readFile(variant, request.file);
    const render = hit && (await cache.readRender(renderKey));
    return hit && render ? { design, widthIn: render.meta.widthIn, heightIn: render.meta.heightIn, ...hit, source: 'file-cache' as const } : null;
  };
  return { row, design, doc: migrated.doc, cache, renderKey, variant, fromFileCache };
}
