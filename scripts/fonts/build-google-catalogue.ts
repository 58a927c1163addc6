/**
 * Regenerates the Google Fonts catalogue the font picker searches (src/web/components/editor/font-picker/google-catalogue.json)
 * from the `google-fonts-complete` package (CC0 1.0: a snapshot of the Google Fonts developer API's
 * family list). Run: `node --import tsx scripts/fonts/build-google-catalogue.ts` after updating the package.
 *
 * Compact on purpose (decision 58): one row per family, `[name, category index, variants]`, variants as
 * "400,400i,700" — about 15 kB gzip for ~1,600 families, fetched only when the picker opens.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CATALOGUE_CATEGORIES, type CatalogueFile, encodeVariants } from '../../src/web/components/editor/font-picker/google-catalogue';

interface ApiFamily {
  family: string;
  category: string;
  variants: string[];
}

const require = createRequire(import.meta.url);
const source = require.resolve('google-fonts-complete/api-response.json');
const { version } = JSON.parse(readFileSync(path.join(path.dirname(source), 'package.json'), 'utf8')) as { version: string };
const families = JSON.parse(readFileSync(source, 'utf8')) as ApiFamily[];

const rows: CatalogueFile['families'] = families
  .filter((f) => f.family && f.variants.length)
  .sort((a, b) => a.family.localeCompare(b.family, 'en'))
  .map((f) => {
    const category = CATALOGUE_CATEGORIES.indexOf(f.category as (typeof CATALOGUE_CATEGORIES)[number]);
    if (category < 0) throw new Error(`Unknown category "${f.category}" for ${f.family}`);
    return [f.family, category, encodeVariants(f.variants)];
  });

const out: CatalogueFile = { source: `google-fonts-complete@${version} (CC0-1.0)`, families: rows };
const target = path.resolve(import.meta.dirname, '../../src/web/components/editor/font-picker/google-catalogue.json');
// One family per line: the same layout the formatter (biome) gives it, so the check passes as generated.
const lines = out.families.map(([name, category, variants]) => `    [${JSON.stringify(name)}, ${category}, ${JSON.stringify(variants)}]`);
writeFileSync(target, `{\n  "source": ${JSON.stringify(out.source)},\n  "families": [\n${lines.join(',\n')}\n  ]\n}\n`);
console.log(`google-catalogue.json: ${rows.length} families → ${path.relative(process.cwd(), target)}`);
