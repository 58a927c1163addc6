import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CatalogCategory, CatalogKind, CatalogLanguage, CatalogStatus } from '../../../shared/catalog/catalog';
import { user } from './auth';

/**
 * Ready-made designs (decision 49): sticker-library items (`kind = 'sticker'`, sold as they
 * are) and templates (`kind = 'template'`, opened in the editor as a new design). One table because they
 * are the same thing — a design document with a name, category, tags and size — offered two ways.
 * The document and its thumbnail live in storage under `library/` (public); retired items stay for the
 * carts and orders that copied them, hidden from the galleries.
 */
export const catalogItems = pgTable(
  'catalog_items',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<CatalogKind>().notNull(),
    /** The starting set's stable name (scripts/build-seed-content.ts); seeding inserts each once. */
    seedKey: text('seed_key'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').$type<CatalogCategory>().notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    widthIn: real('width_in').notNull(),
    heightIn: real('height_in').notNull(),
    /** "3x3": the gallery's size filter (shared/catalog sizeKeyOf). */
    sizeKey: text('size_key').notNull(),
    documentKey: text('document_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    status: text('status').$type<CatalogStatus>().notNull().default('active'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The words the search box finds it by (name, category, tags, description; services/catalog/search.ts
     * writes it), indexed as a 'simple' text-search vector. A plain column because PostgreSQL refuses a
     * generated column over an array (array_to_string is not immutable).
     */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    uniqueIndex('catalog_items_seed_key_unique').on(t.seedKey),
    index('catalog_items_gallery_idx').on(t.kind, t.status, t.category, t.createdAt),
    index('catalog_items_size_idx').on(t.kind, t.status, t.sizeKey),
    index('catalog_items_search_idx').using('gin', sql`to_tsvector('simple', ${t.searchText})`),
    check('catalog_items_kind_check', sql`${t.kind} IN ('sticker', 'template')`),
    check('catalog_items_status_check', sql`${t.status} IN ('active', 'retired')`),
  ],
);

/**
 * An item's name and description in another interface language (decision 91, like the blog's
 * translations, decision 68): readers in that language see them, everyone else the item's own English.
 * Category, tags, size and the design are the item's, the same in every language.
 */
export const catalogItemTranslations = pgTable(
  'catalog_item_translations',
  {
    itemId: text('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    /** An interface language other than English (`CATALOG_LANGUAGES`). */
    language: text('language').$type<Exclude<CatalogLanguage, 'en'>>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.language] })],
);
