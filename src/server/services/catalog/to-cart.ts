import type { StickerOptions } from '../../../shared/sticker';
import { DomainError } from '../../domain/errors';
import { addToCart, type CartDeps } from '../cart/cart';
import { type Actor, insertDesign } from '../designs';
import { quoteLine } from '../pricing/quotes';
import { readCatalogDocument } from './items';

/**
 * A library sticker into the shopper's cart (a member's or a guest's, decision 88). The cart's lines are saved designs (decision 37:
 * a line freezes a design revision and its proof), so the sticker becomes the shopper's own design — a
 * copy of the library document named after it — and is added like the editor's Order button adds one,
 * priced as the `library-item` product. The copy is also what "Customise" would have given them, and
 * it remembers the item: only this copy, unchanged, may be sold as `library-item` (cart/library-product.ts).
 */
export async function addLibraryItemToCart(
  deps: CartDeps & { maxPixels: number },
  shopper: Pick<Actor, 'id' | 'plan'>,
  itemId: string,
  options: StickerOptions,
): Promise<{ designId: string; itemId: string }> {
  if (options.product !== 'library-item') throw new DomainError('invalid', 'invalid_input', 'Library stickers are sold as the library-item product.');
  // Refuse options the price table cannot price before anything is copied.
  await quoteLine(deps.db, options);
  const { row, jsonText } = await readCatalogDocument(deps, 'sticker', itemId, null);
  const design = await insertDesign(
    deps,
    { id: shopper.id, isAdmin: false, plan: shopper.plan },
    {
      name: row.name,
      jsonText,
      cutlinePath: null,
      isFavorite: false,
      preview: null,
      extras: { libraryItemId: row.id },
    },
  );
  const lineId = await addToCart(deps, shopper.id, { designId: design.id, options });
  return { designId: design.id, itemId: lineId };
}
