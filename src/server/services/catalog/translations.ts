import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { CatalogLanguage } from '../../../shared/catalog/catalog';
import { STARTING_SET_TRANSLATIONS } from '../../../shared/catalog/starting-set-translations';
import type { Db } from '../../db/client';
import { catalogItems, catalogItemTranslations } from '../../db/schema';

/** The item's own name and description, as its designer wrote them (what an edit form starts from). */
export interface CatalogSource {
  source?: { name: string; description: string };
}

/**
 * Items in the reader's language (decision 91): a row with a translation in `language` shows its name
 * and description, and carries its own as `source` (so a designer reading in Chinese never saves the
 * translation over the English); any other shows its own. English readers cost no query.
 */
export async function inLanguage<Row extends { id: string; name: string; description: string }>(db: Db, rows: Row[], language: CatalogLanguage): Promise<(Row & CatalogSource)[]> {
  if (language === 'en' || rows.length === 0) return rows;
  const found = await db
    .select()
    .from(catalogItemTranslations)
    .where(
      and(
        eq(catalogItemTranslations.language, language),
        inArray(
          catalogItemTranslations.itemId,
          rows.map((r) => r.id),
        ),
      ),
    );
  const byId = new Map(found.map((t) => [t.itemId, t]));
  return rows.map((row) => {
    const t = byId.get(row.id);
    return t ? { ...row, name: t.name, description: t.description, source: { name: row.name, description: row.description } } : row;
  });
}

/**
 * The starting set's shipped translations for every seeded item, also in a database seeded before they
 * existed: inserted once each (a translation already there, perhaps corrected by the shop, is kept).
 */
export async function ensureStartingSetTranslations(db: Db, translations = STARTING_SET_TRANSLATIONS): Promise<number> {
  const seeded = await db.select({ id: catalogItems.id, seedKey: catalogItems.seedKey }).from(catalogItems).where(isNotNull(catalogItems.seedKey));
  const values = seeded.flatMap(({ id, seedKey }) =>
    Object.entries(translations[seedKey as string] ?? {}).map(([language, text]) => ({ itemId: id, language: language as Exclude<CatalogLanguage, 'en'>, ...text })),
  );
  if (values.length === 0) return 0;
  const inserted = await db.insert(catalogItemTranslations).values(values).onConflictDoNothing().returning({ itemId: catalogItemTranslations.itemId });
  return inserted.length;
}
