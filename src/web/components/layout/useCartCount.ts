import { useCart } from '../../api/cart';

/**
 * How many lines the shopper's cart holds, for the header's cart button; null while unknown. Guests and
 * members alike have their cart behind the cart API (decision 88), read through the same query as /cart,
 * so adding or removing there updates it.
 */
export function useCartCount(): number | null {
  const cart = useCart(true);
  return cart.data ? cart.data.lines.length : null;
}
