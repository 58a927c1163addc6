import { and, eq } from 'drizzle-orm';
import type { StickerOptions } from '../../../shared/sticker';
import type { Db } from '../../db/client';
import { catalogItems, type designs } from '../../db/schema';
import { DomainError } from '../../domain/errors';

type DesignRow = Pick<typeof designs.$inferSelect, 'libraryItemId' | 'revision'>;

/**
 * The `library-item` product (a lower price and minimum) is for library stickers only: a line may use
 * it when its design is the copy a library sticker made (`addLibraryItemToCart`), unchanged since
 * (revision 1), of an item still active in the library. Checked when a line is added or changed, and
 * again at checkout, since the item may be retired in between. Other products pass.
 */
export async function assertLibraryProduct(db: Db, options: Pick<StickerOptions, 'product'>, design: DesignRow, lineIndex?: number): Promise<void> {
  if (options.product !== 'library-item') return;
  const itemId = design.revision === 1 ? design.libraryItemId : null;
  const [item] = itemId
    ? await db
        .select({ id: catalogItems.id })
        .from(catalogItems)
        .where(and(eq(catalogItems.id, itemId), eq(catalogItems.kind, 'sticker'), eq(catalogItems.status, 'active')))
    : [];
  if (!item) {
    throw new DomainError('invalid', 'not_a_library_item', 'Only stickers from the library, as the library has them, can be ordered as a library item.', {
      ...(lineIndex === undefined ? {} : { lineIndex }),
    });
  }
}
