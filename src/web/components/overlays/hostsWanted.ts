import { notificationsStore } from '@mantine/notifications';
import { useSyncExternalStore } from 'react';

/**
 * Whether the overlay hosts (toasts and the modals manager: Mantine's Notifications, ModalsProvider,
 * Modal and their transitions, ~40 kB) are needed yet. They load on first use — the first toast, or the
 * first `whenModalsReady` — so a page that shows neither, the landing above all, never loads them.
 */
let wanted = false;
const listeners = new Set<() => void>();

/** Asks for the hosts (idempotent). */
export function wantOverlayHosts(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

const hasToasts = () => {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length > 0 || queue.length > 0;
};

// A toast shown before the hosts exist waits in Mantine's store: it asks for the hosts, which show it.
notificationsStore.subscribe(() => {
  if (hasToasts()) wantOverlayHosts();
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once something needs the overlay hosts. */
export const overlayHostsWanted = (): boolean => wanted || hasToasts();

export function useOverlayHostsWanted(): boolean {
  return useSyncExternalStore(subscribe, overlayHostsWanted, () => false);
}
