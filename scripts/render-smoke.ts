/**
 * Proves the server renderer works from what npm installs alone (decision 79): node-canvas is not
 * loadable here (npm is told never to build it), yet a design with text in a shipped font, a WebP photo
 * and a shape becomes a production PNG and PDF with the art in both, and a catalog-size thumbnail.
 * Run by scripts/test.sh after npm ci:  node --import tsx scripts/render-smoke.ts
 */
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { productionFromDocument } from '../src/server/services/production/design-production';
import { rasterisePdf } from '../src/server/services/production/pdf-raster.testkit';
import { renderDesign } from '../src/server/services/production/render/render-design';
import { type DesignDocument, migrateDesign } from '../src/shared/design';

const require = createRequire(import.meta.url);

function fail(message: string): never {
  console.error(`render-smoke: ${message}`);
  process.exit(1);
}

function nodeCanvasLoads(): boolean {
  try {
    require('canvas');
    return true;
  } catch {
    return false;
  }
}

if (nodeCanvasLoads()) fail('node-canvas is built on this machine, so this run would not prove rendering without it (package.json allowScripts keeps canvas: false).');

const BLUE: [number, number, number] = [30, 64, 175];
const ORANGE: [number, number, number] = [234, 88, 12];
const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: ORANGE[0], g: ORANGE[1], b: ORANGE[2] } } })
  .webp({ quality: 90 })
  .toBuffer();
const migrated = migrateDesign({
  version: 2,
  workspace: { id: 'workspace', shape: 'rectangle', width: 600, height: 300 },
  objects: [
    { id: 'panel', type: 'Rect', left: 0, top: 0, width: 300, height: 300, fill: `rgb(${BLUE.join(',')})` },
    { id: 'photo', type: 'Image', left: 300, top: 0, width: 64, height: 64, scaleX: 300 / 64, scaleY: 300 / 64, src: `data:image/webp;base64,${photo.toString('base64')}` },
    { id: 'word', type: 'Text', left: 20, top: 100, text: 'Smoke', fontSize: 80, fill: '#ffffff', fontFamily: 'Impact' },
  ],
});
if (!migrated.ok) fail(migrated.error);
const doc: DesignDocument = migrated.doc;

const started = performance.now();
const { files } = await productionFromDocument(doc, { sizeIn: 1.5, kind: 'sticker' });
if (files.kind !== 'sticker') fail('a sticker was asked for');
const [vx, vy, vw, vh] = (/viewBox="([^"]+)"/.exec(files.svg)?.[1] ?? '').split(' ').map(Number);
const near = (p: ArrayLike<number>, c: number[]) => c.every((v, i) => Math.abs(p[i] - v) <= 12);
const check = (what: string, raster: { width: number; height: number }, pixels: ArrayLike<number>, channels: number) => {
  for (const [name, colour, wx, wy] of [
    ['the panel', BLUE, 150, 40],
    ['the WebP photo', ORANGE, 450, 150],
  ] as const) {
    const i = (Math.floor(((wy - vy) / vh) * raster.height) * raster.width + Math.floor(((wx - vx) / vw) * raster.width)) * channels;
    const p = Array.from({ length: 3 }, (_, k) => pixels[i + k]);
    if (!near(p, [...colour])) fail(`${name} is not in the ${what}: rgb(${p.join(',')}) where rgb(${colour.join(',')}) was placed`);
  }
};
const png = await sharp(files.png).raw().toBuffer({ resolveWithObject: true });
check('production PNG', png.info, png.data, png.info.channels);
const pdf = await rasterisePdf(files.pdf, 150);
check('production PDF', pdf, pdf.rgba, 4);

// The text in the shipped font (Impact is drawn with Anton): white ink on the blue panel.
const thumb = await renderDesign(doc, 480, 240);
let white = 0;
for (let i = 0; i < 240 * 240 * 4; i += 4) if (thumb.rgba[i] > 200 && thumb.rgba[i + 2] > 200 && thumb.rgba[i + 3] === 255) white++;
if (white < 500) fail(`the text drew ${white} white pixels on the thumbnail`);

console.log(`render-smoke: PNG ${files.png.length} B and PDF ${files.pdf.length} B with the art, thumbnail with the text, node-canvas absent (${Math.round(performance.now() - started)} ms)`);
