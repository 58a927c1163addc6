import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a route downloads before it can paint, gzipped, against a budget (decision 18).
 *
 * A route is the set of modules it needs at once: the app's entry plus the route's page module (and,
 * for the editor, the editor runtime it loads on mount). Its JavaScript is every chunk that holds one of
 * them, plus everything those chunks import statically (what the browser fetches before running them;
 * Vite also lists them as modulepreload links). Dynamic imports are not followed: they load later.
 */

/** One output chunk, reduced to what the measure needs (built from Rollup's bundle or a fixture). */
export interface ChunkInfo {
  fileName: string;
  /** Source modules in the chunk, as paths relative to the project root ('src/web/main.tsx'). */
  modules: string[];
  /** File names of chunks this one imports statically. */
  imports: string[];
  code: string;
}

export interface RouteBudget {
  name: string;
  /** Modules (relative to the project root) loaded for the route's first paint. */
  modules: string[];
  /** The most gzipped JavaScript the route may load, in kB (1000 bytes, as Vite reports sizes). */
  maxGzipKB: number;
  /** Module path prefixes that must not be in the route's chunks (the editor is never in the landing page). */
  mustNotContain?: string[];
}

export interface RouteSize {
  name: string;
  /** The route's chunks with their gzipped size, largest first. */
  chunks: { fileName: string; gzipBytes: number }[];
  rawBytes: number;
  gzipBytes: number;
  maxGzipKB: number;
  /** Modules found that `mustNotContain` forbids (one example per prefix). */
  forbidden: string[];
  overBudget: boolean;
}

/** Every chunk the given chunks need before they run: themselves and their static imports, transitively. */
export function staticClosure(chunks: ReadonlyMap<string, ChunkInfo>, roots: Iterable<string>): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    const chunk = chunks.get(fileName);
    if (!chunk) throw new Error(`bundle budget: chunk ${fileName} is imported but not in the bundle`);
    seen.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen].sort();
}

/** The chunk that holds a module; a module that is in no chunk is a renamed route (fix the budget's list). */
function chunkOfModule(chunks: ReadonlyMap<string, ChunkInfo>, moduleId: string): string {
  for (const chunk of chunks.values()) if (chunk.modules.includes(moduleId)) return chunk.fileName;
  throw new Error(`bundle budget: no chunk holds ${moduleId} (was it moved or renamed?)`);
}

/** Gzip at level 9, as the build writes the .gz files that are served (compress-assets.ts). */
export function gzipSize(code: string): number {
  return gzipSync(code, { level: 9 }).length;
}

export function measureRoutes(chunks: readonly ChunkInfo[], routes: readonly RouteBudget[], sizeOf: (code: string) => number = gzipSize): RouteSize[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const gzipCache = new Map<string, number>();
  const gzipOf = (fileName: string) => {
    let size = gzipCache.get(fileName);
    if (size === undefined) {
      size = sizeOf(byName.get(fileName)!.code);
      gzipCache.set(fileName, size);
    }
    return size;
  };
  return routes.map((route) => {
    const files = staticClosure(
      byName,
      route.modules.map((m) => chunkOfModule(byName, m)),
    );
    const chunkSizes = files.map((fileName) => ({ fileName, gzipBytes: gzipOf(fileName) })).sort((a, b) => b.gzipBytes - a.gzipBytes);
    const gzipBytes = chunkSizes.reduce((sum, c) => sum + c.gzipBytes, 0);
    const rawBytes = files.reduce((sum, f) => sum + Buffer.byteLength(byName.get(f)!.code), 0);
    const modules = files.flatMap((f) => byName.get(f)!.modules);
    const forbidden = (route.mustNotContain ?? []).flatMap((prefix) => modules.find((m) => m.startsWith(prefix)) ?? []);
    return {
      name: route.name,
      chunks: chunkSizes,
      rawBytes,
      gzipBytes,
      maxGzipKB: route.maxGzipKB,
      forbidden,
      overBudget: gzipBytes > route.maxGzipKB * 1000 || forbidden.length > 0,
    };
  });
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * One line per route, e.g. `landing page (/) JS: 120.3 kB gzipped (389.0 kB raw, 12 chunks; budget
 * 150 kB) ok`; `withChunks` adds each chunk's size below it (BUNDLE_BUDGET_VERBOSE=1 in the build).
 */
export function formatReport(sizes: readonly RouteSize[], withChunks = false): string {
  return sizes
    .flatMap((s) => [
      `${s.name} JS: ${kb(s.gzipBytes)} gzipped (${kb(s.rawBytes)} raw, ${s.chunks.length} chunks; budget ${s.maxGzipKB} kB) ${s.overBudget ? 'OVER BUDGET' : 'ok'}${s.forbidden.length ? ` — must not contain ${s.forbidden.join(', ')}` : ''}`,
      ...(withChunks ? s.chunks.map((c) => `    ${kb(c.gzipBytes).padStart(11)}  ${c.fileName}`) : []),
    ])
    .join('\n');
}
