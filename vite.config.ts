import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { ROUTE_BUDGETS } from './src/build/budgets.ts';
import { bundleBudget } from './src/build/bundle-budget-plugin.ts';
import { compressAssets } from './src/build/compress-assets.ts';
import { i18nFirstPaint } from './src/build/i18n-first-paint.ts';
import { FIRST_PAINT_SECTIONS } from './src/web/i18nFirstPaint.ts';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    i18nFirstPaint({ dir: fileURLToPath(new URL('src/shared/i18n', import.meta.url)), sections: FIRST_PAINT_SECTIONS }),
    compressAssets(),
    bundleBudget({ projectRoot, routes: ROUTE_BUDGETS, verbose: !!process.env.BUNDLE_BUDGET_VERBOSE }),
  ],
  build: { outDir: '../../dist', emptyOutDir: true, sourcemap: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
