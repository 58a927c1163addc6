import type { StickerOptions } from '../../../shared/sticker';
import { DomainError } from '../../domain/errors';
import { addNewDesignToCart } from '../cart/add-document';
import type { CartDeps } from '../cart/cart';
import type { Actor } from '../designs';
import { quoteLine } from '../pricing/quotes';
import { readCatalogDocument } from './items';

/**
 * A library sticker into the shopper's cart (a member's or a guest's, decision 88). A cart line freezes
 * a design row's revision and its proof (decision 37), so the sticker is copied into a row of the
 * shopper's named after it — an `order-copy`, not listed among their designs (decision 97) — and added
 * like the editor's Order button adds one, priced as the `library-item` product. The copy remembers the
 * item: only this copy, unchanged, may be sold as `library-item` (cart/library-product.ts). A refused
 * line leaves no copy.
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
  const design = { name: row.name, jsonText, cutlinePath: null, isFavorite: false, preview: null, extras: { libraryItemId: row.id, purpose: 'order-copy' as const } };
  return addNewDesignToCart(deps, shopper, design, { options });
}
