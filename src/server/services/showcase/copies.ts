import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { MAX_DESIGN_NAME_LENGTH } from '../../../shared/api/designs';
import { type StickerOptions, sizeForPreset } from '../../../shared/pricing/options';
import type { Db } from '../../db/client';
import { designs, showcaseCopies, showcaseItems } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import type { Viewer } from '../../domain/viewer';
import { addToCart, listCart } from '../cart/cart';
import { actorOf, insertDesign } from '../designs';
import { designThumbnailKey, makeThumbnail } from '../designs/files';
import type { ItemRow } from './cards';
import type { ShowcaseDeps } from './deps';
import { findItemFor } from './item';

/**
 * Copies the item's snapshot into the viewer's saved designs (a new design they own, with its own
 * thumbnail) and records where it came from, in the same transaction. `extra` runs there too.
 */
async function copyIntoDesigns(deps: ShowcaseDeps, viewer: Viewer, item: ItemRow, kind: 'remix' | 'order', name: string, extra?: (tx: Db) => Promise<unknown>): Promise<string> {
  const json = await deps.storage.getBuffer(item.jsonKey);
  if (!json) throw new DomainError('internal', 'design_file_missing', 'The design file could not be read. Please try again.');
  const id = randomUUID();
  const image = await deps.storage.getBuffer(item.imageKey);
  const thumbnailKey = image ? designThumbnailKey(id, 1) : null;
  if (image && thumbnailKey) await deps.storage.put(thumbnailKey, await makeThumbnail(image, deps.maxPixels), 'image/jpeg');
  await insertDesign({ db: deps.db, storage: deps.storage, maxPixels: deps.maxPixels }, actorOf(viewer), {
    id,
    name: [...name].slice(0, MAX_DESIGN_NAME_LENGTH).join(''),
    jsonText: json.toString('utf8'),
    cutlinePath: item.cutlinePath,
    isFavorite: false,
    preview: null,
    storedPreview: { previewKey: null, thumbnailKey },
    inTransaction: async (tx) => {
      await tx.insert(showcaseCopies).values({ designId: id, itemId: item.id, userId: viewer.id, kind });
      await extra?.(tx);
    },
  });
  return id;
}

/**
 * "Make my own": a copy of the design in the viewer's designs, to open in the editor. The item counts
 * its remixes, and a remix published later links back to it.
 */
export async function remixShowcaseItem(deps: ShowcaseDeps, viewer: Viewer, itemId: string): Promise<string> {
  const item = await findItemFor(deps.db, viewer, itemId);
  return copyIntoDesigns(deps, viewer, item, 'remix', `${item.title} (remix)`, (tx) =>
    tx
      .update(showcaseItems)
      .set({ remixCount: sql`${showcaseItems.remixCount} + 1` })
      .where(eq(showcaseItems.id, itemId)),
  );
}

/** The first options of "Order this sticker", as the editor's Order button: a 3 in die-cut in the design's proportions, 50 of them. */
export function firstOrderOptions(aspectRatio: number): StickerOptions {
  const ratio = Number.isFinite(aspectRatio) && aspectRatio > 0 ? aspectRatio : 1;
  return { product: 'die-cut', ...sizeForPreset(3, ratio), shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 50 };
}

/**
 * "Order this sticker": the buyer's own copy of the snapshot (made once per buyer and item, reused
 * while it exists) goes into their cart exactly as the Order button adds a design — the cart, the
 * proof and the checkout need nothing new (decision 45).
 */
export async function orderShowcaseItem(deps: ShowcaseDeps, viewer: Viewer, itemId: string, options?: StickerOptions) {
  const item = await findItemFor(deps.db, viewer, itemId);
  const [existing] = await deps.db
    .select({ designId: showcaseCopies.designId })
    .from(showcaseCopies)
    .innerJoin(designs, eq(designs.id, showcaseCopies.designId))
    .where(and(eq(showcaseCopies.itemId, itemId), eq(showcaseCopies.userId, viewer.id), eq(showcaseCopies.kind, 'order')))
    .orderBy(desc(showcaseCopies.createdAt))
    .limit(1);
  const designId = existing?.designId ?? (await copyIntoDesigns(deps, viewer, item, 'order', item.title));
  const cartDeps = { db: deps.db, storage: deps.storage, renderProof: deps.renderProof };
  const itemLine = await addToCart(cartDeps, viewer.id, { designId, options: options ?? firstOrderOptions(Number(item.aspectRatio)) });
  return { itemId: itemLine, cart: await listCart(cartDeps, viewer.id) };
}
