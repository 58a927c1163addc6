/**
 * Writes every e-mail template, rendered in the shop's layout, as HTML files and Chromium screenshots
 * at 600 and 390 px, to look at them: `node --import tsx scripts/mail-preview.ts <out-dir> [name…]`
 * (CHROMIUM_PATH: the browser, /usr/bin/chromium by default).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { renderMailHtml } from '../src/server/providers/mail/html/render';
import { confirmationWithProof, mailSamples, SAMPLE_PUBLIC_URL } from '../tests/setup/mail-samples';

const [outDir = 'mail-preview', ...only] = process.argv.slice(2);
const proof = await sharp(path.resolve('tests/fixtures/art', (await fs.readdir('tests/fixtures/art')).find((f) => f.endsWith('.png')) ?? ''))
  .resize(240)
  .png()
  .toBuffer();
const samples = [...mailSamples(), { name: 'order-confirmation-proof-en', message: confirmationWithProof('en', proof) }, { name: 'order-confirmation-proof-zh', message: confirmationWithProof('zh', proof) }];
const brand = { publicUrl: SAMPLE_PUBLIC_URL, postalAddress: 'Sticker Studio, 100 King Street West, Toronto, ON M5X 1A9, Canada' };

await fs.mkdir(outDir, { recursive: true });
// The machine's Chromium, as playwright.config.ts uses.
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const { name, message } of samples.filter((s) => only.length === 0 || only.includes(s.name))) {
  // The proof is attached by Content-ID; a browser has no attachments, so the preview inlines it.
  const cids = new Map((message.attachments ?? []).filter((a) => a.cid).map((a) => [`cid:${a.cid}`, `data:${a.contentType};base64,${a.content.toString('base64')}`]));
  const html = (await renderMailHtml(message, brand)).replace(/cid:[^"]+/g, (cid) => cids.get(cid) ?? cid);
  const file = path.join(outDir, `${name}.html`);
  await fs.writeFile(file, html);
  for (const width of [600, 390]) {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.goto(`file://${path.resolve(file)}`);
    await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage: true });
    await page.close();
  }
}
await browser.close();
