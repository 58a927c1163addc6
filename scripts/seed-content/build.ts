/**
 * Writes the starting set (issue 18): `node --import tsx scripts/seed-content/build.ts` (npm run
 * seed:content) builds every library sticker and template with the editor's own object classes
 * (kit.ts), checks each document with the shared design schema, and writes
 * src/shared/catalog/starting-set.json. The server inserts that file's items on first start
 * (services/catalog/seed.ts), drawing the demo AI art it names and rendering the thumbnails.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { registerShippedFonts } from '../../src/server/services/production/render/shipped-fonts';
import { ensureServerFabric } from '../../src/server/services/production/render/fabric-env';
import { startingSetSchema } from '../../src/shared/catalog/starting-set';
import { resetIds } from './kit';
import { ART_PIXELS, SEED_ART, type SeedEntry, stickerEntries } from './stickers';
import { templateEntries } from './templates';

const OUT = fileURLToPath(new URL('../../src/shared/catalog/starting-set.json', import.meta.url));

await ensureServerFabric();
// Text is measured with the same font files the editor and the renderer use.
await registerShippedFonts();

function built(kind: 'sticker' | 'template', make: () => SeedEntry[]) {
  return interleaved(make()).map((entry) => ({ kind, ...entry }));
}

/**
 * The entries with their looks taken in turn (a badge, an art sticker, a word sticker, a quote…), so a
 * gallery's first page — and the storefront's highlights — show the variety rather than one look.
 */
function interleaved(entries: SeedEntry[]): SeedEntry[] {
  const looks = new Map<string, SeedEntry[]>();
  for (const entry of entries) {
    // The first tag names the look (a template's second: its first is 'template').
    const look = entry.tags[0] === 'template' ? entry.tags[1] : entry.tags[0];
    looks.set(look, [...(looks.get(look) ?? []), entry]);
  }
  const queues = [...looks.values()];
  const out: SeedEntry[] = [];
  while (out.length < entries.length) for (const queue of queues) if (queue.length) out.push(queue.shift() as SeedEntry);
  return out;
}

resetIds('seed');
const items = [...built('sticker', stickerEntries), ...built('template', templateEntries)].map((item) => {
  const objects = (item.document.objects as Array<Record<string, unknown>>).map((o, i) => ({ ...o, id: `${item.seedKey}-${i + 1}` }));
  return { ...item, document: { ...item.document, objects } };
});
const data = { artPixels: ART_PIXELS, art: SEED_ART, items };

const checked = startingSetSchema.safeParse(data);
if (!checked.success) {
  console.error(checked.error.issues.slice(0, 10));
  process.exit(1);
}
const keys = new Set(items.map((i) => i.seedKey));
if (keys.size !== items.length) throw new Error('Two starting-set items share a seed key.');
writeFileSync(OUT, `${JSON.stringify(data)}\n`);
const count = (kind: string) => items.filter((i) => i.kind === kind).length;
console.log(`starting set: ${count('sticker')} library stickers, ${count('template')} templates, ${SEED_ART.length} pieces of demo art -> ${OUT}`);
