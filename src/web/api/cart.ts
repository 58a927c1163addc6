import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddDocumentToCart, AddToCart } from '../../shared/api/cart';
import type { CartLineAnswer } from '../../shared/api/cart.responses';
import type { OrderCheckout } from '../../shared/api/checkout';
import { cartEndpoints as cart } from '../../shared/api/endpoints/cart';
import type { StickerOptions } from '../../shared/sticker';
import { track } from '../analytics';
import { CART_QUERY_KEY } from './cartCount';
import { call } from './client';
import { newIdempotencyKey, startCheckout } from './payments';
import { queryClient } from './query-client';

export type CartLine = CartLineAnswer;

/**
 * The shopper's cart (/api/cart, decisions 37 and 88), a member's or a guest's: every answer is the whole
 * cart, priced by the server. Its number of lines is the cart count (`cart.lines.length`).
 */
export const cartKeys = { mine: CART_QUERY_KEY };

export function useCart(enabled: boolean) {
  return useQuery({ queryKey: cartKeys.mine, queryFn: async () => (await call(cart.get)).cart, enabled });
}

/** Keeps the cart query equal to the server's last answer. */
export function useCartActions() {
  const client = useQueryClient();
  const keep = <T extends { cart: unknown }>(answer: T) => {
    client.setQueryData(cartKeys.mine, answer.cart);
    return answer;
  };
  return {
    update: async (id: string, options: StickerOptions, acceptLowResolution?: boolean) => keep(await call(cart.update, { params: { id }, body: { options, acceptLowResolution } })),
    remove: async (id: string) => keep(await call(cart.remove, { params: { id } })),
    add: async (item: AddToCart) => {
      const answer = keep(await call(cart.add, { body: item }));
      track('cart_add');
      return answer;
    },
    merge: async (items: AddToCart[]) => keep(await call(cart.merge, { body: { items } })),
  };
}

/** The Order button: adds a saved design (twice adds once); answers the line's id. The cached cart (header count, /cart) is read again. */
export async function addDesignToCart(item: AddToCart): Promise<string> {
  const { itemId } = await call(cart.add, { body: item });
  await queryClient.invalidateQueries({ queryKey: cartKeys.mine });
  track('cart_add');
  return itemId;
}

/** An upload or the editor's work not saved yet: saved as the shopper's design and added in one call (guests too). The cached cart is read again. */
export async function addDocumentToCart(item: AddDocumentToCart): Promise<{ designId: string; itemId: string }> {
  const { designId, itemId } = await call(cart.addDocument, { body: item });
  await queryClient.invalidateQueries({ queryKey: cartKeys.mine });
  track('cart_add');
  return { designId, itemId };
}

/** Pays the cart: the server prices it again and answers the payment page (the local test page or Stripe). */
export function startOrderCheckout(order: OrderCheckout, idempotencyKey: string = newIdempotencyKey()): Promise<string> {
  track('checkout_started');
  return startCheckout({ purpose: 'order', order, idempotencyKey });
}
