import { QueryClient } from '@tanstack/react-query';
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
