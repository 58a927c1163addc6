import { readFileSync } from 'node:fs';
import { isNotNull } from 'drizzle-orm';
import { type StartingSet, startingSetSchema } from '../../../shared/catalog/starting-set';
import { catalogItems } from '../../db/schema';
import { DemoImages } from '../../providers/ai/demo';
import { type CatalogDeps, insertCatalogItem } from './items';
import { seedArtKey } from './keys';
import { ensureStartingSetTranslations } from './translations';

/** The starting set as shipped, checked by its schema (a broken data file fails at start, loudly). */
export function startingSet(): StartingSet {
  // Read as text, not imported: TypeScript would infer a type for all 90 documents on every check.
  const text = readFileSync(new URL('../../../shared/catalog/starting-set.json', import.meta.url), 'utf8');
  return startingSetSchema.parse(JSON.parse(text));
}

/**
 * First start: puts the starting set in — the demo generator's art into storage (drawn once;
 * the same prompt always draws the same picture), then each library sticker and template not yet in the
 * table, by its seed key. Safe to run at every start and on several instances at once: a stored picture
 * is kept, and the unique seed key lets one insert win. Then the items' shipped translations, also for
 * items seeded before they existed. Thumbnails are rendered afterwards by the
 * `catalog.thumbnails` job (rendering 90 designs would hold the start up by a minute).
 */
export async function seedStartingSet(deps: CatalogDeps, set: StartingSet = startingSet()): Promise<{ inserted: number; artDrawn: number; translated: number }> {
  const { inserted, artDrawn } = await seedItems(deps, set);
  return { inserted, artDrawn, translated: await ensureStartingSetTranslations(deps.db) };
}

async function seedItems(deps: CatalogDeps, set: StartingSet): Promise<{ inserted: number; artDrawn: number }> {
  const existing = await deps.db.select({ seedKey: catalogItems.seedKey }).from(catalogItems).where(isNotNull(catalogItems.seedKey));
  const have = new Set(existing.map((r) => r.seedKey));
  const missing = set.items.filter((item) => !have.has(item.seedKey));
  if (missing.length === 0) return { inserted: 0, artDrawn: 0 };

  const artDrawn = await drawSeedArt(deps, set);
  let inserted = 0;
  // Last first: galleries list the newest first, so the file's order is the galleries' order.
  for (const item of [...missing].reverse()) {
    const row = await insertCatalogItem(
      deps,
      { kind: item.kind, name: item.name, description: item.description, category: item.category, tags: item.tags, doc: item.document, createdBy: null, seedKey: item.seedKey },
      { renderThumbnail: false },
    );
    if (row) inserted++;
  }
  return { inserted, artDrawn };
}

/** The demo AI generator's pictures the starting set uses, stored under library/seed-art/ unless already there. */
async function drawSeedArt(deps: CatalogDeps, set: StartingSet): Promise<number> {
  const generator = new DemoImages();
  let drawn = 0;
  for (const art of set.art) {
    const key = seedArtKey(art.name);
    if (await deps.storage.getBuffer(key)) continue;
    // One image per request; `index` picks which of a request's images (they differ) this one is.
    const images = await generator.generate({ prompt: art.prompt, count: art.index + 1, width: set.artPixels, height: set.artPixels, tier: 'standard' });
    await deps.storage.put(key, images[art.index].data, images[art.index].contentType);
    drawn++;
  }
  return drawn;
}
