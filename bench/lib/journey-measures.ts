/**
 * The journey bench's measures. Each runs in a fresh browser context (a new visitor's cold cache), its
 * page throttled as the profile says, and returns its figures in ms (or kB and counts where named).
 */
import type { Browser, Page } from 'playwright';
import { Profiler } from './cpu-profile';
import { applyProfile, type JourneyProfile } from './journey-profiles';
import { seenAt, shopper, visible, visitor, watchFromStart, watchIn, waterfall } from './journey-setup';

export type Figures = Record<string, number>;
export type Measure = (browser: Browser, url: string, profile: JourneyProfile) => Promise<Figures>;

/**
 * `--waterfall`: print each measured page's network waterfall with the server's time per request;
 * `--cpu-profile`: print where the preview's main thread spends its time (CDP sampling profiler).
 */
export const journeyTrace = { waterfall: false, cpuProfile: false };

async function showWaterfall(page: Page, label: string, since = 0): Promise<void> {
  if (journeyTrace.waterfall) console.log(`  ${label} waterfall (ms from ${since ? 'the click' : 'navigation start'}):\n${await waterfall(page, since)}`);
}

type Watched = { __seen: Record<string, number>; __lcp?: number; __canvasPointer?: number };

/** The page's JavaScript so far: compressed bytes as transferred (kB) and requests, and all requests (with the document). */
function loaded(page: Page): Promise<{ jsKB: number; jsRequests: number; requests: number }> {
  return page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const js = entries.filter((e) => /\.m?js$/.test(new URL(e.name).pathname));
    return { jsKB: js.reduce((sum, e) => sum + e.encodedBodySize, 0) / 1000, jsRequests: js.length, requests: entries.length + 1 };
  });
}

/** Landing: largest contentful paint, the hero's first price, and what loaded until the network was idle (500 ms without a request). */
export const landing: Measure = async (browser, url, profile) => {
  const context = await visitor(browser, url);
  await watchFromStart(context, 'price', visible('[data-testid="hero-price-from"]'));
  const page = await context.newPage();
  await applyProfile(page, profile);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const price = await page
    .waitForFunction(() => (window as unknown as Watched).__seen.price, null, { polling: 50, timeout: 120_000 })
    .then((h) => h.jsonValue() as Promise<number>);
  const lcp = await page.evaluate(() => (window as unknown as Watched).__lcp ?? Number.NaN);
  const { jsKB, jsRequests, requests } = await loaded(page);
  await context.close();
  return { lcp, price, jsKB, jsRequests, requests };
};

/**
 * Editor: navigation start of /indexHome → the first pointerdown on the canvas handled (clicked at the
 * canvas's centre, again every 50 ms until one lands), and what it had loaded by then.
 */
export const editorInteractive: Measure = async (browser, url, profile) => {
  const context = await visitor(browser, url);
  const page = await context.newPage();
  await applyProfile(page, profile);
  await page.goto('/indexHome', { waitUntil: 'commit' });
  const canvas = page.locator('canvas.upper-canvas');
  await canvas.waitFor({ state: 'attached', timeout: 120_000 });
  const deadline = Date.now() + 120_000;
  let interactive: number | undefined;
  while (interactive === undefined) {
    if (Date.now() > deadline) throw new Error('the editor canvas never handled a pointer event');
    const box = await canvas.boundingBox();
    if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    interactive = await page.evaluate(() => (window as unknown as Watched).__canvasPointer);
    if (interactive === undefined) await page.waitForTimeout(50);
  }
  const { jsKB, requests } = await loaded(page);
  await context.close();
  return { interactive, jsKB, requests };
};

/** A design of `count` plain objects (shapes and text boxes) as the editor saves them. */
export function plainDesign(count: number): object {
  const kinds = ['Rect', 'Circle', 'Triangle', 'Ellipse', 'Textbox'];
  const colours = ['#f03e3e', '#1c7ed6', '#37b24d', '#f59f00', '#7048e8'];
  const objects = Array.from({ length: count }, (_, i) => {
    const type = kinds[i % kinds.length];
    const base = { id: `journey-${i}`, type, left: 100 + (i % 10) * 130, top: 100 + Math.floor(i / 10) * 250, fill: colours[i % colours.length], angle: (i * 7) % 45 };
    if (type === 'Circle') return { ...base, radius: 50 };
    if (type === 'Ellipse') return { ...base, rx: 60, ry: 35 };
    if (type === 'Textbox') return { ...base, width: 120, text: `Sticker ${i}`, fontSize: 28, fontFamily: 'Arial' };
    return { ...base, width: 100, height: 90 };
  });
  return { version: 2, workspace: { id: 'workspace', shape: 'rectangle', width: 1500, height: 1500 }, objects };
}

/** A shopper's saved 50-object design: navigation start of /indexHome?design=… → the canvas ready with the design's name and layers. */
export const openSaved50: Measure = async (browser, url, profile) => {
  const context = await shopper(browser, url);
  const res = await context.request.post('/api/designs', { data: { name: 'Journey fifty', json: plainDesign(50) } });
  if (!res.ok()) throw new Error(`design: ${res.status()} ${await res.text()}`);
  const { design } = (await res.json()) as { design: { id: string } };
  const page = await context.newPage();
  await applyProfile(page, profile);
  await page.goto(`/indexHome?design=${design.id}`, { waitUntil: 'commit' });
  const open = await seenAt(
    page,
    'open50',
    `!!document.querySelector('[data-testid="editor-canvas"][data-ready]') && document.querySelector('[data-testid="save-strip"] [data-testid="design-name"]')?.textContent === 'Journey fifty' && !!document.querySelector('[data-testid="layer-row"]')`,
  );
  await context.close();
  return { open };
};

const libraryOptions = (item: { widthIn: number; heightIn: number }) => ({
  product: 'library-item',
  widthIn: item.widthIn,
  heightIn: item.heightIn,
  shape: 'contour',
  material: 'white-vinyl',
  finish: 'gloss',
  quantity: 10,
});

/** Library → cart: the click on a library card's Add to cart → the modal's Add to cart → /cart showing the line's price (wall clock). */
export const libraryToCart: Measure = async (browser, url, profile) => {
  const context = await shopper(browser, url);
  const page = await context.newPage();
  await applyProfile(page, profile);
  await page.goto('/StickerLibrary');
  await page.getByTestId('library-add-to-cart').first().waitFor({ timeout: 120_000 });
  const started = Date.now();
  const clickedAt = await page.evaluate(() => performance.now());
  await page.getByTestId('library-add-to-cart').first().click();
  await page.getByTestId('library-buy-add').click({ timeout: 120_000 });
  const addedAt = Date.now();
  await page.waitForURL(/\/cart$/, { timeout: 120_000 });
  await page.getByTestId('cart-line-price').first().waitFor({ timeout: 120_000 });
  const ms = Date.now() - started;
  await showWaterfall(page, 'library → cart', clickedAt);
  await context.close();
  return { toCart: ms, afterAdd: Date.now() - addedAt };
};

/** Cart with 3 lines: navigation start of /cart → three priced lines, the approval and Pay on screen. */
export const cartUsable: Measure = async (browser, url, profile) => {
  const context = await shopper(browser, url);
  const items = ((await (await context.request.get('/api/library?pageSize=3')).json()) as { items: { id: string; widthIn: number; heightIn: number }[] }).items;
  for (const item of items) {
    const res = await context.request.post(`/api/library/${item.id}/cart`, { data: { options: libraryOptions(item) } });
    if (!res.ok()) throw new Error(`library to cart: ${res.status()} ${await res.text()}`);
  }
  const page = await context.newPage();
  await applyProfile(page, profile);
  await page.goto('/cart', { waitUntil: 'commit' });
  const usable = await seenAt(
    page,
    'cart3',
    `document.querySelectorAll('[data-testid="cart-line-price"]').length >= 3 && ${visible('[data-testid="cart-approve"]')} && ${visible('[data-testid="cart-pay"]')}`,
  );
  await showWaterfall(page, 'cart');
  await context.close();
  return { usable };
};

/** Preview: navigation start of /preview?design=… → the traced cut line and the quote's total both on screen. */
export const previewCutAndPrice: Measure = async (browser, url, profile) => {
  const context = await shopper(browser, url);
  const [item] = ((await (await context.request.get('/api/library?pageSize=1')).json()) as { items: { id: string; widthIn: number; heightIn: number }[] }).items;
  const { designId } = (await (await context.request.post(`/api/library/${item.id}/cart`, { data: { options: libraryOptions(item) } })).json()) as { designId: string };
  const page = await context.newPage();
  await applyProfile(page, profile);
  const profiler = journeyTrace.cpuProfile ? await Profiler.attach(page) : null;
  const open = async () => {
    await page.goto(`/preview?design=${designId}`, { waitUntil: 'commit' });
    await watchIn(page, 'previewPrice', visible('[data-testid="quote-total"]'));
    await watchIn(page, 'previewCut', `!!document.querySelector('[data-testid="preview-cutline"]')?.getAttribute('d')`);
    return seenAt(
      page,
      'cut',
      `(() => { const cut = document.querySelector('[data-testid="preview-cutline"]'); return !!cut && !!cut.getAttribute('d') && ${visible('[data-testid="quote-total"]')}; })()`,
    );
  };
  const cut = profiler ? await profiler.around('preview, the page main thread until the cut line and price', open) : await open();
  const parts = await page.evaluate(() => (window as unknown as Watched).__seen);
  await showWaterfall(page, 'preview');
  await context.close();
  return { cut, price: parts.previewPrice, cutLine: parts.previewCut };
};
