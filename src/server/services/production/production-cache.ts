/**
 * Production files are made once per design version and size, then served from storage. Two levels,
 * under `production-cache/{designId}/` (a prefix nobody can read through the raw files route: no owner,
 * not public):
 * - the render: `{render}/render.png` (the art at 300 DPI, the slow part) and `render.json` (size and the
 *   render's warnings), keyed by the design JSON and the ordered size;
 * - each file: `{render}/{variant}.{pdf|png|svg}` and its warnings `….json`, keyed by the render plus
 *   what changes the file (sticker or vinyl, cut overrides, vinyl colour); a sticker's traced cut path is
 *   kept as `{render}/{cut}.cut.json` so another file of the same cut does not trace it again.
 * A new design revision has new JSON, so new keys: nothing is ever stale. Bump CACHE_VERSION when the
 * generator's output changes (a new bleed rule, fonts, cut geometry…), so old files are not served.
 */
import { createHash } from 'node:crypto';
import type { StoragePort } from '../../providers/storage/types';
import type { ProductionWarning } from './types';

export const CACHE_VERSION = 6; // 6: rendered by Skia (@napi-rs/canvas, decision 79); an undrawable image refuses the file
export const CACHE_PREFIX = 'production-cache';

const CONTENT_TYPES: Record<string, string> = { pdf: 'application/pdf', png: 'image/png', svg: 'image/svg+xml' };

export interface RenderMeta {
  /** The ordered size, inches, and the workspace in its own units (the cut path's coordinates). */
  widthIn: number;
  heightIn: number;
  workspaceWidth: number;
  workspaceHeight: number;
  warnings: ProductionWarning[];
  /** A sticker's cut, traced on this render (workspace units), and the render's top-left in the workspace. */
  cut?: { path: string; sheetPath: string | null; origin: { x: number; y: number } };
}

export interface CutMeta {
  cutPath: string;
  warnings: ProductionWarning[];
}

const digest = (...parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 40);

/** The cache of one design version at one size. `variant` and `cut` name what else the files depend on. */
export function productionCache(storage: StoragePort, designId: string, designJson: string, sizeIn: number) {
  const dir = `${CACHE_PREFIX}/${designId.replace(/[^A-Za-z0-9_-]/g, '_')}/${digest(CACHE_VERSION, designJson, sizeIn)}`;
  const readJson = async <T>(key: string): Promise<T | null> => {
    const body = await storage.getBuffer(key);
    return body ? (JSON.parse(body.toString('utf8')) as T) : null;
  };
  const putJson = (key: string, value: unknown) => storage.put(key, Buffer.from(JSON.stringify(value)), 'application/json');

  return {
    dir,
    /** `key` names what else the render depends on (a sticker's cut settings: its size is the size as cut). */
    async readRender(key: unknown = null): Promise<{ png: Buffer; meta: RenderMeta } | null> {
      const name = `${dir}/${digest(key)}.render`;
      const meta = await readJson<RenderMeta>(`${name}.json`);
      const png = meta && (await storage.getBuffer(`${name}.png`));
      return meta && png ? { png, meta } : null;
    },
    async writeRender(png: Buffer, meta: RenderMeta, key: unknown = null): Promise<void> {
      const name = `${dir}/${digest(key)}.render`;
      await storage.put(`${name}.png`, png, 'image/png');
      await putJson(`${name}.json`, meta); // written last: a render is only read once both are there
    },
    readCut: (cut: unknown) => readJson<CutMeta>(`${dir}/${digest(cut)}.cut.json`),
    writeCut: (cut: unknown, meta: CutMeta) => putJson(`${dir}/${digest(cut)}.cut.json`, meta),
    async readFile(variant: unknown, file: string): Promise<{ body: Buffer; warnings: ProductionWarning[] } | null> {
      const key = `${dir}/${digest(variant)}.${file}`;
      const warnings = await readJson<ProductionWarning[]>(`${key}.json`);
      const body = warnings && (await storage.getBuffer(key));
      return warnings && body ? { body, warnings } : null;
    },
    async writeFile(variant: unknown, file: string, body: Buffer, warnings: ProductionWarning[]): Promise<void> {
      const key = `${dir}/${digest(variant)}.${file}`;
      await storage.put(key, body, CONTENT_TYPES[file] ?? 'application/octet-stream');
      await putJson(`${key}.json`, warnings);
    },
  };
}

export type ProductionCache = ReturnType<typeof productionCache>;
