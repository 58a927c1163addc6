/**
 * Fonts a user uploaded (decision 58): stored with their materials (users/{uid}/fonts/{id}.ttf|otf),
 * listed in the editor's font picker under "My fonts", read back only by their owner, and looked up by
 * family among the design owner's fonts when the server renders a design.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { type UserFont, type UserFontFormat, userFontFilePath } from '../../../shared/api/fonts';
import { BUILT_IN_FONTS, shippedFamilyOf } from '../../../shared/design';
import type { Database } from '../../db/client';
import { userFonts } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import type { StoragePort } from '../../providers/storage/types';
import type { CheckedFont } from './font-upload';

type Db = Database['db'];
type Row = typeof userFonts.$inferSelect;

/** How many fonts one user may keep. */
export const MAX_FONTS_PER_USER = 50;

export function toUserFont(row: Row): UserFont {
  return {
    id: row.id,
    family: row.family,
    fileName: row.fileName,
    format: row.format as UserFontFormat,
    size: row.size,
    url: userFontFilePath(row.id),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Stores a checked font for the user. Refuses a family the editor already offers or the user already has. */
export async function addUserFont(deps: { db: Db; storage: StoragePort }, userId: string, font: CheckedFont, fileName: string): Promise<UserFont> {
  const builtIn = BUILT_IN_FONTS.some((name) => name.toLowerCase() === font.family.toLowerCase()) || shippedFamilyOf(font.family);
  if (builtIn) throw new DomainError('conflict', 'font_exists', `"${font.family}" is already in the font list; pick it there.`);
  const mine = await deps.db.select({ id: userFonts.id, family: userFonts.family }).from(userFonts).where(eq(userFonts.userId, userId));
  if (mine.some((f) => f.family.toLowerCase() === font.family.toLowerCase()))
    throw new DomainError('conflict', 'font_exists', `You already have a font named "${font.family}". Delete it first to upload it again.`);
  if (mine.length >= MAX_FONTS_PER_USER) throw new DomainError('conflict', 'font_limit', `You can keep up to ${MAX_FONTS_PER_USER} fonts. Delete one to upload another.`);

  const id = randomUUID();
  const storageKey = `users/${userId}/fonts/${id}.${font.contentType === 'font/otf' ? 'otf' : 'ttf'}`;
  const stored = await deps.storage.put(storageKey, font.data, font.contentType);
  try {
    const [row] = await deps.db
      .insert(userFonts)
      .values({ id, userId, family: font.family, fileName, format: font.format, storageKey, contentType: font.contentType, size: stored.size })
      .returning();
    return toUserFont(row);
  } catch (error) {
    // No record, no file (a concurrent upload of the same family loses on the unique index).
    await deps.storage.delete(storageKey).catch(() => {});
    if (isUniqueViolation(error)) throw new DomainError('conflict', 'font_exists', `You already have a font named "${font.family}". Delete it first to upload it again.`);
    throw error;
  }
}

export async function listUserFonts(db: Db, userId: string): Promise<UserFont[]> {
  const rows = await db.select().from(userFonts).where(eq(userFonts.userId, userId)).orderBy(desc(userFonts.createdAt));
  return rows.map(toUserFont);
}

/** The user's own font file; another user's id is simply not found. */
export async function readUserFontFile(deps: { db: Db; storage: StoragePort }, userId: string, id: string): Promise<{ data: Buffer; contentType: string } | null> {
  const [row] = await deps.db
    .select()
    .from(userFonts)
    .where(and(eq(userFonts.id, id), eq(userFonts.userId, userId)));
  if (!row) return null;
  const data = await deps.storage.getBuffer(row.storageKey);
  return data ? { data, contentType: row.contentType } : null;
}

/** Deletes the user's own font (another user's id is simply not found). Designs using it are then refused for print. */
export async function deleteUserFont(deps: { db: Db; storage: StoragePort }, userId: string, id: string): Promise<boolean> {
  const [row] = await deps.db
    .delete(userFonts)
    .where(and(eq(userFonts.id, id), eq(userFonts.userId, userId)))
    .returning();
  if (!row) return false;
  await deps.storage.delete(row.storageKey).catch(() => {});
  return true;
}

/** What the server renderer asks: the file of the design owner's font with this family, or null. */
export interface UserFontLookup {
  file(family: string): Promise<Buffer | null>;
}

/** The lookup among one user's fonts (the owner of the design being rendered, never the viewer). */
export function userFontLookup(deps: { db: Db; storage: StoragePort }, ownerId: string): UserFontLookup {
  return {
    async file(family) {
      const [row] = await deps.db
        .select({ storageKey: userFonts.storageKey })
        .from(userFonts)
        .where(and(eq(userFonts.userId, ownerId), eq(userFonts.family, family.trim())));
      return row ? deps.storage.getBuffer(row.storageKey) : null;
    },
  };
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}
