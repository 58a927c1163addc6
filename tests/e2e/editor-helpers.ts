import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** A small RGBA PNG made here (stripes), so no fixture file is needed. */
export function makePng(width = 48, height = 32): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = table[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const row = width * 4 + 1;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = y * row + 1 + x * 4;
      const stripe = Math.floor(x / 8) % 2 === 0;
      raw.set(stripe ? [95, 47, 214, 255] : [214, 51, 108, 255], o);
    }
  }
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** Width and height from a PNG's IHDR chunk (bytes 16..24). */
export function pngSize(buf: Buffer): { width: number; height: number } {
  expect([...buf.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  expect(buf.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

export const canvas = (page: Page) => page.getByTestId('editor-canvas');
export const layerRows = (page: Page) => page.getByTestId('layer-row');

/** Opens an editor page and waits until the canvas is ready. */
export async function openEditor(page: Page, path = '/indexHome') {
  await page.goto(path);
  await expect(page.locator('[data-testid="editor-canvas"][data-ready]')).toBeVisible();
}

/** The centre of the canvas, where new objects are placed. */
export async function canvasCentre(page: Page): Promise<{ x: number; y: number }> {
  const box = await canvas(page).boundingBox();
  if (!box) throw new Error('no canvas');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Runs an export from the Export menu and returns the downloaded file's bytes and name. */
export async function exportAs(page: Page, kind: 'png' | 'svg' | 'json'): Promise<{ name: string; bytes: Buffer }> {
  await page.getByTestId('export-button').click();
  const downloading = page.waitForEvent('download');
  await page.getByTestId(`export-${kind}`).click();
  const download = await downloading;
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: await fs.readFile(file) };
}

export async function exportJson(page: Page): Promise<{ version: number; workspace: { width: number; height: number }; objects: Array<Record<string, unknown>> }> {
  return JSON.parse((await exportAs(page, 'json')).bytes.toString('utf8'));
}

/** Dispatches a paste event whose clipboard holds a PNG file, as Ctrl+V with a copied image does. */
export async function pastePng(page: Page, png: Buffer) {
  await page.evaluate((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], 'clip.png', { type: 'image/png' }));
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, png.toString('base64'));
}

/**
 * Waits until the guest's local copy (IndexedDB 'sticker-studio'/'drafts', key 'autosave:guest') holds
 * `count` objects: a condition instead of a guess at how long the 100 ms debounced write takes on a slow machine.
 */
export async function waitForGuestDraft(page: Page, count: number): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const open = indexedDB.open('sticker-studio');
              open.onerror = () => resolve(-1);
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('drafts')) return resolve(-1);
                const get = db.transaction('drafts').objectStore('drafts').get('autosave:guest');
                get.onerror = () => resolve(-1);
                get.onsuccess = () => {
                  const draft = get.result as { json?: string } | undefined;
                  try {
                    resolve(draft?.json ? ((JSON.parse(draft.json) as { objects?: unknown[] }).objects?.length ?? 0) : -1);
                  } catch {
                    resolve(-1);
                  }
                  db.close();
                };
              };
            }),
        ),
      { timeout: 15_000 },
    )
    .toBe(count);
}

/** A design as the account's list answers it. */
export interface StoredDesign {
  id: string;
  name: string;
  revision: number;
}

/** The account's design list, as the server stores it. */
export async function designList(request: APIRequestContext): Promise<StoredDesign[]> {
  return (await (await request.get('/api/designs')).json()).designs as StoredDesign[];
}

/** Waits until the editor's canvas and panels are ready. */
export const editorReady = (page: Page) => expect(page.locator('[data-testid="editor-canvas"][data-ready]')).toBeVisible({ timeout: 20_000 });

/** The editor's save strip (the save badge and its buttons). */
export const saveStrip = (page: Page) => page.getByTestId('save-strip');
