import { Suspense } from 'react';
import { lazyWithQueries } from '../../api/lazy-with-queries';

// Toasts and the modals manager are a chunk of their own, loaded after the first paint (decision 18).
// Modal contents may use queries: the hosts bring the query cache's provider (decision 28).
const Hosts = lazyWithQueries(() => import('./hosts'), 'default');

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
