import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PriceTable } from '../../../shared/pricing/price-table';
import { user } from './auth';

/** Prices (decision 33). */

/**
 * Every version of the price table, immutable: an admin's change inserts the next version and the
 * highest is current. Nothing updates or deletes a row, so an order's `price_version` always finds the
 * prices it was quoted with.
 */
export const priceTableVersions = pgTable(
  'price_table_versions',
  {
    version: integer('version').primaryKey(),
    /** The table as `priceTableSchema` accepted it. */
    priceTable: jsonb('price_table').$type<PriceTable>().notNull(),
    note: text('note').notNull().default(''),
    /** The admin who made it; null for the built-in default (and if that account is deleted). */
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('price_table_versions_version_check', sql`${t.version} >= 1`)],
);
