import { lazy, Suspense } from 'react';

// Toasts and the modals manager are a chunk of their own, loaded after the first paint (decision 18).
const Hosts = lazy(() => import('./hosts'));

/**
 * Where toasts (`notifications.show`) and manager modals (`modals.open`, through `whenModalsReady`)
 * render. Toasts shown before the chunk arrives wait in Mantine's store and appear when it mounts.
 */
export function OverlayHosts() {
  return (
    <Suspense fallback={null}>
      <Hosts />
    </Suspense>
  );
}
