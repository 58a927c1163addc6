/**
 * The time a shopper waits (issues 29 and 31), in the real built app served by the real server (a child
 * process, as the e2e suite starts it) and Debian's Chromium, under three profiles (bench/lib/
 * journey-profiles.ts: quiet desktop, 4× CPU, 4× CPU + fast 4G). Each figure is the median of `--runs`
 * (default 3) after one unmeasured run, each run in a fresh browser context (cold browser cache, as a new
 * visitor); the measures are in bench/lib/journey-measures.ts.
 * Build first (`npx vite build --outDir ../../dist-bench`) and pass `--dist=dist-bench`, or let the bench
 * build. `--profiles=0,2` picks profiles; `--only=landing,editor` picks measures; `--waterfall` prints
 * each measured page's requests with the server's time on each (Server-Timing); `--cpu-profile` where
 * the preview's main thread spends its time.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { cartUsable, editorInteractive, type Figures, journeyTrace, landing, libraryToCart, type Measure, openSaved50, previewCutAndPrice } from './lib/journey-measures';
import { chooseProfiles } from './lib/journey-profiles';
import { median, startServer, stopServer } from './lib/journey-setup';

export const description = 'the time a shopper waits, quiet and throttled: landing LCP and JS, editor interactive, a saved design, preview, cart, library → cart';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface Row {
  key: string;
  label: string;
  /** The figure's name in the measure's result, and its unit. */
  figure: string;
  unit: 'ms' | 'kB' | '';
  /** Quiet desktop / throttled goal (issue 31), if any. */
  goal?: string;
}

const MEASURES: { key: string; measure: Measure; rows: Row[] }[] = [
  {
    key: 'landing',
    measure: landing,
    rows: [
      { key: 'landing_lcp', label: 'landing LCP', figure: 'lcp', unit: 'ms', goal: '≤ 1000 / 2500' },
      { key: 'landing_price', label: 'landing → first price visible', figure: 'price', unit: 'ms' },
      { key: 'landing_js_kb', label: 'landing JS until idle', figure: 'jsKB', unit: 'kB', goal: '≤ 150' },
      { key: 'landing_js_requests', label: 'landing JS requests until idle', figure: 'jsRequests', unit: '' },
      { key: 'landing_requests', label: 'landing requests until idle', figure: 'requests', unit: '', goal: '≤ 25' },
    ],
  },
  {
    key: 'editor',
    measure: editorInteractive,
    rows: [
      { key: 'editor_interactive', label: 'editor → canvas handles a pointer', figure: 'interactive', unit: 'ms', goal: '≤ 1500 / 4000' },
      { key: 'editor_js_kb', label: 'editor JS by then', figure: 'jsKB', unit: 'kB' },
      { key: 'editor_requests', label: 'editor requests by then', figure: 'requests', unit: '' },
    ],
  },
  { key: 'open50', measure: openSaved50, rows: [{ key: 'open50', label: 'saved 50-object design open', figure: 'open', unit: 'ms' }] },
  {
    key: 'preview',
    measure: previewCutAndPrice,
    rows: [
      { key: 'preview', label: 'preview → cut line and price', figure: 'cut', unit: 'ms', goal: '≤ 1000 / 2500' },
      { key: 'preview_price', label: '  of which the price shown', figure: 'price', unit: 'ms' },
      { key: 'preview_cut', label: '  of which the cut line drawn', figure: 'cutLine', unit: 'ms' },
    ],
  },
  { key: 'cart', measure: cartUsable, rows: [{ key: 'cart', label: 'cart with 3 lines usable', figure: 'usable', unit: 'ms', goal: '≤ 1000 / 2500' }] },
  {
    key: 'library',
    measure: libraryToCart,
    rows: [
      { key: 'library', label: 'library → cart (line priced)', figure: 'toCart', unit: 'ms', goal: '≤ 1000' },
      { key: 'library_after_add', label: "  of which after the modal's Add", figure: 'afterAdd', unit: 'ms' },
    ],
  },
];

const show = (value: number, unit: Row['unit']) => (unit === 'kB' ? value.toFixed(1) : Math.round(value).toString());

export default async function journey(args: string[]): Promise<void> {
  const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
  const only = args
    .find((a) => a.startsWith('--only='))
    ?.slice(7)
    .split(',');
  const profiles = chooseProfiles(args);
  journeyTrace.waterfall = args.includes('--waterfall');
  journeyTrace.cpuProfile = args.includes('--cpu-profile');
  let dist = args.find((a) => a.startsWith('--dist='))?.slice(7);
  if (!dist) {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-dist-'));
    execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
  }
  const server = await startServer(path.resolve(dist));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
  try {
    console.log(
      `journey bench: node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}, ${browser.version()} headless 1280×800, ${runs} runs each after 1 unmeasured (fresh context each)`,
    );
    const measures = MEASURES.filter((m) => !only || only.includes(m.key));
    for (const profile of profiles) {
      console.log(`\n${profile.name}`);
      const summary: string[] = [];
      for (const { measure, rows } of measures) {
        // One unmeasured run first: the server's own first-request costs (module loading, a first proof) are not a shopper's wait.
        await measure(browser, server.url, profile);
        const results: Figures[] = [];
        for (let i = 0; i < runs; i++) results.push(await measure(browser, server.url, profile));
        for (const row of rows) {
          const values = results.map((r) => r[row.figure]);
          const med = median(values);
          const unit = row.unit ? ` ${row.unit}` : '';
          const goal = row.goal ? `   goal ${row.goal}${unit}` : '';
          console.log(`  ${row.label.padEnd(36)} median ${show(med, row.unit).padStart(6)}${unit.padEnd(3)}  runs ${values.map((v) => show(v, row.unit)).join(', ')}${goal}`);
          summary.push(`${row.key}=${show(med, row.unit)}`);
        }
      }
      console.log(`journey (${profile.name}): ${summary.join(' ')}`);
    }
  } finally {
    await browser.close();
    await stopServer(server);
  }
}
