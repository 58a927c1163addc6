import type { CART_DOCUMENT_KEPT_AS } from '../../../shared/api/cart';
import type { DesignDocument } from '../../../shared/design';
import type { StickerOptions } from '../../../shared/sticker';
import { type Actor, deleteDesign, insertDesign, type NewDesign } from '../designs';
import { serializeDesign } from '../designs/document-text';
import { quoteLine } from '../pricing/quotes';
import { addToCart, type CartDeps } from './cart';

/**
 * Stores a design row for a new cart line and adds the line; when the line is refused (art too soft
 * without "Print anyway", a full cart) the row is deleted again, so a refused add leaves no design
 * behind (decision 97): the shopper sends it again.
 */
export async function addNewDesignToCart(
  deps: CartDeps & { maxPixels: number },
  shopper: Pick<Actor, 'id' | 'plan'>,
  design: NewDesign,
  line: { options: StickerOptions; acceptLowResolution?: boolean },
): Promise<{ designId: string; itemId: string }> {
  const actor = { id: shopper.id, isAdmin: false, plan: shopper.plan };
  const row = await insertDesign(deps, actor, design);
  try {
    const itemId = await addToCart(deps, shopper.id, { designId: row.id, options: line.options, acceptLowResolution: line.acceptLowResolution });
    return { designId: row.id, itemId };
  } catch (error) {
    await deleteDesign(deps, actor, row.id);
    throw error;
  }
}

/**
 * A design not saved yet (an uploaded logo on /upload-pricing, the editor's or /preview's work) into the
 * cart — a guest's too, so its line is a design row like every line (decision 37) and moves to the
 * account at sign-in (decision 88). Kept as one of the shopper's designs, or only as the line's copy
 * (`keepAs`, decision 97). Options the table cannot price are refused before anything is stored.
 */
export async function addDocumentToCart(
  deps: CartDeps & { maxPixels: number },
  shopper: Pick<Actor, 'id' | 'plan'>,
  input: { name: string; json: DesignDocument; options: StickerOptions; acceptLowResolution?: boolean; keepAs?: (typeof CART_DOCUMENT_KEPT_AS)[number] },
): Promise<{ designId: string; itemId: string }> {
  await quoteLine(deps.db, input.options);
  const design: NewDesign = {
    name: input.name,
    jsonText: serializeDesign(input.json),
    cutlinePath: input.json.cutlinePath ?? null,
    isFavorite: false,
    preview: null,
    extras: { purpose: input.keepAs ?? 'design' },
  };
  return addNewDesignToCart(deps, shopper, design, input);
}
