import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** Designs, their auto-save sessions and the materials they use (documents and files live in storage). */

/** SPEC §3/§7 materials: images a user keeps for their designs (pasted, uploaded, generated). Files in storage. */
export const materials = pgTable(
  'materials',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Storage key under users/{uid}/materials/. */
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Where it came from: paste, upload, ai. */
    source: text('source').notNull().default('upload'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('materials_user_time_idx').on(t.userId, t.createdAt)],
);

/** What a design row is for: see `designs.purpose`. */
export type DesignPurpose = 'design' | 'order-copy';

/**
 * SPEC §3 Template/design: a user's saved design. The document itself is not in the row: `jsonKey` is its
 * storage key (users/{uid}/designs/{id}/files/design-r{revision}.json), a new key per revision, so a save
 * is "write the new file, then one conditional UPDATE". The SPEC's previewURL is `previewKey` (served at
 * its storage URL), the thumbnail `thumbnailKey` (thumbnails/{id}-{revision}.jpg).
 */
export const designs = pgTable(
  'designs',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Starts at 1; every content save adds one (rename and favourite do not). */
    revision: integer('revision').notNull().default(1),
    jsonKey: text('json_key').notNull(),
    /** Characters of the stored JSON. */
    jsonSize: integer('json_size').notNull(),
    previewKey: text('preview_key'),
    thumbnailKey: text('thumbnail_key'),
    cutlinePath: text('cutline_path'),
    isFavorite: boolean('is_favorite').notNull().default(false),
    autoSaved: boolean('auto_saved').notNull().default(false),
    isAutoSaveSession: boolean('is_auto_save_session').notNull().default(false),
    sessionId: text('session_id'),
    /** Null for favourites; now + 90 days at each save otherwise (SPEC §4). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastAutoSaved: timestamp('last_auto_saved', { withTimezone: true }),
    thumbnailGenerated: boolean('thumbnail_generated').notNull().default(false),
    isFinalized: boolean('is_finalized').notNull().default(false),
    /** The auto-save session (its row id) this design was converted from. */
    originalAutoSaveId: text('original_auto_save_id'),
    designFolderPath: text('design_folder_path').notNull(),
    copiedFilesCount: integer('copied_files_count').notNull().default(0),
    isSelfContained: boolean('is_self_contained').notNull().default(false),
    selfContainedVersion: integer('self_contained_version'),
    /**
     * The library sticker this design was copied from (a library item added to the cart): while the
     * design is that copy unchanged (revision 1), it may be sold as the `library-item` product.
     */
    libraryItemId: text('library_item_id'),
    /**
     * Why the row exists (decision 97): `design`, a design the customer made on purpose (listed on
     * /projects); `order-copy`, the frozen copy a cart line needs (a library sticker, a /preview or a
     * guest editor's Order), never listed: ordering is not making a design.
     */
    purpose: text('purpose').$type<DesignPurpose>().notNull().default('design'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Scanned backwards for "newest first" (ORDER BY updated_at DESC, id DESC) and the keyset cursor.
    index('designs_user_updated_idx').on(t.userId, t.updatedAt, t.id),
    index('designs_user_favorite_idx').on(t.userId, t.isFavorite),
    index('designs_expires_idx').on(t.expiresAt),
  ],
);

/** SPEC §3 Auto-save session metadata. */
export interface AutoSaveMetadata {
  canvasState: { shape: string; width: number; height: number; cutlinePath?: string | null } | null;
  changeCount: number;
  sessionStarted: string;
  autoSaveError: string | null;
  /** Why it was finalized: the user left, it timed out after 24 h, or it was converted to a design. */
  finalizedReason?: 'left' | 'timeout' | 'converted';
}

/** SPEC §3/§7 users/{uid}/autoSaveSessions/{sessionId}: one active session per user, at most 5 kept. */
export const autoSaveSessions = pgTable(
  'auto_save_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    /**
     * Where the design JSON is: a file in storage (sessionDataKey), as the client sent it (at most
     * 1048487 characters, else its minimal version). Sessions saved before decision 14 keep it inline
     * in design_data.
     */
    dataKey: text('data_key'),
    designData: text('design_data'),
    lastSaved: timestamp('last_saved', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    /** Storage key of the session's thumbnail (thumbnails/autosave-{id}-{revision}.jpg). */
    previewKey: text('preview_key'),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    convertedToDesignId: text('converted_to_design_id'),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    metadata: jsonb('metadata').$type<AutoSaveMetadata>().notNull(),
    /** 0 until the first save; every save adds one. */
    revision: integer('revision').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('auto_save_sessions_user_session_uq').on(t.userId, t.sessionId),
    // One active session per user, enforced by the database (two tabs starting at once get the same one).
    uniqueIndex('auto_save_sessions_one_active_uq').on(t.userId).where(sql`${t.isActive}`),
    index('auto_save_sessions_user_created_idx').on(t.userId, t.createdAt),
  ],
);
