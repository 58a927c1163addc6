import { useEffect, useSyncExternalStore } from 'react';
import { cartEndpoints } from '../../shared/api/endpoints/cart';
import { call } from './client';
import { useSession } from './session';

/**
 * How many lines the shopper's cart holds, for the header's cart button on every page; null while
 * unknown. Kept outside TanStack Query so the shell loads neither it nor zod (decision 28): the header
 * reads the cart once (and again after a sign-in or sign-out), and the cart query keeps the count
 * equal to its answers once a page has loaded the query cache (api/query-client.ts).
 */
let count: number | null = null;
const listeners = new Set<() => void>();

/** The cart query's key (api/cart.ts): the query cache tells the count when an answer under it changes. */
export const CART_QUERY_KEY = ['cart', 'mine'] as const;

/** The cart read for its number of lines only: unchecked (decision 23), so no zod loads for it. */
const peek = { ...cartEndpoints.get, parseResponse: false } as const;

export function setCartCount(lines: number | null): void {
  if (lines === count) return;
  count = lines;
  for (const listener of listeners) listener();
}

function readCartCount(): void {
  call(peek).then(
    (answer) => setCartCount(answer.cart.lines.length),
    // Unreachable or refused: the button shows no number, as before the first answer.
    () => undefined,
  );
}

/** The store's subscription and snapshot (what `useCartCount` reads). */
export function subscribeCartCount(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const cartCountNow = (): number | null => count;

/** The count, read from the server when the signed-in person changes (a guest's cart merges into a member's). */
export function useCartCount(): number | null {
  const userId = useSession()?.id ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `userId` changes with each sign-in and sign-out
  useEffect(() => {
    readCartCount();
  }, [userId]);
  return useSyncExternalStore(subscribeCartCount, cartCountNow, () => null);
}
