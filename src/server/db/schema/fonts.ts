import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Fonts a user uploaded (decision 58), kept with their materials: the checked TrueType/OpenType file in
 * storage under users/{uid}/fonts/, its family name read from the file. A family is once per user (a
 * design's text names it; the server renderer looks it up among the design owner's fonts).
 */
export const userFonts = pgTable(
  'user_fonts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    family: text('family').notNull(),
    fileName: text('file_name').notNull(),
    /** What was uploaded: ttf, otf or woff2 (stored unpacked as TrueType/OpenType). */
    format: text('format').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_fonts_user_family_unique').on(t.userId, t.family)],
);
