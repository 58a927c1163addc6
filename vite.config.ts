import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { ROUTE_BUDGETS } from './src/build/budgets';
import { bundleBudget } from './src/build/bundle-budget-plugin';
import { compressAssets } from './src/build/compress-assets';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), compressAssets()],
  build: { outDir: '../../dist', emptyOutDir: true, sourcemap: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
