import { type ComponentType, createElement, type FunctionComponent, use } from 'react';

/** A lazily loaded component whose load can be started ahead of its first render. */
export interface PreloadableComponent<P extends object> extends FunctionComponent<P> {
  /** Starts loading (once; again after a failure); resolves when the component can render at once. */
  preload(): Promise<void>;
}

/**
 * A lazily loaded component that can use TanStack Query. The first paint carries no query library
 * (decision 28): the shell reads the session from api/session.ts, and each lazy root (a page, a header
 * menu, the overlay hosts) brings the query cache's provider with its own chunk. `alsoWait` is
 * something else to wait for before rendering (a page's texts).
 *
 * Unlike React.lazy, a component whose load has finished renders at once, without suspending: a page
 * loaded at boot (routes.tsx) never shows its Suspense fallback, so its first paint is not held back by
 * React's throttling of content revealed after a fallback (300 ms after the last fallback shown).
 */
export function lazyWithQueries<M extends Record<string, unknown>, P extends object = object>(
  load: () => Promise<M>,
  name: keyof M,
  alsoWait?: () => Promise<unknown>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = (): Promise<void> => {
    if (!loading) {
      const attempt = Promise.all([load(), import('./with-query-client'), alsoWait?.()]).then(([module, { withQueryClient }]) => {
        loaded = withQueryClient(module[name] as ComponentType<P>);
      });
      // A failed load (a dropped connection) is tried again by the next render or preload.
      attempt.catch(() => {
        if (loading === attempt) loading = null;
      });
      loading = attempt;
    }
    return loading;
  };
  function Lazy(props: P) {
    if (!loaded) use(preload());
    return createElement(loaded as unknown as ComponentType<P>, props);
  }
  Lazy.preload = preload;
  return Lazy;
}
