import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { type ChunkInfo, formatReport, measureRoutes, staticClosure } from './bundle-budget';
import { bundleBudget } from './bundle-budget-plugin';

/** A bundle in miniature: the entry imports a shared chunk statically and the two pages dynamically. */
const chunk = (fileName: string, modules: string[], imports: string[], bytes: number): ChunkInfo => ({ fileName, modules, imports, code: 'x'.repeat(bytes) });
const BUNDLE = [
  chunk('assets/index.js', ['src/web/main.tsx', 'src/web/routes.tsx'], ['assets/shared.js'], 300),
  chunk('assets/shared.js', ['node_modules/react/index.js'], [], 200),
  chunk('assets/LandingPage.js', ['src/web/pages/LandingPage.tsx'], ['assets/shared.js', 'assets/Grid.js'], 100),
  chunk('assets/Grid.js', ['node_modules/@mantine/core/Grid.mjs'], [], 50),
  chunk('assets/EditorPage.js', ['src/web/pages/editor/EditorPage.tsx'], ['assets/fabric.js'], 100),
  chunk('assets/fabric.js', ['node_modules/fabric/dist/index.mjs'], [], 5000),
];
const byName = new Map(BUNDLE.map((c) => [c.fileName, c]));
/** Sizes are the raw length here, so the sums can be checked by hand. */
const rawSize = (code: string) => code.length;

describe('the JavaScript a route loads before it paints', () => {
  it('is its chunks and their static imports, transitively, each once; dynamic imports are not followed', () => {
    expect(staticClosure(byName, ['assets/index.js', 'assets/LandingPage.js'])).toEqual(['assets/Grid.js', 'assets/LandingPage.js', 'assets/index.js', 'assets/shared.js']);
  });

  it('finds the chunk that holds each named module and adds the sizes; the editor is not in the landing page', () => {
    const [landing, editor] = measureRoutes(
      BUNDLE,
      [
        { name: 'landing', modules: ['src/web/main.tsx', 'src/web/pages/LandingPage.tsx'], maxGzipKB: 1 },
        { name: 'editor', modules: ['src/web/main.tsx', 'src/web/pages/editor/EditorPage.tsx'], maxGzipKB: 5 },
      ],
      rawSize,
    );
    expect(landing.gzipBytes).toBe(300 + 200 + 100 + 50);
    expect(landing.chunks.map((c) => c.fileName)).not.toContain('assets/fabric.js');
    expect(landing.overBudget).toBe(false);
    expect(editor.gzipBytes).toBe(300 + 200 + 100 + 5000);
    expect(editor.overBudget).toBe(true);
    expect(formatReport([landing, editor])).toBe(
      ['landing JS: 0.7 kB gzipped (0.7 kB raw, 4 chunks; budget 1 kB) ok', 'editor JS: 5.6 kB gzipped (5.6 kB raw, 4 chunks; budget 5 kB) OVER BUDGET'].join('\n'),
    );
    expect(formatReport([landing], true).split('\n')[1]).toBe('         0.3 kB  assets/index.js');
  });

  it('a forbidden module (the editor in the landing page) fails the route whatever its size', () => {
    const [landing] = measureRoutes(
      BUNDLE,
      [{ name: 'landing', modules: ['src/web/main.tsx', 'src/web/pages/editor/EditorPage.tsx'], maxGzipKB: 100, mustNotContain: ['node_modules/fabric/', 'src/editor/'] }],
      rawSize,
    );
    expect(landing.forbidden).toEqual(['node_modules/fabric/dist/index.mjs']);
    expect(landing.overBudget).toBe(true);
    expect(formatReport([landing])).toContain('OVER BUDGET — must not contain node_modules/fabric/dist/index.mjs');
  });

  it('a module in no chunk (a moved or renamed page) fails loudly instead of measuring nothing', () => {
    expect(() => measureRoutes(BUNDLE, [{ name: 'x', modules: ['src/web/pages/Gone.tsx'], maxGzipKB: 1 }], rawSize)).toThrow('no chunk holds src/web/pages/Gone.tsx');
  });

  it('measures gzip by default', () => {
    const [route] = measureRoutes([chunk('a.js', ['a.ts'], [], 10_000)], [{ name: 'a', modules: ['a.ts'], maxGzipKB: 1 }]);
    expect(route.rawBytes).toBe(10_000);
    expect(route.gzipBytes).toBeLessThan(100);
  });
});

describe('the budget in a real Vite build', () => {
  async function buildFixture(maxGzipKB: number) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-fixture-'));
    // Random text barely compresses, so the page chunk is about 3 kB gzipped.
    const filler = Array.from({ length: 4000 }, () => Math.random().toString(36).slice(2, 3)).join('');
    fs.writeFileSync(path.join(dir, 'index.html'), '<script type="module" src="/main.js"></script>');
    fs.writeFileSync(path.join(dir, 'main.js'), "import('./page.js').then((m) => console.log(m.text.length));");
    fs.writeFileSync(path.join(dir, 'page.js'), `export const text = ${JSON.stringify(filler)};`);
    const lines: string[] = [];
    try {
      await build({
        root: dir,
        configFile: false,
        logLevel: 'silent',
        plugins: [bundleBudget({ projectRoot: dir, routes: [{ name: 'fixture page', modules: ['main.js', 'page.js'], maxGzipKB }], log: (line) => lines.push(line) })],
        build: { outDir: path.join(dir, 'dist') },
      });
      return { ok: true, lines };
    } catch (error) {
      return { ok: false, lines, error: String(error) };
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  it('prints the figure and passes under budget', async () => {
    const result = await buildFixture(50);
    expect(result.ok).toBe(true);
    expect(result.lines.join('\n')).toMatch(/fixture page JS: \d+\.\d kB gzipped .* ok/);
  });

  it('fails the build over budget (the check bites)', async () => {
    const result = await buildFixture(1);
    expect(result.ok).toBe(false);
    expect(result.lines.join('\n')).toContain('OVER BUDGET');
    expect(result.error).toMatch(/bundle budget exceeded: fixture page \d+\.\d kB > 1 kB/);
  });
});
