/**
 * What the save badge says (decision 98). It claims only what is true: "Saved to your account" once the
 * server has stored the open design's revision holding everything in the editor; "Saved on this device"
 * while the work is only in this browser's local copy (a guest's work, work not saved as a design yet,
 * or a design's changes waiting for the network or the next auto-save); "Saving to your account…"
 * while a save runs; "Not saved" (with Retry) when the last save failed or a conflict was left for later.
 */
export type SaveBadge = 'account' | 'device' | 'saving' | 'error';

/**
 * How the open design's last save to the account ended: 'ok' (or none tried yet), 'offline' (no
 * network: retried on reconnect), 'failed' (refused or failed, or a conflict left for later).
 */
export type DesignSync = 'ok' | 'offline' | 'failed';

export interface SaveBadgeInput {
  signedIn: boolean;
  /** The open design (null: a guest's work or the session, which are not in the account's designs). */
  design: { dirty: boolean } | null;
  /** A save of the open design is running. */
  savingDesign: boolean;
  designSync: DesignSync;
}

export function saveBadgeOf({ signedIn, design, savingDesign, designSync }: SaveBadgeInput): SaveBadge {
  if (!signedIn || !design) return 'device';
  if (savingDesign) return 'saving';
  if (!design.dirty) return 'account';
  return designSync === 'failed' ? 'error' : 'device';
}
