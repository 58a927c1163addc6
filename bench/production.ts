/**
 * Production-file bench: a 4 × 4 in design at 300 DPI (1200² RGBA with photographic-like colour noise, so
 * compression does real work, over the cutline engine's synthetic sample art) through the generator:
 * sticker (PDF + PNG + SVG) and vinyl (trace + weeding box + thin-line check). Median of timed runs.
 */
import os from 'node:os';
import sharp from 'sharp';
import { readArtwork } from '../src/server/services/production/artwork';
import { decalMask } from '../src/server/services/production/decal-mask';
import { productionFromDocument } from '../src/server/services/production/design-production';
import { generateProductionFiles } from '../src/server/services/production/index';
import { buildPng } from '../src/server/services/production/png';
import { buildPrintPdf } from '../src/server/services/production/print-pdf';
import { buildPrintRaster } from '../src/server/services/production/print-raster';
import { renderDesign } from '../src/server/services/production/render/render-design';
import { stickerFrame } from '../src/server/services/production/sticker-frame';
import { buildStickerSvg } from '../src/server/services/production/sticker-svg';
import { parsePathData } from '../src/server/services/production/svg-path';
import { findThinLines } from '../src/server/services/production/thin-lines';
import { traceDecal } from '../src/server/services/production/vinyl-trace';
import { cutline } from '../src/shared/cutline/index';
import { sampleDesign } from '../src/shared/cutline/synthetic';
import type { DesignDocument } from '../src/shared/design';

export const description = 'production files (print PDF, PNG, SVG, vinyl cut file) for a 4 × 4 in design';

function median(v: number[]): number {
  const s = [...v].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

async function timed<T>(times: number[], f: () => Promise<T> | T): Promise<T> {
  const t = performance.now();
  const r = await f();
  times.push(performance.now() - t);
  return r;
}

/** Sample art in smoothly varying colours with per-pixel noise, encoded as the renderer would (PNG). */
async function sampleArtwork(size: number): Promise<{ png: Buffer; alpha: Uint8Array }> {
  const { data: alpha } = sampleDesign(size);
  const rgba = Buffer.alloc(size * size * 4);
  let seed = 12345;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return (seed >>> 24) % 24;
  };
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      rgba.set([(x * 255) / size + noise(), (y * 255) / size + noise(), 128 + noise(), alpha[i]], 4 * i);
    }
  const png = await sharp(rgba, { raw: { width: size, height: size, channels: 4 } })
    .png()
    .toBuffer();
  return { png, alpha };
}

/** A saved design as customers make them: a 1500² photo, a shape, text and curved text on a 5 in workspace. */
async function sampleDocument(photo: Buffer): Promise<DesignDocument> {
  const src = `data:image/png;base64,${(await sharp(photo).resize(1000, 1000).png().toBuffer()).toString('base64')}`;
  return {
    version: 2,
    workspace: { id: 'workspace', shape: 'contour', width: 1500, height: 1500 },
    cut: { shape: 'contour', kind: 'die', offsetIn: 0.125 },
    objects: [
      { id: 'photo', type: 'Image', left: 150, top: 150, width: 1000, height: 1000, scaleX: 1.2, scaleY: 1.2, src },
      { id: 'badge', type: 'Circle', left: 1050, top: 80, radius: 180, fill: '#ffcc00', stroke: '#222222', strokeWidth: 12 },
      { id: 'title', type: 'Textbox', left: 200, top: 1250, width: 1100, text: 'Sticker Studio', fontSize: 150, fill: '#1d3557', fontFamily: 'DejaVu Sans', fontWeight: 'bold' },
      { id: 'arc', type: 'curved-text', left: 300, top: 40, text: 'made on the server', fontSize: 90, fill: '#e63946', fontFamily: 'Times New Roman', bend: 40 },
    ],
  } as DesignDocument;
}

export default async function run(args: string[] = []): Promise<void> {
  const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);
  const size = 1200;
  const { png: artwork, alpha } = await sampleArtwork(size);
  const cutPath = cutline(alpha, size, size).path;
  console.log(
    `production bench: node ${process.version}, ${os.cpus().length} cores, 4 × 4 in at 300 DPI (${size}² art, ${(artwork.length / 1024).toFixed(0)} KB PNG), ${runs} timed runs after 1 warm-up`,
  );
  const input = { artwork, widthIn: 4, heightIn: 4, cutPath };
  await generateProductionFiles({ ...input, kind: 'sticker' });
  await generateProductionFiles({ ...input, kind: 'vinyl' });

  const sticker: number[] = [];
  const vinyl: number[] = [];
  const phase: Record<string, number[]> = { read: [], raster: [], png: [], pdf: [], svg: [], mask: [], trace: [], thin: [] };
  let sizes = '';
  for (let i = 0; i < runs; i++) {
    const s = await timed(sticker, () => generateProductionFiles({ ...input, kind: 'sticker' }));
    const v = await timed(vinyl, () => generateProductionFiles({ ...input, kind: 'vinyl' }));
    if (s.kind === 'sticker')
      sizes = `PDF ${(s.pdf.length / 1024).toFixed(0)} KB, PNG ${(s.png.length / 1024).toFixed(0)} KB, SVG ${(s.svg.length / 1024).toFixed(0)} KB, vinyl SVG ${(v.svg.length / 1024).toFixed(0)} KB`;
    // The same steps one by one, to see where the time goes.
    const { artwork: art } = await timed(phase.read, () => readArtwork({ ...input, kind: 'sticker' }));
    const cut = parsePathData(cutPath);
    const frame = stickerFrame(art, cut);
    const raster = await timed(phase.raster, () => buildPrintRaster(art, frame, cut, [255, 255, 255]));
    const png = await timed(phase.png, () => buildPng(raster, art.dpi));
    await timed(phase.pdf, () => buildPrintPdf(frame, raster, { cut }));
    await timed(phase.svg, () => buildStickerSvg(frame, png, { cut, thruCutName: 'Thru-cut' }));
    const coverage = await timed(phase.mask, () => decalMask(art.rgba, art.width, art.height));
    await timed(phase.trace, () => traceDecal(coverage, art.width, art.height, 36));
    await timed(phase.thin, () => findThinLines(coverage, art.width, art.height, art.dpi));
  }
  console.log(`sticker (PDF + PNG + SVG): median ${median(sticker).toFixed(0)} ms (min ${Math.min(...sticker).toFixed(0)}, max ${Math.max(...sticker).toFixed(0)}); ${sizes}`);
  console.log(`vinyl (trace + weeding box + thin-line check): median ${median(vinyl).toFixed(0)} ms (min ${Math.min(...vinyl).toFixed(0)}, max ${Math.max(...vinyl).toFixed(0)})`);
  console.log(
    `phases (median ms): ${Object.entries(phase)
      .map(([k, t]) => `${k} ${median(t).toFixed(0)}`)
      .join(', ')}`,
  );

  // The whole server path from a saved design: render at 300 DPI, trace the cut, make the files.
  const doc = await sampleDocument(artwork);
  await productionFromDocument(doc, { sizeIn: 4, kind: 'sticker' });
  const fromDesign: number[] = [];
  const renderOnly: number[] = [];
  for (let i = 0; i < runs; i++) {
    await timed(fromDesign, () => productionFromDocument(doc, { sizeIn: 4, kind: 'sticker' }));
    await timed(renderOnly, () => renderDesign(doc, 1200, 1200));
  }
  console.log(
    `from design JSON (server render + cutline + sticker files): median ${median(fromDesign).toFixed(0)} ms (min ${Math.min(...fromDesign).toFixed(0)}, max ${Math.max(...fromDesign).toFixed(0)}); render alone ${median(renderOnly).toFixed(0)} ms; goal < 2000 ms`,
  );
  console.log(`production: ms_4in=${median(sticker).toFixed(0)} vinyl_ms_4in=${median(vinyl).toFixed(0)} design_ms_4in=${median(fromDesign).toFixed(0)}`);
}
