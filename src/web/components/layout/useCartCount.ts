import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useCart } from '../../api/cart';
import { loadGuestCart } from '../../api/guestCart';
import { useSession } from '../../api/session';

/**
 * How many lines the shopper's cart holds, for the header's cart button; null while unknown. A
 * signed-in cart is the cart API's (the same query as /cart, so adding or removing there updates it);
 * a guest's is the cart the app keeps for guests, read again on each page and when another tab changes
 * it. Where a guest's cart is kept is this hook's business only.
 */
export function useCartCount(): number | null {
  const signedIn = useSession() !== null;
  const cart = useCart(signedIn);
  const guest = useGuestCartCount(!signedIn);
  if (!signedIn) return guest;
  return cart.data ? cart.data.lines.length : null;
}

function useGuestCartCount(enabled: boolean): number | null {
  const { pathname } = useLocation();
  const [count, setCount] = useState<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the guest cart is read again on each page (this tab's own adds fire no storage event)
  useEffect(() => {
    if (!enabled) return;
    const read = () => setCount(loadGuestCart().length);
    read();
    window.addEventListener('storage', read);
    return () => window.removeEventListener('storage', read);
  }, [enabled, pathname]);
  return enabled ? count : null;
}
