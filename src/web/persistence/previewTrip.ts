/**
 * The editor's Preview opens /preview in the same tab. That is a look at the work, not leaving the
 * editor (SPEC §4's leaving finalizes the session and asks about unsaved work): the local copies are
 * written at once, the session stays open, and this tab remembers which editor page the work came from.
 * When that editor page opens again in this tab for the same person (Back, "Back to the editor"), the
 * work that simply came back is restored without asking. In sessionStorage: per tab, as history is.
 */

import { settleWithin } from './leaving';

const KEY = 'sticker-studio:preview-trip';

/**
 * How long Preview waits at most for a design save already in flight. Longer than a healthy save takes;
 * past it the preview opens anyway, and the local copy holds the work as for any unsaved change.
 */
export const PREVIEW_SAVE_WAIT_MS = 6000;

export interface PreviewTrip {
  /** Who was editing (null: a guest). */
  userId: string | null;
  /** The editor page the work came from (path and query, e.g. `/indexHome?design=…`). */
  editorPath: string;
}

/** The router state of the navigation from the editor to its preview (the preview's history entry carries it). */
export const PREVIEW_TRIP_STATE = { previewTrip: true } as const;

export function isPreviewTripState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { previewTrip?: unknown }).previewTrip === true;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function startPreviewTrip(trip: PreviewTrip, store: Storage | null = storage()): void {
  try {
    store?.setItem(KEY, JSON.stringify(trip));
  } catch {
    // Storage off: coming back then asks "Restore unsaved changes?" as after any leave.
  }
}

/** The trip this tab is on, if any. */
export function currentPreviewTrip(store: Storage | null = storage()): PreviewTrip | null {
  try {
    const value = JSON.parse(store?.getItem(KEY) ?? 'null') as Partial<PreviewTrip> | null;
    if (typeof value?.editorPath !== 'string' || !value.editorPath.startsWith('/')) return null;
    return { userId: typeof value.userId === 'string' ? value.userId : null, editorPath: value.editorPath };
  } catch {
    return null;
  }
}

/** Whether the editor opening at `editorPath` for `userId` is the work coming back from its preview. */
export function returnsFromPreview(userId: string | null, editorPath: string, store: Storage | null = storage()): boolean {
  const trip = currentPreviewTrip(store);
  return trip !== null && trip.userId === userId && trip.editorPath === editorPath;
}

/** The editor opened again (back from the trip or not): a later opening is not a return. */
export function endPreviewTrip(store: Storage | null = storage()): void {
  try {
    store?.removeItem(KEY);
  } catch {
    // Nothing to end.
  }
}

/** What getting the work ready for its preview needs from the editor's persistence. */
export interface PreviewReadiness {
  keepLocalNow(): Promise<void>;
  designSaveSettled(): Promise<void>;
}

/**
 * Before the editor's Preview goes: the local copies are written, then a design save already in flight
 * may finish (at most `maxMs`), so the server holds the revision the preview shows and the editor coming
 * back starts from it (no stale-revision conflict). A failed or slow save does not hold the trip: the
 * local copy covers the work. Never rejects.
 */
export async function readyForPreview(p: PreviewReadiness, maxMs: number = PREVIEW_SAVE_WAIT_MS): Promise<void> {
  await p.keepLocalNow().catch((error: unknown) => console.warn('[designs] could not write the local copies before the preview:', error));
  await settleWithin(p.designSaveSettled(), maxMs);
}
