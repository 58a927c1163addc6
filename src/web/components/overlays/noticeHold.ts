import { useEffect, useSyncExternalStore } from 'react';

/**
 * Dialogs that must be answered first (e.g. the editor's "Restore your last session?") hold the admin's
 * global notice back, so the two never pile up; the notice opens once the last holder closes.
 */
let holders = 0;
const listeners = new Set<() => void>();

function setHolders(next: number) {
  holders = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Holds the global notice back while `active` is true. */
export function useHoldNotices(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    setHolders(holders + 1);
    return () => setHolders(holders - 1);
  }, [active]);
}

/** True while some dialog holds the global notice back. */
export function useNoticesHeld(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => holders > 0,
    () => false,
  );
}
