import fs from 'node:fs';
import { sampleArtwork, sampleDocument } from './bench/lib/production-design';
import { renderForPrint } from './src/server/services/production/design-production';
import { readArtwork } from './src/server/services/production/artwork';
import { generateProductionFile } from './src/server/services/production/index';
import { cutline } from './src/shared/cutline';
const st = (f: string) => Number(new RegExp(`${f}:\\s+(\\d+)`).exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) / 1024;
const gc = () => (globalThis as any).gc();
const reset = () => fs.writeFileSync('/proc/self/clear_refs', '5');
const mode = process.argv[2];
if (mode === 'make') {
  const doc = await sampleDocument((await sampleArtwork(1200)).png);
  const r = await renderForPrint(doc, 24);
  const { alpha, width, height } = await r.alpha();
  fs.writeFileSync('/tmp/r24.png', r.png);
  fs.writeFileSync('/tmp/r24.cut', cutline(alpha, width, height, { dpi: 300, transform: { scale: 1500 / width, offsetX: 0, offsetY: 0 } }).path);
} else {
  const png = fs.readFileSync('/tmp/r24.png'); const cut = fs.readFileSync('/tmp/r24.cut', 'utf8');
  const small = await generateProductionFile({ artwork: fs.readFileSync('/tmp/r24.png').subarray(0), widthIn: 24, heightIn: 24, cutPath: cut, kind: 'sticker', workspaceWidth: 1500, workspaceHeight: 1500 }, 'pdf').catch(() => 0);
  gc(); await new Promise((r) => setTimeout(r, 200)); gc();
  const base = st('VmRSS'); reset();
  if (mode === 'read') { const a = await readArtwork({ artwork: png, widthIn: 24, heightIn: 24, cutPath: cut, kind: 'sticker' }); console.log('read', Math.round(st('VmHWM') - base)); }
  else { const f = await generateProductionFile({ artwork: png, widthIn: 24, heightIn: 24, cutPath: cut, kind: 'sticker', workspaceWidth: 1500, workspaceHeight: 1500 }, 'pdf'); console.log('pdf', Math.round(st('VmHWM') - base), f.body.length); }
}
