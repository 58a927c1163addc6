import { CartLink } from './CartLink';
import { useCartCount } from './useCartCount';

/** The cart button with its count: a lazy chunk (it brings the query cache), CartLink stands in before. */
export function CartButton() {
  return <CartLink count={useCartCount()} />;
}
