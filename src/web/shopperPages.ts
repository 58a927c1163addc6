import { loadPreviewRenderer } from './components/preview/loadPreviewRenderer';

/**
 * The pages where a shopper waits for an answer: /preview (the cut line and the price) and /cart. Their
 * chunks are asked for as soon as it is known they are wanted — when the app opens on one, alongside the
 * session read the router waits for, and from the library's buy modal before its Add to cart lands on
 * /cart — instead of once the router renders them, a download later. The routes load them the same way.
 */
export const loadPreviewPage = () => import('./pages/preview/PreviewPage');
export const loadCartPage = () => import('./pages/cart/CartPage');

const PRELOADS: Record<string, () => Promise<unknown>> = {
  // The preview always draws the design: its renderer comes alongside the page, and its reads start too.
  '/preview': () => {
    const designId = new URLSearchParams(location.search).get('design');
    import('./components/preview/previewReads').then(
      ({ startPreviewReads }) => startPreviewReads(designId),
      () => {},
    );
    return Promise.all([loadPreviewPage(), loadPreviewRenderer()]);
  },
  '/cart': loadCartPage,
};

/** Starts loading the page at `pathname` if it is one of these; a failed preload is retried by its route. */
export function preloadPageOf(pathname: string): void {
  PRELOADS[pathname]?.().catch(() => {});
}
