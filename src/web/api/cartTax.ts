import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CartTaxRequest } from '../../shared/api/cart';
import { cartEndpoints as cart } from '../../shared/api/endpoints/cart';
import { call } from './client';

/**
 * The tax the checkout will charge for the cart as it is now (POST /api/cart/tax): the shop's table, or
 * Stripe Tax's calculation when the shop uses it. Keyed on the whole request, so the answer shown always
 * belongs to the lines, shipping and address on screen; `undefined` (no valid address yet) asks nothing.
 */
export function useCartTax(request: CartTaxRequest | undefined) {
  const query = useQuery({
    queryKey: ['cart', 'tax', request],
    queryFn: async () => call(cart.tax, { body: request as CartTaxRequest }),
    enabled: request !== undefined,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
  /** The answer for exactly this request (a placeholder from the previous one does not count). */
  const current = query.data && !query.isPlaceholderData ? query.data : undefined;
  return { answer: current, source: query.data?.source, isError: query.isError, error: query.error };
}
