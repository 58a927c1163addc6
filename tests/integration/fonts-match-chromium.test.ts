import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { glyphIoU, type Ink, inkOf } from '../../src/server/services/production/render/glyphs.testkit';
import { renderDesign } from '../../src/server/services/production/render/render-design';
import { BUILT_IN_FONTS, type DesignDocument, OFFERED_DISPLAY_FONTS, shippedFamilyOf } from '../../src/shared/design';

/**
 * Fonts, the customer's side against the shop's: each font the editor offers, drawn by the
 * server renderer (Fabric + Skia, what is printed) and by Chromium with the same file loaded
 * as a FontFace from the app's origin (what the editor shows), gives the same glyph shapes.
 */
const require = createRequire(import.meta.url);
const WORD = 'Hamburg 1978';
const [W, H, SIZE] = [1300, 300, 150];
const ORIGIN = 'http://app.test';
/** Same font: ≥ this. Measured 0.90–0.97 for the same file (bold 0.94–0.96); another font 0.11–0.26. */
const SAME_FONT = 0.85;

async function serverInk(fontFamily: string, extra: Record<string, unknown> = {}): Promise<Ink> {
  const doc = {
    version: 2,
    workspace: { id: 'workspace', shape: 'rectangle', width: W, height: H },
    objects: [{ id: 'word', type: 'Text', left: 20, top: 40, text: WORD, fontSize: SIZE, fill: '#000000', fontFamily, ...extra }],
  } as DesignDocument;
  const r = await renderDesign(doc, W, H);
  return inkOf(r.rgba, W, H);
}

async function chromiumInk(page: Page, name: string, weight = 400, style: 'normal' | 'italic' = 'normal'): Promise<Ink> {
  const family = shippedFamilyOf(name);
  if (!family) throw new Error(`${name} is not shipped`);
  const faces = family.faces.map((f) => ({ url: `${ORIGIN}/assets/${encodeURIComponent(f.file)}`, weight: String(f.weight), style: f.style }));
  const alpha = await page.evaluate(
    async ({ name, faces, word, W, H, SIZE, weight, style }) => {
      for (const f of faces) document.fonts.add(new FontFace(name, `url("${f.url}")`, { weight: f.weight, style: f.style }));
      await document.fonts.load(`${style} ${weight} ${SIZE}px "${name}"`);
      const canvas = document.createElement('canvas');
      canvas.width = W;
      canvas.height = H;
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
      ctx.font = `${style} ${weight} ${SIZE}px "${name}"`;
      ctx.fillText(word, 20, 200);
      const data = ctx.getImageData(0, 0, W, H).data;
      let out = '';
      for (let i = 3; i < data.length; i += 4) out += String.fromCharCode(data[i]);
      return btoa(out);
    },
    { name, faces, word: WORD, W, H, SIZE, weight, style },
  );
  return inkOf(Buffer.from(alpha, 'base64'), W, H, 1);
}

describe('shipped fonts: the server draws the glyphs Chromium shows', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
    page = await browser.newPage();
    // The app's origin, serving the shipped files as the built app does from /assets.
    await page.route(`${ORIGIN}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>fonts</title>' });
      return route.fulfill({ contentType: 'font/ttf', body: readFileSync(require.resolve(decodeURIComponent(path.slice('/assets/'.length)))) });
    });
    await page.goto(`${ORIGIN}/`);
  }, 60_000);
  afterAll(() => browser?.close());

  const names = [...BUILT_IN_FONTS, ...OFFERED_DISPLAY_FONTS];
  it.each(names)('%s', async (name) => {
    const [server, browserInk] = [await serverInk(name), await chromiumInk(page, name)];
    const same = glyphIoU(server, browserInk);
    // The control: the same word in a clearly different shipped font.
    const other = name === 'Courier New' || name === 'Courier' ? 'Anton' : 'Courier New';
    const different = glyphIoU(await serverInk(other), browserInk);
    console.log(`font ${name.padEnd(16)} IoU same=${same.toFixed(3)} vs ${other}=${different.toFixed(3)}`);
    expect(same).toBeGreaterThanOrEqual(SAME_FONT);
    expect(different).toBeLessThan(0.5);
  });

  it('bold: a family with a bold face (Arial) and one without (Impact, synthesised by both)', async () => {
    for (const name of ['Arial', 'Impact']) {
      const same = glyphIoU(await serverInk(name, { fontWeight: 'bold' }), await chromiumInk(page, name, 700));
      console.log(`font ${name.padEnd(16)} bold IoU=${same.toFixed(3)}`);
      expect(same).toBeGreaterThanOrEqual(SAME_FONT);
    }
  });
  it('italic: a family with an italic face (Arial) and one without (Lobster, slanted by both)', async () => {
    for (const name of ['Arial', 'Lobster']) {
      const same = glyphIoU(await serverInk(name, { fontStyle: 'italic' }), await chromiumInk(page, name, 400, 'italic'));
      const upright = glyphIoU(await serverInk(name), await chromiumInk(page, name, 400, 'italic'));
      console.log(`font ${name.padEnd(16)} italic IoU=${same.toFixed(3)} upright=${upright.toFixed(3)}`);
      expect(same).toBeGreaterThanOrEqual(SAME_FONT);
      expect(upright).toBeLessThan(same);
    }
  });
});
