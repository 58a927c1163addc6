/**
 * One proof in a fresh process (the proof bench's child): `node --import tsx --expose-gc
 * bench/lib/proof-probe.ts <sticker|vinyl> <size>` renders the production bench's sample design's proof
 * (`proofFromDocument`: a die-cut sticker, or a decal of everything opaque) after a 1 in warm-up, and
 * prints one JSON line: wall and CPU time (all threads: Skia, sharp), peak RSS growth (VmHWM after minus VmRSS before, the high-water mark
 * reset through /proc/self/clear_refs), the facts and the warning codes.
 */
import fs from 'node:fs';
import type { DesignProductionRequest } from '../../src/server/services/production/production-file';
import { proofFromDocument } from '../../src/server/services/production/proof';
import { sampleArtwork, sampleDocument } from './production-design';

const status = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) / 1024;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

const [kind, sizeArg] = process.argv.slice(2);
const request = (sizeIn: number): DesignProductionRequest => (kind === 'vinyl' ? { sizeIn, kind: 'vinyl' } : { sizeIn, kind: 'sticker', cut: { kind: 'die', shape: 'contour' } });
const doc = await sampleDocument((await sampleArtwork(1200)).png);
await proofFromDocument(doc, request(1));
gc();
await new Promise((r) => setTimeout(r, 300));
const before = status('VmRSS');
fs.writeFileSync('/proc/self/clear_refs', '5');
const t = performance.now();
const cpu = process.cpuUsage();
const proof = await proofFromDocument(doc, request(Number(sizeArg)));
const ms = performance.now() - t;
const used = process.cpuUsage(cpu);
console.log(
  JSON.stringify({
    kind,
    sizeIn: Number(sizeArg),
    ms: Math.round(ms),
    cpu_ms: Math.round((used.user + used.system) / 1000),
    growth_mb: Math.round(status('VmHWM') - before),
    facts: { widthIn: proof.facts.widthIn, heightIn: proof.facts.heightIn, pieces: proof.facts.pieces, marks: proof.facts.marks.length },
    warnings: proof.warnings.map((w) => `${w.code}${w.values?.dpi !== undefined ? `@${w.values.dpi}` : ''}${w.values?.count !== undefined ? `×${w.values.count}` : ''}`),
  }),
);
process.exit(0);
