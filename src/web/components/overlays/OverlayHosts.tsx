import { Suspense } from 'react';
import { lazyWithQueries } from '../../api/lazy-with-queries';
import { useOverlayHostsWanted } from './hostsWanted';

// Toasts and the modals manager are a chunk of their own, loaded on first use (hostsWanted.ts).
// Modal contents may use queries: the hosts bring the query cache's provider (decision 28).
const Hosts = lazyWithQueries(() => import('./hosts'), 'default');

/**
 * Where toasts (`notifications.show`) and manager modals (`modals.open`, through `whenModalsReady`)
 * render. Toasts shown before the chunk arrives wait in Mantine's store and appear when it mounts.
 */
export function OverlayHosts() {
  if (!useOverlayHostsWanted()) return null;
  return (
    <Suspense fallback={null}>
      <Hosts />
    </Suspense>
  );
}
