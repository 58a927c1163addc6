import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { ROUTE_BUDGETS } from './src/build/budgets.ts';
import { bundleBudget } from './src/build/bundle-budget-plugin.ts';
import { compressAssets } from './src/build/compress-assets.ts';
import { i18nFirstPaint } from './src/build/i18n-first-paint.ts';
import { FIRST_PAINT_EXCLUDED, FIRST_PAINT_SECTIONS } from './src/web/i18nFirstPaint.ts';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * react-router 7's package exports point at its development build for every condition (react-router
 * issues #12532, #14102): dev-only warnings and checks ship to production. The build takes the
 * production files instead (same API; both entry points share its chunks, so there is one router
 * context). `vite` (dev) and the tests keep the development build and its warnings.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

export default defineConfig(({ command }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    i18nFirstPaint({ dir: fileURLToPath(new URL('src/shared/i18n', import.meta.url)), sections: FIRST_PAINT_SECTIONS, excluded: FIRST_PAINT_EXCLUDED }),
    compressAssets(),
    bundleBudget({ projectRoot, routes: ROUTE_BUDGETS, verbose: !!process.env.BUNDLE_BUDGET_VERBOSE }),
  ],
  resolve: command === 'build' ? { alias: reactRouterProduction } : {},
  build: {
    outDir: '../../dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // Shared chunks below 64 KiB (source size) are inlined into the chunks that use them (decision 101):
      // left alone, the automatic splitting made 340 chunks, and a page paid one request and one import
      // round trip for each of dozens of sub-kilobyte chunks (landing 99 scripts, editor 177 requests).
      // The inlining needs the entry's exports unpreserved (an app has no consumers of its exports).
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 64 * 1024 } } },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
