/**
 * The time a shopper waits (issue 29), in the real built app served by the real server (a child
 * process, as the e2e suite starts it) and Debian's Chromium. Each figure is the median of `--runs`
 * (default 3), each run in a fresh browser context (cold browser cache, as a new visitor):
 * - landing → first price: navigation start → the hero's "from" price on screen;
 * - library → cart: the click on a library card's Add to cart → the modal's Add to cart → /cart showing
 *   the line with its price;
 * - cart first load, 3 lines: navigation start of /cart → the three lines with their prices;
 * - preview → cut line and price: navigation start of /preview?design=… → the traced cut line and the
 *   quote's total both on screen.
 * Build first (`npx vite build --outDir ../../dist-bench`) and pass `--dist=dist-bench`, or let the bench build.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright';

export const description = 'the time a shopper waits: landing → price, library → cart, cart with 3 lines, preview → cut line and price (Chromium, built app)';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** In every page: the moment (performance.now(), from navigation start) each watched selector first matches. */
const WATCH = `
  window.__seen = {};
  window.__watch = (name, test) => { window.__tests = window.__tests || {}; window.__tests[name] = test; };
  new MutationObserver(() => {
    for (const [name, test] of Object.entries(window.__tests || {})) {
      if (window.__seen[name] === undefined && test()) window.__seen[name] = performance.now();
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
`;

const median = (values: number[]) => {
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

async function startServer(dist: string): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
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

let users = 0;
/** A fresh context signed in as a new shopper. */
async function shopper(browser: Browser, url: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  await context.addInitScript(WATCH);
  const email = `journey-${Date.now()}-${users++}@bench.test`;
  const res = await context.request.post('/api/auth/sign-up/email', { data: { email, password: 'journey-bench-1', name: 'Bench Shopper', callbackURL: '/' } });
  if (!res.ok()) throw new Error(`sign-up: ${res.status()} ${await res.text()}`);
  // Sign-up answers the same for every address (decision 93): the shopper signs in after it.
  const signIn = await context.request.post('/api/auth/sign-in/email', { data: { email, password: 'journey-bench-1' } });
  if (!signIn.ok()) throw new Error(`sign-in: ${signIn.status()} ${await signIn.text()}`);
  return context;
}

async function seenAt(page: Page, name: string, test: string, timeoutMs = 60_000): Promise<number> {
  await page.evaluate(
    ([n, body]) => (window as unknown as { __watch(n: string, t: () => boolean): void }).__watch(n, new Function(`return ${body}`) as () => boolean),
    [name, test],
  );
  const handle = await page.waitForFunction((n) => (window as unknown as { __seen: Record<string, number> }).__seen[n], name, { timeout: timeoutMs, polling: 50 });
  return (await handle.jsonValue()) as number;
}

const visible = (selector: string) => `(() => { const el = document.querySelector('${selector}'); return !!el && el.getBoundingClientRect().height > 0; })()`;

async function landingToPrice(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  await context.addInitScript(
    `${WATCH}; window.__watch('price', () => { const el = document.querySelector('[data-testid="hero-price-from"]'); return !!el && el.getBoundingClientRect().height > 0; });`,
  );
  const page = await context.newPage();
  await page.goto('/');
  const ms = (await page.waitForFunction(() => (window as unknown as { __seen: Record<string, number> }).__seen.price, null, { polling: 50 }).then((h) => h.jsonValue())) as number;
  await context.close();
  return ms;
}

async function libraryToCart(browser: Browser, url: string): Promise<number> {
  const context = await shopper(browser, url);
  const page = await context.newPage();
  await page.goto('/StickerLibrary');
  await page.getByTestId('library-add-to-cart').first().waitFor();
  const started = Date.now();
  await page.getByTestId('library-add-to-cart').first().click();
  await page.getByTestId('library-buy-add').click();
  await page.waitForURL(/\/cart$/);
  await page.getByTestId('cart-line-price').first().waitFor();
  const ms = Date.now() - started;
  await context.close();
  return ms;
}

async function cartWithThreeLines(browser: Browser, url: string): Promise<number> {
  const context = await shopper(browser, url);
  const items = ((await (await context.request.get('/api/library?pageSize=3')).json()) as { items: { id: string; widthIn: number; heightIn: number }[] }).items;
  for (const item of items) {
    const options = { product: 'library-item', widthIn: item.widthIn, heightIn: item.heightIn, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 10 };
    const res = await context.request.post(`/api/library/${item.id}/cart`, { data: { options } });
    if (!res.ok()) throw new Error(`library to cart: ${res.status()} ${await res.text()}`);
  }
  const page = await context.newPage();
  await page.goto('/cart');
  const ms = await seenAt(page, 'cart3', `document.querySelectorAll('[data-testid="cart-line-price"]').length >= 3`);
  await context.close();
  return ms;
}

async function previewToCutAndPrice(browser: Browser, url: string): Promise<number> {
  const context = await shopper(browser, url);
  const [item] = ((await (await context.request.get('/api/library?pageSize=1')).json()) as { items: { id: string; widthIn: number; heightIn: number }[] }).items;
  const options = { product: 'library-item', widthIn: item.widthIn, heightIn: item.heightIn, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 10 };
  const { designId } = (await (await context.request.post(`/api/library/${item.id}/cart`, { data: { options } })).json()) as { designId: string };
  const page = await context.newPage();
  await page.goto(`/preview?design=${designId}`);
  const ms = await seenAt(
    page,
    'cut',
    `(() => { const cut = document.querySelector('[data-testid="preview-cutline"]'); return !!cut && !!cut.getAttribute('d') && ${visible('[data-testid="quote-total"]')}; })()`,
  );
  await context.close();
  return ms;
}

export default async function journey(args: string[]): Promise<void> {
  const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
  let dist = args.find((a) => a.startsWith('--dist='))?.slice(7);
  if (!dist) {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-dist-'));
    execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
  }
  const server = await startServer(path.resolve(dist));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
  try {
    const measures: [string, (b: Browser, u: string) => Promise<number>][] = [
      ['landing → first price visible', landingToPrice],
      ['library → cart (line priced)', libraryToCart],
      ['cart first load, 3 lines', cartWithThreeLines],
      ['preview → cut line and price', previewToCutAndPrice],
    ];
    console.log(`journey bench: node ${process.version}, ${os.cpus().length} cores, Chromium headless 1280×800, ${runs} runs each (fresh context each)`);
    const summary: string[] = [];
    for (const [label, measure] of measures) {
      // One unmeasured run first: the server's own first-request costs (module loading, a first proof) are not a shopper's wait.
      await measure(browser, server.url);
      const times: number[] = [];
      for (let i = 0; i < runs; i++) times.push(await measure(browser, server.url));
      const med = median(times);
      console.log(`${label.padEnd(32)} median ${Math.round(med).toString().padStart(5)} ms   runs ${times.map((t) => Math.round(t)).join(', ')} ms`);
      summary.push(`${label.split(' ')[0]}=${Math.round(med)}`);
    }
    console.log(`journey: ${summary.join(' ')} (ms, medians)`);
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}
