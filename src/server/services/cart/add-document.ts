import type { DesignDocument } from '../../../shared/design';
import type { StickerOptions } from '../../../shared/sticker';
import { type Actor, deleteDesign, insertDesign } from '../designs';
import { serializeDesign } from '../designs/document-text';
import { quoteLine } from '../pricing/quotes';
import { addToCart, type CartDeps } from './cart';

/**
 * A design not saved yet (an uploaded logo on /upload-pricing, the editor's work) into the cart: saved
 * as the shopper's own design — a guest's too, so its line is a saved design like every line (decision
 * 37) and moves to the account at sign-in (decision 88) — then added like the Order button adds one.
 * Options the table cannot price are refused before anything is stored.
 */
export async function addDocumentToCart(
  deps: CartDeps & { maxPixels: number },
  shopper: Pick<Actor, 'id' | 'plan'>,
  input: { name: string; json: DesignDocument; options: StickerOptions; acceptLowResolution?: boolean },
): Promise<{ designId: string; itemId: string }> {
  await quoteLine(deps.db, input.options);
  const design = await insertDesign(
    deps,
    { id: shopper.id, isAdmin: false, plan: shopper.plan },
    {
      name: input.name,
      jsonText: serializeDesign(input.json),
      cutlinePath: input.json.cutlinePath ?? null,
      isFavorite: false,
      preview: null,
    },
  );
  const actor = { id: shopper.id, isAdmin: false, plan: shopper.plan };
  try {
    const itemId = await addToCart(deps, shopper.id, { designId: design.id, options: input.options, acceptLowResolution: input.acceptLowResolution });
    return { designId: design.id, itemId };
  } catch (error) {
    // Refused (art too soft without "Print anyway", a full cart): the shopper sends it again, so no copy is left behind.
    await deleteDesign(deps, actor, design.id);
    throw error;
  }
}
