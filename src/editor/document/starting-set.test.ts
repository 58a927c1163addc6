import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import startingSetText from '../../shared/catalog/starting-set.json?raw';
import type { Editor } from '../core/Editor';
import { designObjects } from '../core/objects';
import { mountEditor } from '../testing/TestEditor';

/**
 * Every document of the starting set (library stickers and templates, built by
 * scripts/seed-content) opens in the editor's importer with all its objects, and exports a sticker image
 * that is not empty. The demo art the seeder draws into storage stands in here as a small local picture.
 */
let editor: Editor;
let cleanup: () => void;
let art: string;

interface SeedItem {
  seedKey: string;
  kind: string;
  document: { workspace: { width: number; height: number }; objects: unknown[] };
}
// Read as text: a typed import of the 90 documents would slow every type check down.
const startingSet = JSON.parse(startingSetText) as { items: SeedItem[] };

beforeAll(() => {
  ({ editor, cleanup } = mountEditor());
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 64;
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
  ctx.fillStyle = '#f08c00';
  ctx.fillRect(0, 0, 64, 64);
  art = canvas.toDataURL('image/png');
});
afterAll(() => cleanup());

/** The share of the image's pixels that are not transparent. */
async function coverage(dataUrl: string): Promise<number> {
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = 96;
  canvas.height = Math.max(1, Math.round((96 * image.naturalHeight) / image.naturalWidth));
  const ctx = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
  ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
  const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
  let drawn = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i] > 0) drawn++;
  return drawn / (canvas.width * canvas.height);
}

describe('the starting set in the editor', () => {
  it('has at least 60 library stickers and 30 templates', () => {
    expect(startingSet.items.filter((i) => i.kind === 'sticker').length).toBeGreaterThanOrEqual(60);
    expect(startingSet.items.filter((i) => i.kind === 'template').length).toBeGreaterThanOrEqual(30);
  });

  it.each(startingSet.items.map((item) => [item.seedKey, item] as const))('%s loads with all its objects and renders', async (_key, item) => {
    const text = JSON.stringify(item.document).replaceAll(/\/api\/files\/raw\/library\/seed-art\/[a-z0-9-]+\.png/g, art);
    const doc = await editor.importJson(text);
    expect(doc.workspace).toMatchObject({ width: item.document.workspace.width, height: item.document.workspace.height });
    expect(designObjects(editor.canvas)).toHaveLength(item.document.objects.length);
    expect(await coverage(await editor.api.stickerImage({ multiplier: 0.1 }))).toBeGreaterThan(0.05);
  });
});
