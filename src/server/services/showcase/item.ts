import { and, eq, isNull } from 'drizzle-orm';
import type { ShowcaseItem } from '../../../shared/api/community.responses';
import type { Db } from '../../db/client';
import { communityProfiles, showcaseItems, showcaseLikes, showcaseSaves, user } from '../../db/schema';
import { forbidden, notFound } from '../../domain/errors';
import type { Viewer } from '../../domain/viewer';
import type { StoragePort } from '../../providers/storage/types';
import { deletePrefix } from '../designs/files';
import { cardColumns, type ItemRow, toCard } from './cards';
import { showcasePrefixes } from './keys';

const NOT_FOUND = 'That design is not in the showcase.';

/** The item if this viewer may see it: visible, or hidden but theirs (or they are an admin). Else 404. */
export async function findItemFor(db: Db, viewer: Viewer | null, id: string): Promise<ItemRow> {
  const [row] = await db.select().from(showcaseItems).where(eq(showcaseItems.id, id));
  if (!row) throw notFound(NOT_FOUND);
  if (row.hiddenAt && !(viewer && (viewer.id === row.userId || viewer.isAdmin))) throw notFound(NOT_FOUND);
  return row;
}

/** The item page's data: the card, the description, the original it remixes, and what the viewer did. */
export async function getShowcaseItem(deps: { db: Db; storage: StoragePort }, viewer: Viewer | null, id: string): Promise<ShowcaseItem> {
  const item = await findItemFor(deps.db, viewer, id);
  const [card] = await deps.db
    .select(cardColumns)
    .from(showcaseItems)
    .innerJoin(user, eq(user.id, showcaseItems.userId))
    .leftJoin(communityProfiles, eq(communityProfiles.userId, showcaseItems.userId))
    .where(eq(showcaseItems.id, id));
  if (!card) throw notFound(NOT_FOUND);
  const [remixOf, liked, saved] = await Promise.all([
    item.remixOfId
      ? deps.db
          .select({ id: showcaseItems.id, title: showcaseItems.title })
          .from(showcaseItems)
          .where(and(eq(showcaseItems.id, item.remixOfId), isNull(showcaseItems.hiddenAt)))
      : Promise.resolve([]),
    viewer
      ? deps.db
          .select({ one: showcaseLikes.userId })
          .from(showcaseLikes)
          .where(and(eq(showcaseLikes.itemId, id), eq(showcaseLikes.userId, viewer.id)))
      : Promise.resolve([]),
    viewer
      ? deps.db
          .select({ one: showcaseSaves.userId })
          .from(showcaseSaves)
          .where(and(eq(showcaseSaves.itemId, id), eq(showcaseSaves.userId, viewer.id)))
      : Promise.resolve([]),
  ]);
  return {
    ...toCard(card, deps.storage),
    description: item.description,
    remixOf: remixOf[0] ?? null,
    viewer: { liked: liked.length > 0, saved: saved.length > 0, isOwner: viewer?.id === item.userId, isAdmin: !!viewer?.isAdmin },
  };
}

/** The author's own item, or 403 for anyone else who can see it (404 for those who cannot). */
async function ownItem(db: Db, viewer: Viewer, id: string): Promise<ItemRow> {
  const item = await findItemFor(db, viewer, id);
  if (item.userId !== viewer.id) throw forbidden('Only the author can change this design in the showcase.');
  return item;
}

/** The author edits the title, description or tags. */
export async function updateShowcaseItem(db: Db, viewer: Viewer, id: string, input: { title?: string; description?: string; tags?: string[] }): Promise<void> {
  await ownItem(db, viewer, id);
  if (input.title === undefined && input.description === undefined && input.tags === undefined) return;
  await db.update(showcaseItems).set(input).where(eq(showcaseItems.id, id));
}

/**
 * The author takes the item out of the showcase: the row (likes, saves, comments with it) and its
 * files go. Designs already copied from it (remixes, orders) are their owners' own and stay.
 */
export async function unpublishShowcaseItem(deps: { db: Db; storage: StoragePort }, viewer: Viewer, id: string): Promise<void> {
  await ownItem(deps.db, viewer, id);
  await deps.db.delete(showcaseItems).where(and(eq(showcaseItems.id, id), eq(showcaseItems.userId, viewer.id)));
  for (const prefix of showcasePrefixes(id)) await deletePrefix(deps.storage, prefix);
}
