/**
 * Production-file bench: a 4 × 4 in design at 300 DPI (1200² RGBA with photographic-like colour noise, so
 * compression does real work, over the cutline engine's synthetic sample art) through the generator:
 * sticker (PDF + PNG + SVG) and vinyl (trace + weeding box + thin-line check). Median of timed runs.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { readArtwork } from '../src/server/services/production/artwork';
import { decalMask } from '../src/server/services/production/decal-mask';
import { productionFileFromDocument, productionFromDocument } from '../src/server/services/production/design-production';
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
import { sampleArtwork, sampleDocument } from './lib/production-design';

export const description = 'production files (print PDF, PNG, SVG, vinyl cut file) at 4, 12 and 24 in: time, peak memory, cut nodes';

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
  console.log(`generator: ms_4in=${median(sticker).toFixed(0)} vinyl_ms_4in=${median(vinyl).toFixed(0)} design_ms_4in=${median(fromDesign).toFixed(0)}`);

  // What a shop's first download of the print PDF costs (design JSON → render → cut → PDF,
  // uncached, only that file), at 4 and 12 in; the cut's node count; memory in fresh child processes.
  // CPU time (all the process's threads) beside wall time: on a machine shared with other work the wall
  // time mostly measures the wait for a core.
  const pdfTimes = async (sizeIn: number, n: number) => {
    const times: number[] = [];
    const cpu: number[] = [];
    let cut = '';
    for (let i = 0; i < n; i++) {
      const before = process.cpuUsage();
      cut = (await timed(times, () => productionFileFromDocument(doc, { sizeIn, kind: 'sticker', file: 'pdf' }))).cutPath;
      const used = process.cpuUsage(before);
      cpu.push((used.user + used.system) / 1000);
    }
    return { ms: median(times), cpuMs: median(cpu), cut };
  };
  await pdfTimes(4, 1);
  const at4 = await pdfTimes(4, runs);
  const at12 = await pdfTimes(12, Math.max(1, Math.min(runs, 3)));
  const nodes = (path: string) => parsePathData(path).filter((s) => s.op === 'C' || s.op === 'L').length;
  const minSegmentMm = (path: string, inchesPerUnit: number) => {
    let min = Number.POSITIVE_INFINITY;
    let [x, y] = [0, 0];
    for (const s of parsePathData(path)) {
      if (s.op !== 'Z' && s.op !== 'M') min = Math.min(min, Math.hypot(s.x - x, s.y - y) * inchesPerUnit * 25.4);
      if (s.op !== 'Z') [x, y] = [s.x, s.y];
    }
    return min;
  };
  const peak = probe('peak', '24');
  const peak12 = probe('peak', '12');
  const idleFirst = probe('idle');
  const idle = probe('idle', String(idleFirst.dataDir));
  fs.rmSync(String(idleFirst.dataDir), { recursive: true, force: true });
  console.log(
    `print PDF from design JSON (uncached, that file only): 4 in median ${at4.ms.toFixed(0)} ms (CPU ${at4.cpuMs.toFixed(0)} ms; goal < 500), 12 in ${at12.ms.toFixed(0)} ms (CPU ${at12.cpuMs.toFixed(0)} ms; goal < 3000)`,
  );
  console.log(
    `cut of the 4 in sample design: ${nodes(at4.cut)} nodes (goal ≤ 300), shortest segment ${minSegmentMm(at4.cut, 4 / 1500).toFixed(2)} mm; 12 in: ${nodes(at12.cut)} nodes`,
  );
  console.log(
    `memory (fresh processes): 24 in PDF peak RSS growth ${peak.growth_mb} MB (${peak.before_mb} → ${peak.peak_mb} MB, ${peak.ms} ms, ${peak.pdf_kb} KB; goal < 400), 12 in ${peak12.growth_mb} MB; idle server RSS ${idle.idle_rss_mb} MB (first start, with PGlite's initdb: ${idleFirst.idle_rss_mb} MB)`,
  );
  console.log(`production: ms_4in=${at4.ms.toFixed(0)} ms_12in=${at12.ms.toFixed(0)} peak_mb_24in=${peak.growth_mb} nodes_4in=${nodes(at4.cut)}`);
}

/** Runs the memory probe (bench/lib/production-memory.ts) in a fresh Node process and reads its JSON line. */
function probe(...args: string[]): Record<string, number | string> {
  const script = fileURLToPath(new URL('./lib/production-memory.ts', import.meta.url));
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--expose-gc', script, ...args], { encoding: 'utf8', maxBuffer: 1 << 20 });
  return JSON.parse(out.trim().split('\n').pop() ?? '{}');
}
