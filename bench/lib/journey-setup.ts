/**
 * What the journey bench's measures share: the real server on a build (a child process, as the e2e suite
 * starts it), a signed-in shopper's fresh context, and the in-page watch that records when a condition
 * first holds (performance.now(), from navigation start).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright';

/**
 * In every page: the moment each watched condition first holds (a MutationObserver), the latest largest
 * contentful paint, and the first pointerdown on the editor's canvas once its handlers have run (a
 * window listener in the bubbling phase runs after Fabric's own on the canvas).
 */
export const WATCH = `
  window.__seen = {};
  window.__watch = (name, test) => { window.__tests = window.__tests || {}; window.__tests[name] = test; };
  new MutationObserver(() => {
    for (const [name, test] of Object.entries(window.__tests || {})) {
      if (window.__seen[name] === undefined && test()) window.__seen[name] = performance.now();
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  addEventListener('pointerdown', (e) => {
    if (window.__canvasPointer === undefined && e.target instanceof Element && e.target.classList.contains('upper-canvas')) window.__canvasPointer = performance.now();
  });
`;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface BenchServer {
  url: string;
  child: ChildProcess;
  dataDir: string;
}

export async function startServer(dist: string): Promise<BenchServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url, WEB_DIST_DIR: dist, AUTH_SIGNUP_LIMIT_PER_MINUTE: '1000', AUTH_SIGNIN_LIMIT_PER_MINUTE: '1000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  // The starting set's thumbnails are rendered by a job after start: the storefront waits for pictures.
  for (let i = 0; i < 600; i++) {
    const list = (await (await fetch(`${url}/api/library?pageSize=8`)).json()) as { items: { thumbnailUrl: string | null }[] };
    if (list.items.length >= 4 && list.items.slice(0, 4).every((item) => item.thumbnailUrl)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, child, dataDir };
}

export async function stopServer(server: BenchServer): Promise<void> {
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

/** Watches `test` in every page of `context` from its start (for conditions that may hold before the bench's first look). */
export async function watchFromStart(context: BrowserContext, name: string, test: string): Promise<void> {
  await context.addInitScript(`window.__watch(${JSON.stringify(name)}, () => ${test});`);
}

/** A fresh context (a new visitor's cold cache) with the watch in every page. */
export async function visitor(browser: Browser, url: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  await context.addInitScript(WATCH);
  return context;
}

let users = 0;
/** A fresh context signed in as a new shopper. */
export async function shopper(browser: Browser, url: string): Promise<BrowserContext> {
  const context = await visitor(browser, url);
  const email = `journey-${Date.now()}-${users++}@bench.test`;
  const res = await context.request.post('/api/auth/sign-up/email', { data: { email, password: 'journey-bench-1', name: 'Bench Shopper', callbackURL: '/' } });
  if (!res.ok()) throw new Error(`sign-up: ${res.status()} ${await res.text()}`);
  // Sign-up answers the same for every address (decision 93): the shopper signs in after it.
  const signIn = await context.request.post('/api/auth/sign-in/email', { data: { email, password: 'journey-bench-1' } });
  if (!signIn.ok()) throw new Error(`sign-in: ${signIn.status()} ${await signIn.text()}`);
  return context;
}

/** Starts watching `test` (a JavaScript expression) in `page` under `name`; `seenAt` waits for it. */
export async function watchIn(page: Page, name: string, test: string): Promise<void> {
  await page.evaluate(
    ([n, body]) => {
      const w = window as unknown as { __seen: Record<string, number>; __watch(n: string, t: () => boolean): void };
      const check = new Function(`return ${body}`) as () => boolean;
      w.__watch(n, check);
      // Already true (no further change to the page would tell the observer).
      if (w.__seen[n] === undefined && check()) w.__seen[n] = performance.now();
    },
    [name, test],
  );
}

/** When (ms from navigation start) the condition `test` (a JavaScript expression) first held in `page`. */
export async function seenAt(page: Page, name: string, test: string, timeoutMs = 120_000): Promise<number> {
  await watchIn(page, name, test);
  const handle = await page.waitForFunction((n) => (window as unknown as { __seen: Record<string, number> }).__seen[n], name, { timeout: timeoutMs, polling: 50 });
  return (await handle.jsonValue()) as number;
}

export const visible = (selector: string) => `(() => { const el = document.querySelector('${selector}'); return !!el && el.getBoundingClientRect().height > 0; })()`;

/**
 * The page's network waterfall from `since` (ms from navigation start): each request's start and end, the
 * server's own time on it (its `Server-Timing: app` header) and bytes as transferred, in start order.
 */
export async function waterfall(page: Page, since = 0): Promise<string> {
  const rows = await page.evaluate((from) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return entries
      .filter((e) => e.startTime >= from)
      .map((e) => ({
        name: new URL(e.name).pathname.slice(0, 60),
        start: e.startTime - from,
        end: e.responseEnd - from,
        server: e.serverTiming.find((t) => t.name === 'app')?.duration,
        kB: e.transferSize / 1000,
      }));
  }, since);
  return rows
    .map(
      (r) =>
        `    ${Math.round(r.start).toString().padStart(6)} → ${Math.round(r.end).toString().padStart(6)} ms  server ${r.server === undefined ? '    –' : Math.round(r.server).toString().padStart(5)}  ${r.kB.toFixed(1).padStart(7)} kB  ${r.name}`,
    )
    .join('\n');
}
