import { hashKey, QueryClient } from '@tanstack/react-query';
import { CART_QUERY_KEY, setCartCount } from './cartCount';
import { ApiError } from './client';

/** The one query cache of the app; it arrives with the first lazily loaded page or shell piece (decision 28). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors (4xx) are answers, not hiccups: do not retry them.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
  },
});

// The header's cart count follows the cart query: its reads and the answers of every cart change.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.query.queryHash !== hashKey(CART_QUERY_KEY)) return;
  const cart = event.query.state.data as { lines: readonly unknown[] } | undefined;
  if (cart) setCartCount(cart.lines.length);
});
