/**
 * Memory probe for the production bench, run in a child process of its own so one figure does not
 * inherit another's heap: `node --import tsx --expose-gc bench/lib/production-memory.ts peak <size>`
 * prints the peak RSS growth (VmHWM after the build minus VmRSS before, with the high-water mark reset
 * through /proc/self/clear_refs) of one uncached print PDF from the sample design; `… idle` prints the
 * RSS of a started server (PGlite, migrated) once it has settled; `… idle <dir>` starts it on an existing
 * data directory (a restart: PGlite's first start runs initdb, which leaves its WebAssembly heap larger).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sampleArtwork, sampleDocument } from './production-design';

const status = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) / 1024;
const gc = () => (globalThis as { gc?: () => void }).gc?.();
const settle = () => new Promise((r) => setTimeout(r, 500));

const [mode, sizeArg] = process.argv.slice(2);
if (mode === 'idle') {
  const { loadConfig } = await import('../../src/server/config');
  const { buildServer } = await import('../../src/server/server');
  const dataDir = process.argv[3] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-idle-'));
  const server = await buildServer(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000' }));
  await server.app.request('http://localhost:3000/api/health');
  gc();
  await settle();
  gc();
  console.log(JSON.stringify({ idle_rss_mb: Math.round(status('VmRSS')), heap_mb: Math.round(process.memoryUsage().heapUsed / 2 ** 20), dataDir }));
  await server.close();
} else {
  const sizeIn = Number(sizeArg ?? 24);
  const { productionFileFromDocument } = await import('../../src/server/services/production/design-production');
  const doc = await sampleDocument((await sampleArtwork(1200)).png);
  // Load every module and native library first (Fabric, Skia, sharp) with a 1 in file.
  await productionFileFromDocument(doc, { sizeIn: 1, kind: 'sticker', file: 'pdf' });
  gc();
  await settle();
  const before = status('VmRSS');
  fs.writeFileSync('/proc/self/clear_refs', '5'); // reset VmHWM to the current RSS
  const t = performance.now();
  const made = await productionFileFromDocument(doc, { sizeIn, kind: 'sticker', file: 'pdf' });
  const ms = performance.now() - t;
  const peak = status('VmHWM');
  console.log(
    JSON.stringify({
      sizeIn,
      before_mb: Math.round(before),
      peak_mb: Math.round(peak),
      growth_mb: Math.round(peak - before),
      ms: Math.round(ms),
      pdf_kb: Math.round(made.body.length / 1024),
    }),
  );
}
process.exit(0);
