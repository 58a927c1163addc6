import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A lazily loaded component that can use TanStack Query. The first paint carries no query library
 * (decision 28): the shell reads the session from api/session.ts, and each lazy root (a page, a header
 * menu, the overlay hosts) brings the query cache's provider with its own chunk. `alsoWait` is
 * something else to wait for before rendering (a page's texts).
 */
export function lazyWithQueries<M extends Record<string, unknown>, P extends object = object>(
  load: () => Promise<M>,
  name: keyof M,
  alsoWait?: () => Promise<unknown>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const [module, { withQueryClient }] = await Promise.all([load(), import('./with-query-client'), alsoWait?.()]);
    return { default: withQueryClient(module[name] as ComponentType<P>) };
  });
}
