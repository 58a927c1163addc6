import { modals } from '@mantine/modals';
import { wantOverlayHosts } from './hostsWanted';

/**
 * Mantine's `modals.*` calls are events that the ModalsProvider in the overlay hosts chunk handles; an
 * event sent before that chunk has mounted would be lost. Open modals through `whenModalsReady`.
 */
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called once by the overlay hosts when the ModalsProvider is mounted. */
export function markModalsReady(): void {
  markReady();
}

/** Runs `open` (which uses `modals`) once the provider can show it. */
export function whenModalsReady(open: (api: typeof modals) => void): void {
  wantOverlayHosts();
  void ready.then(() => open(modals));
}
