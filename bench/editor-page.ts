/**
 * The editor as customers get it: the real `/indexHome` page (React panels, layers, properties,
 * auto-save) built with the project's Vite config and served by our own server, in headless Chromium at
 * 1280×800. Times, in the page with performance.now():
 * - open: the file input's change → the design drawn and the Layers panel filled → the next frame, the
 *   canvas rasterised; in a fresh page (its code as cold as a customer's), then once more in the same
 *   page (`reopen`, warm code) — the partners of plain Fabric's cold and warm opens (decision 72);
 * - select: pointerdown on an object → its Layers row selected and the Properties panel titled with it →
 *   the next frame (the canvas draws the selection in it);
 * - drag: per pointer move, from the move's capture to the end of the animation frame that drew it (the
 *   main canvas rasterised), first frame and median;
 * - undo: the Ctrl+Z keydown → Redo enabled (history applied) → the next frame, the canvas rasterised.
 * `cpuRate` throttles every page's CPU (the real page's and plain Fabric's alike).
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { Browser, Page } from 'playwright';
import { build } from 'vite';
import { loadConfig } from '../src/server/config';
import { buildServer } from '../src/server/server';
import { INSTRUMENT } from './lib/editor-page-instrument';
import { profiled } from './lib/page-profile';

export interface PageFigures {
  canvas: { width: number; height: number };
  open: number[];
  reopen: number[];
  /** Per open: share of canvas pixels that differ between its first frame and the settled canvas. */
  firstFrameDiff: number[];
  select: number[];
  firstDrag: number[];
  dragFrames: number[];
  undo: number[];
}

/** Builds the web app (as `npx vite build`) into a temp dir, unless `dist` names an existing build. */
async function buildApp(dist?: string): Promise<string> {
  if (dist) return path.resolve(dist);
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-page-bench-'));
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  return outDir;
}

async function startServer(webDistDir: string): Promise<{ url: string; close(): void }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-page-data-'));
  const probe = serve({ fetch: () => new Response(null), port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => probe.once('listening', r));
  const port = (probe.address() as AddressInfo).port;
  probe.close();
  const url = `http://127.0.0.1:${port}`;
  // Warnings and errors only: a line per request would bury the figures (LOG_LEVEL overrides).
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development', PUBLIC_URL: url, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const ours = await buildServer(config, { webDistDir });
  const server = serve({ fetch: ours.app.fetch, port, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  return {
    url,
    close: () => {
      server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Profiling aids. `profile` (the bench's `--profile`, or PAGE_PROFILE=1): a CPU profile (CDP) of the first
 * open, the first reopen, plain Fabric's first cold open and each page's last select click and undo,
 * cut at the timed moment, summarised by phase and by function (bench/lib/page-profile.ts). PAGE_MARKS=1
 * prints the page's `performance.mark`s of each open, in ms from the file's change event (add marks in
 * src/ while looking; none are shipped). Build the app with `npx vite build --minify false` for readable
 * names (the phases are found in a minified build too).
 */
const profiling = (options: { profile?: boolean }) => !!options.profile || !!process.env.PAGE_PROFILE;

/**
 * The open's first frame against the settled canvas (the objects' caches drawn meanwhile, decision 72):
 * the share of pixels that differ, noted in the figures; PAGE_SHOTS=<dir> also writes both as PNGs.
 */
async function compareFirstFrame(page: Page, figures: PageFigures): Promise<void> {
  const shots = process.env.PAGE_SHOTS;
  const diff = await page.evaluate(
    (withImages) => (window as unknown as { __firstFrameDiff(withImages: boolean): { share: number; first: string; settled: string } | null }).__firstFrameDiff(withImages),
    !!shots,
  );
  if (!diff) return;
  figures.firstFrameDiff.push(diff.share);
  if (shots) {
    fs.mkdirSync(shots, { recursive: true });
    const n = figures.firstFrameDiff.length;
    for (const [name, url] of [
      ['first', diff.first],
      ['settled', diff.settled],
    ])
      fs.writeFileSync(path.join(shots, `open-${n}-${name}.png`), Buffer.from(url.split(',')[1], 'base64'));
  }
}

/** PAGE_MARKS: the marks since the latest open, in ms from its change event (then forgotten). */
async function printMarks(page: Page): Promise<void> {
  if (!process.env.PAGE_MARKS) return;
  const marks = await page.evaluate(() => {
    const at = performance.getEntriesByName('open-armed').at(-1)?.startTime ?? 0;
    const lines = performance
      .getEntriesByType('mark')
      .filter((m) => m.startTime >= at)
      .map((m) => `${(m.startTime - at).toFixed(0).padStart(6)} ${m.name}`);
    performance.clearMarks();
    return lines.join('\n');
  });
  console.log(marks);
}

const twoFrames = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

async function dismissDialogs(page: Page): Promise<void> {
  // A first visit may show a notice or the restore question; neither is part of the timings.
  for (const name of [/start fresh/i, /close/i, /got it/i]) {
    const button = page.getByRole('button', { name }).first();
    if (await button.isVisible().catch(() => false)) await button.click().catch(() => undefined);
  }
}

/** The same design under two names, so the second open's "Opened <name>." is new. */
export interface DesignFiles {
  first: string;
  again: string;
}

/** Opens a design file with the toolbar's Open design and resolves with the open's time. */
async function openFile(page: Page, file: string): Promise<number> {
  await page.evaluate((name) => (window as unknown as { __armOpen(name: string): void }).__armOpen(name), path.basename(file));
  await page.getByLabel('Open design').setInputFiles(file);
  return page.evaluate(() => (window as unknown as { __open: Promise<number> }).__open);
}

/**
 * Plain Fabric opening the same file in a fresh page (bench/editor/plain.ts), `count` times: the cold
 * partner of the real page's open. `cacheSide`: Fabric's minimum cache side (the editor's is 32).
 */
export async function measurePlainCold(
  browser: Browser,
  plainUrl: string,
  designFile: string,
  canvas: { width: number; height: number },
  options: { count: number; cacheSide?: number; cpuRate?: number; profile?: boolean },
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < options.count; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await throttleCpu(page, options.cpuRate ?? 1);
    page.on('pageerror', (e) => console.error(`[plain page] ${e.message}`));
    await page.goto(`${plainUrl}?w=${canvas.width}&h=${canvas.height}${options.cacheSide ? `&cacheSide=${options.cacheSide}` : ''}`);
    await page.waitForFunction(() => !!(window as unknown as { __plainOpen?: unknown }).__plainOpen);
    times.push(
      await profiled(page, `plain${options.cacheSide ?? ''}`, profiling(options) && i === 0, async () => {
        await page.getByLabel('Open design').setInputFiles(designFile);
        return page.evaluate(() => (window as unknown as { __plainOpen: Promise<number> }).__plainOpen);
      }),
    );
    await context.close();
  }
  return times;
}

/** Slows the page's CPU by `rate` (Chromium's CPU throttling through CDP; 1 = none), as a phone-class CPU. */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  if (rate === 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Opens the design once in a fresh /indexHome and measures everything on it. */
async function oneSession(browser: Browser, url: string, designFiles: DesignFiles, figures: PageFigures, run: { cpuRate: number; profile: boolean }): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await throttleCpu(page, run.cpuRate);
  page.on('pageerror', (e) => console.error(`[page] ${e.message}`));
  // tsx keeps function names with an `__name` helper the page does not have: give it one first.
  await page.addInitScript({ content: `globalThis.__name = globalThis.__name || ((f) => f); (${INSTRUMENT.toString()})();` });
  await page.goto(`${url}/indexHome`);
  await page.locator('[data-testid="editor-canvas"][data-ready]').waitFor();
  await dismissDialogs(page);
  const canvasBox = await page.locator('canvas.upper-canvas').boundingBox();
  if (!canvasBox) throw new Error('no canvas on /indexHome');
  figures.canvas = { width: Math.round(canvasBox.width), height: Math.round(canvasBox.height) };

  figures.open.push(await profiled(page, 'open', run.profile && figures.open.length === 0, () => openFile(page, designFiles.first)));
  await page.waitForTimeout(600); // the cut line's trace and auto-save settle
  await compareFirstFrame(page, figures);
  await printMarks(page);

  await page.evaluate(() => (window as unknown as { __settled(): Promise<void> }).__settled());
  figures.reopen.push(await profiled(page, 'reopen', run.profile && figures.reopen.length === 0, () => openFile(page, designFiles.again)));
  await page.waitForTimeout(600);
  await printMarks(page);

  // The drag target sits at the design's centre, which zoom-to-fit puts at the canvas centre.
  const centre = { x: canvasBox.x + canvasBox.width / 2, y: canvasBox.y + canvasBox.height / 2 };
  for (let i = 0; i < 3; i++) {
    await page.mouse.click(canvasBox.x + 5, canvasBox.y + 5); // deselect (outside the design)
    await twoFrames(page);
    await page.evaluate(() => (window as unknown as { __armSelect(): void }).__armSelect());
    figures.select.push(
      await profiled(page, 'select', run.profile && i === 2, async () => {
        await page.mouse.click(centre.x, centre.y);
        return page.evaluate(() => (window as unknown as { __select: Promise<number> }).__select);
      }),
    );
    await page.waitForTimeout(200);
  }

  for (let d = 0; d < 3; d++) {
    const dx = d % 2 ? 120 : -120;
    const from = { x: centre.x + (d % 2 ? -120 : 0), y: centre.y };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await twoFrames(page);
    await page.evaluate(() => (window as unknown as { __startDrag(): void }).__startDrag());
    for (let i = 1; i <= 30; i++) await page.mouse.move(from.x + (dx * i) / 30, from.y + 6 * Math.sin(i / 3));
    await twoFrames(page);
    const frames = await page.evaluate(() => (window as unknown as { __stopDrag(): number[] }).__stopDrag());
    await page.mouse.up();
    if (!frames.length) throw new Error('the drag drew no frame');
    figures.firstDrag.push(frames[0]);
    figures.dragFrames.push(...frames.slice(1));
    await page.waitForTimeout(700); // history step, cut line, auto-save
  }

  for (let i = 0; i < 3; i++) {
    await page.evaluate(() => (window as unknown as { __armUndo(): void }).__armUndo());
    await page
      .locator('[data-testid="editor-canvas"]')
      .focus()
      .catch(() => undefined);
    figures.undo.push(
      await profiled(page, 'undo', run.profile && i === 2, async () => {
        await page.keyboard.press('Control+z');
        return page.evaluate(() => (window as unknown as { __undo: Promise<number> }).__undo);
      }),
    );
    await page.keyboard.press('Control+y');
    await page.waitForTimeout(400);
  }
  await context.close();
}

export async function measureRealPage(
  browser: Browser,
  designFiles: DesignFiles,
  options: { dist?: string; sessions: number; cpuRate?: number; profile?: boolean },
): Promise<PageFigures> {
  const dist = await buildApp(options.dist);
  const server = await startServer(dist);
  const figures: PageFigures = { canvas: { width: 0, height: 0 }, open: [], reopen: [], firstFrameDiff: [], select: [], firstDrag: [], dragFrames: [], undo: [] };
  try {
    for (let s = 0; s < options.sessions; s++) await oneSession(browser, server.url, designFiles, figures, { cpuRate: options.cpuRate ?? 1, profile: profiling(options) });
  } finally {
    server.close();
    if (!options.dist) fs.rmSync(dist, { recursive: true, force: true });
  }
  return figures;
}

/** Writes the design as two files (see DesignFiles) in a temp dir; `remove` deletes them. */
export function writeDesignFiles(designJson: string): DesignFiles & { remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-page-design-'));
  const first = path.join(dir, 'design-1000.json');
  const again = path.join(dir, 'design-1000-again.json');
  fs.writeFileSync(first, designJson);
  fs.writeFileSync(again, designJson);
  return { first, again, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
