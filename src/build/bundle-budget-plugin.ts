import path from 'node:path';
import type { Plugin } from 'vite';
import { type ChunkInfo, formatReport, measureRoutes, type RouteBudget } from './bundle-budget.ts';

/**
 * Vite plugin: after the bundle is written, prints each route's first-paint JavaScript, gzipped, and
 * fails the build when one is over its budget (decision 18). `projectRoot` turns Rollup's absolute
 * module ids into the relative paths the budgets name.
 */
export function bundleBudget(options: { projectRoot: string; routes: readonly RouteBudget[]; verbose?: boolean; log?: (line: string) => void }): Plugin {
  const log = options.log ?? ((line: string) => console.log(line));
  return {
    name: 'sticker-studio:bundle-budget',
    apply: 'build',
    writeBundle(_output, bundle) {
      const chunks: ChunkInfo[] = [];
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        chunks.push({
          fileName: out.fileName,
          modules: out.moduleIds.map((id) => path.relative(options.projectRoot, id).split(path.sep).join('/')),
          imports: out.imports,
          code: out.code,
        });
      }
      const sizes = measureRoutes(chunks, options.routes);
      log(`\nbundle budget (gzipped, level 9)\n${formatReport(sizes, options.verbose)}`);
      const over = sizes.filter((s) => s.overBudget);
      const reason = (s: (typeof sizes)[number]) =>
        s.forbidden.length ? `${s.name} contains ${s.forbidden.join(', ')}` : `${s.name} ${(s.gzipBytes / 1000).toFixed(1)} kB > ${s.maxGzipKB} kB`;
      if (over.length) this.error(`bundle budget exceeded: ${over.map(reason).join('; ')}`);
    },
  };
}
