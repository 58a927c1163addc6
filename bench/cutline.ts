/**
 * Cutline engine benchmark: synthetic 1500² and 4500² designs (shapes, a ring, text-like strokes, an island,
 * specks) at the default 1/8 in border (37.5 px at 300 DPI). Times the engine (median after warm-up), runs
 * a potrace pipeline on the same dilated mask in the same run (exact distance transform dilation + npm
 * `potrace`, a GPL dev-only peer that is never imported from src/), and measures the exactness of the
 * output against the full-resolution mask by an independent distance check on samples every 0.25 px.
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import { squaredDistance } from '../src/shared/cutline/distance';
import { traceCutline } from '../src/shared/cutline/index';
import { measure, referenceMask, sampleDesign } from '../src/shared/cutline/synthetic';

export const description = 'cutline engine vs a potrace pipeline on 1500² and 4500² designs';

const require = createRequire(import.meta.url);

interface PotraceLike {
  loadImage(img: unknown, cb: (err: Error | null) => void): void;
  getPathTag(): string;
}

function median(v: number[]): number {
  const s = [...v].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** The potrace pipeline: dilate the kept art by the offset (exact EDT at full resolution), then trace it. */
async function potracePipeline(ref: Uint8Array, size: number, r: number): Promise<{ dilateMs: number; traceMs: number; pathChars: number }> {
  const potracePath = require.resolve('potrace');
  const Potrace = require('potrace').Potrace as new (o: object) => PotraceLike;
  const Jimp = createRequire(potracePath)('jimp') as new (o: { data: Buffer; width: number; height: number }) => unknown;
  const t0 = performance.now();
  const d2 = squaredDistance(ref, size, size);
  const rgba = Buffer.alloc(size * size * 4, 255);
  for (let i = 0; i < d2.length; i++) if (d2[i] <= r * r) rgba[4 * i] = rgba[4 * i + 1] = rgba[4 * i + 2] = 0;
  const t1 = performance.now();
  const img = new Jimp({ data: rgba, width: size, height: size });
  const p = new Potrace({ turdSize: 2, optTolerance: 0.2 });
  await new Promise<void>((resolve, reject) => p.loadImage(img, (err) => (err ? reject(err) : resolve())));
  const tag = p.getPathTag();
  const t2 = performance.now();
  return { dilateMs: t1 - t0, traceMs: t2 - t1, pathChars: tag.length };
}

export default async function run(args: string[] = []): Promise<void> {
  const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 7);
  console.log(`cutline bench: node ${process.version}, ${os.cpus().length} cores, border 1/8 in = 37.5 px at 300 DPI, ${runs} timed runs after 2 warm-ups`);
  const ms: Record<number, number> = {};
  let speedup = Number.POSITIVE_INFINITY;
  let maxDev = 0;
  for (const size of [1500, 4500]) {
    const design = sampleDesign(size);
    for (let i = 0; i < 2; i++) traceCutline(design.data, size, size);
    const times: number[] = [];
    let g = traceCutline(design.data, size, size);
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      g = traceCutline(design.data, size, size);
      times.push(performance.now() - t);
    }
    ms[size] = median(times);
    const ref = referenceMask(design.data, size, size, 16, 36);
    const dev = measure(g, ref, size, size);
    maxDev = Math.max(maxDev, dev.maxDeviation);
    const pt = await potracePipeline(ref, size, g.offsetPx);
    const pipeline = pt.dilateMs + pt.traceMs;
    speedup = Math.min(speedup, pipeline / ms[size]);
    const segs = g.subpaths.reduce((n, s) => n + s.cubics.length / 8, 0);
    console.log(
      `${size}²: engine median ${ms[size].toFixed(1)} ms (min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)}); ${g.islands} islands joined into 1, ${segs} cubics`,
    );
    console.log(
      `       exactness over ${dev.samples} samples: distance ${dev.minDist.toFixed(3)}..${dev.maxDist.toFixed(3)} px (offset ${g.offsetPx}), max deviation ${dev.maxDeviation.toFixed(3)} px`,
    );
    console.log(
      `       potrace pipeline ${pipeline.toFixed(0)} ms (dilation by exact EDT ${pt.dilateMs.toFixed(0)} ms + potrace ${pt.traceMs.toFixed(0)} ms) → ${(pipeline / ms[size]).toFixed(1)}× (vs potrace alone ${(pt.traceMs / ms[size]).toFixed(1)}×)`,
    );
  }
  console.log(`cutline: speedup_vs_potrace=${speedup.toFixed(1)} max_deviation_px=${maxDev.toFixed(3)} ms_1500=${ms[1500].toFixed(1)} ms_4500=${ms[4500].toFixed(1)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await run(process.argv.slice(2));
