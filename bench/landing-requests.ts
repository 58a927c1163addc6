/**
 * What the landing page loads until its network is idle, request by request: the journey bench's landing
 * measure (bench/lib/journey-measures.ts) counts them, this lists them — path, start and end (ms from
 * navigation start), bytes as transferred — so a change to what the landing loads can be checked.
 * `--dist=<build dir>` (required: build first with `npx vite build --outDir ../../dist-x`), `--profile=0|1|2`
 * (bench/lib/journey-profiles.ts, default 0), `--path=/` (another page to list).
 */
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { applyProfile, PROFILES } from './lib/journey-profiles';
import { startServer, stopServer, visitor } from './lib/journey-setup';

export const description = 'the landing page’s requests until idle, one line each (path, timing, bytes): what the journey bench counts';

interface Row {
  name: string;
  start: number;
  end: number;
  bytes: number;
}

export default async function landingRequests(args: string[]): Promise<void> {
  const arg = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const dist = arg('dist');
  if (!dist) throw new Error('--dist=<build dir> is required');
  const profile = PROFILES[Number(arg('profile') ?? 0)];
  const pagePath = arg('path') ?? '/';
  const server = await startServer(path.resolve(dist));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic'], headless: true });
  try {
    // One unmeasured visit first: the server's first-request costs are not the page's.
    for (const measured of [false, true]) {
      const context = await visitor(browser, server.url);
      const page = await context.newPage();
      await applyProfile(page, profile);
      await page.goto(pagePath);
      await page.waitForLoadState('networkidle');
      const rows: Row[] = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => {
          const u = new URL(e.name);
          return { name: u.pathname + u.search, start: e.startTime, end: e.responseEnd, bytes: e.encodedBodySize };
        }),
      );
      await context.close();
      if (!measured) continue;
      console.log(`landing requests: ${pagePath}, profile ${profile.name}, load average ${os.loadavg()[0].toFixed(1)}`);
      for (const r of rows) console.log(`${r.start.toFixed(0).padStart(6)} → ${r.end.toFixed(0).padStart(6)} ms  ${(r.bytes / 1000).toFixed(1).padStart(6)} kB  ${r.name}`);
      const js = rows.filter((r) => /\.m?js$/.test(r.name.split('?')[0]));
      const kB = (list: Row[]) => (list.reduce((s, r) => s + r.bytes, 0) / 1000).toFixed(1);
      console.log(`landing-requests: requests=${rows.length + 1} js_requests=${js.length} js_kB=${kB(js)} all_kB=${kB(rows)}`);
    }
  } finally {
    await browser.close();
    await stopServer(server);
  }
}
