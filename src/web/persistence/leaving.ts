import { draftKeys } from './draftKeys';
import type { DraftStore } from './localDrafts';
import type { SessionSync } from './sessionSync';

/**
 * Leaving the editor (SPEC §4): the session is finalized (later saves are dropped), after Save & Leave
 * or without saving. Framework-free: useLeaveEditorGuard shows the dialog and moves the router on.
 */

/** Finalizing must not hold the user on the page for long. */
export const FINALIZE_WAIT_MS = 4000;

/** Waits for `promise` (its failure included) but no longer than `ms`. */
export function settleWithin(promise: Promise<unknown>, ms: number): Promise<unknown> {
  return Promise.race([promise.catch(() => {}), new Promise((resolve) => setTimeout(resolve, ms))]);
}

export interface FinalizeDeps {
  userId: string | null;
  designId: string | null;
  drafts: Pick<DraftStore, 'clear'>;
  sync: Pick<SessionSync, 'finalize'>;
}

/**
 * SPEC §4: leaving the editor finalizes the session. With `discard` the local copies go too (the user
 * chose to leave without saving, or everything was saved).
 */
export async function finalizeSession({ userId, designId, drafts, sync }: FinalizeDeps, options: { discard?: boolean } = {}): Promise<void> {
  if (!userId) return;
  if (options.discard) {
    const keys = [draftKeys.session(userId)];
    if (designId) keys.push(draftKeys.design(userId, designId));
    await Promise.all(keys.map((k) => drafts.clear(k))).catch(() => {});
  }
  await sync.finalize().catch((error: unknown) => console.warn('[designs] finalizing the session failed:', error));
}

/** What leaving needs from the editor's persistence. */
export interface Leavable {
  saveBeforeLeaving(): Promise<boolean>;
  finalize(options?: { discard?: boolean }): Promise<void>;
}

/**
 * Save & Leave: the work is saved, then the session finalized (the local copies go only when the save
 * worked, so failed work is offered again next time). `announce` tells the user at once how the save went.
 * Resolves whether it was saved; never rejects.
 */
export async function saveAndLeave(p: Leavable, announce: (saved: boolean) => void): Promise<boolean> {
  let saved = false;
  try {
    saved = await p.saveBeforeLeaving();
  } catch (error) {
    console.warn('[designs] Save & Leave failed:', error);
  }
  announce(saved);
  await settleWithin(p.finalize({ discard: saved }), FINALIZE_WAIT_MS);
  return saved;
}

/** Leave Without Saving, or leaving with nothing unsaved: the session is finalized and the local copies go. */
export async function leaveWithoutSaving(p: Leavable): Promise<void> {
  await settleWithin(p.finalize({ discard: true }), FINALIZE_WAIT_MS);
}
