import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * E2E against the built app (run `npx vite build` first) served by the real server on loopback, with a
 * fresh data directory per run. Specs read e-mails from E2E_DATA_DIR/outbox. Workers inherit the
 * variable from the main process, so every process agrees on the directory. E2E_PORT overrides the
 * port (default 4173) when another run already uses it.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://localhost:${PORT}`;
const dataDir = process.env.E2E_DATA_DIR ?? path.resolve('.test-data', `e2e-${Date.now()}`);
process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_BASE_URL = BASE_URL;

const chromiumLaunch = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // One retry on CI only, and the run's summary names every test that needed it (decision 70).
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json']] : 'list',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: chromiumLaunch,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', testIgnore: /\.phone\.spec\.ts$/, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      testMatch: /\.phone\.spec\.ts$/,
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent: devices['Pixel 7'].userAgent },
    },
  ],
  webServer: {
    command: 'node --import tsx src/server/main.ts',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      ADMIN_EMAILS: 'admin@e2e.test,owner@e2e.test',
      PUBLIC_URL: BASE_URL,
      // Every spec signs up its own users from one address: the production limit (20 a minute) would refuse them.
      AUTH_SIGNUP_LIMIT_PER_MINUTE: '1000',
      // The admin specs sign the same admin in from loopback one after another: faster than 20 a minute.
      AUTH_SIGNIN_LIMIT_PER_MINUTE: '1000',
      // Every guest spec generates from loopback: one address's daily share (20) would end the trial of
      // the later ones. Each browser's own 20 (the SPEC's trial) is unchanged.
      GUEST_DAILY_LIMIT_PER_IP: '1000',
      GUEST_IP_BUDGET_PERCENT: '100',
      // The same for the per-minute limit on starting generations (12 per guest address): parallel workers'
      // guests, all on loopback, start more than that in a minute. Its own test is in ai-generate.test.ts.
      AI_GENERATIONS_PER_MINUTE: '1000',
    },
  },
});
