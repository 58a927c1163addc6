import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * The shop's own settings, edited in the back office: how long printing and each shipping method
 * take (business days, for the "arrives by" date) and the sales-tax registration numbers printed on
 * invoices. One row (`id = 'shop'`); without it the defaults of `services/shop-settings` apply.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: text('id').primaryKey(),
    productionDays: integer('production_days').notNull(),
    standardTransitDays: integer('standard_transit_days').notNull(),
    expressTransitDays: integer('express_transit_days').notNull(),
    /** The GST/HST registration number (business number + RT program account), e.g. 123456789 RT0001. */
    gstHstNumber: text('gst_hst_number'),
    /** Quebec's QST registration number, e.g. 1234567890 TQ0001. */
    qstNumber: text('qst_number'),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('shop_settings_single_row', sql`${t.id} = 'shop'`),
    check('shop_settings_days_check', sql`${t.productionDays} BETWEEN 0 AND 60 AND ${t.standardTransitDays} BETWEEN 0 AND 60 AND ${t.expressTransitDays} BETWEEN 0 AND 60`),
  ],
);
