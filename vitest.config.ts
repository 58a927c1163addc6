import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/** Debian's Chromium (no browser downloads here); the same flags as the e2e suite. */
const chromiumLaunch = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/**
 * Two projects: `node` (pure rules, server, integration tests on PGlite/PostgreSQL) and `browser` (the
 * Fabric editor core, which needs a real canvas: Vitest browser mode in Chromium). Editor tests are
 * `*.test.ts` under src/editor; DOM-free document code is tested in the browser too, with the rest. So
 * is the web app's save logic (src/web/persistence, decision 16): its tests drive the real editor.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/integration/**/*.test.ts'],
          exclude: ['src/editor/**', 'src/web/persistence/**', 'src/**/*.browser.test.ts', 'node_modules/**'],
          environment: 'node',
          globalSetup: ['tests/setup/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        // Pre-bundled up front: a mid-run re-optimisation reloads the page under a running test.
        optimizeDeps: { include: ['fabric', 'tinykeys', 'zod', 'idb-keyval', 'qrcode', '@tanstack/react-query', '@mantine/notifications', 'fast-check'] },
        test: {
          name: 'browser',
          include: ['src/editor/**/*.test.ts', 'src/web/persistence/**/*.test.ts', 'src/**/*.browser.test.ts'],
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunch }),
            instances: [{ browser: 'chromium', viewport: { width: 1280, height: 800 } }],
            screenshotFailures: false,
          },
        },
      },
    ],
  },
});
