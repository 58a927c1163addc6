import type { SaveState } from '../../editor/light';
import type { DesignSummary } from '../../shared/api/designs';
import type { RestoreCandidate } from './restoreChoice';
import { type DesignSync, type SaveBadge, saveBadgeOf } from './saveBadge';

/**
 * The editor's save logic as one immutable value (decision 16): where the controller is in its life
 * (`phase`), what the work in the editor is (`work`), the loading of a saved design (`load`), and a few
 * figures. Every change goes through a pure transition below, so each one is tested on its own and the
 * controller only runs effects (the editor, the API, the local copies) around them.
 */

/** The open design (after it was loaded, or once the work was saved as one). */
export interface DesignRef {
  id: string;
  name: string;
  revision: number;
  isFavorite: boolean;
  updatedAt: string;
}

export type RestoreOffer =
  /** Unsaved work to restore: the session (or a newer local copy) in the editor, a design's unconfirmed changes in design mode. */
  | { kind: 'restore'; mode: 'session' | 'design'; candidate: RestoreCandidate }
  /** SPEC §4/§8: the session's data has no workspace ('Session data is corrupted - missing workspace object'). */
  | { kind: 'corrupted' };

/** What the badge shows: the auto-save states, or 'local' for a guest (kept on this device only). */
export type PersistenceSaveState = SaveState | 'local';

export type Phase =
  /** Reading the local copies and the server: nothing is offered yet. */
  | { name: 'starting' }
  /** Work to restore is on offer; nothing is kept locally until the user answers (it would overwrite what is offered). */
  | { name: 'offering'; offer: RestoreOffer }
  | { name: 'editing' }
  /** Save & Leave is running: the URL must not change under the blocked navigation. */
  | { name: 'leaving' }
  /** The page let go of the controller: nothing it does is announced any more. */
  | { name: 'disposed' };

export type Work =
  /** No saved design: a guest's work or the signed-in user's auto-save session. `touched`: the user changed something since the editor opened. */
  | { kind: 'unsaved'; touched: boolean }
  /** A saved design is open. `dirty`: it holds changes its last confirmed save does not. */
  | { kind: 'design'; design: DesignRef; dirty: boolean };

export type DesignLoad = { status: 'none' } | { status: 'loading'; id: string } | { status: 'ready' } | { status: 'error' };

export interface PersistenceState {
  readonly signedIn: boolean;
  readonly phase: Phase;
  readonly work: Work;
  readonly load: DesignLoad;
  readonly saveState: PersistenceSaveState;
  /** A design save (Save / Ctrl+S, Save & Leave) is running; one at a time. */
  readonly savingDesign: boolean;
  readonly designSync: DesignSync;
  /** Our own imports (a design load, a restore) are running: their changes are not the user's. */
  readonly importing: boolean;
  /** Counts the user's changes, so a save knows whether the editor changed while it ran. */
  readonly changes: number;
}

/** What React reads (useSyncExternalStore): a new object only when something in it changed. */
export interface PersistenceSnapshot {
  /** The auto-save plugin's state (of the session; 'local' for a guest). */
  saveState: PersistenceSaveState;
  /** Where the work in the editor is kept, as the badge says it (saveBadge.ts). */
  badge: SaveBadge;
  design: DesignRef | null;
  designStatus: DesignLoad['status'];
  restoreOffer: RestoreOffer | null;
  /** A design save (Save / Ctrl+S) is running. */
  savingDesign: boolean;
  /** start() has finished: what the editor opens with is loaded or offered (see restoreOffer). */
  started: boolean;
}

export function initialState(signedIn: boolean): PersistenceState {
  return {
    signedIn,
    phase: { name: 'starting' },
    work: { kind: 'unsaved', touched: false },
    load: { status: 'none' },
    saveState: signedIn ? 'saved' : 'local',
    savingDesign: false,
    designSync: 'ok',
    importing: false,
    changes: 0,
  };
}

// ---- transitions (pure: state in, state out) ----

/** The user changed the document (our own imports excepted). */
export function changed(s: PersistenceState): PersistenceState {
  if (s.importing) return s;
  return { ...s, changes: s.changes + 1, work: withWork(s.work) };
}

/** Restored work is work (worth a leave prompt, and a design's unsaved change), though not a change of the user's. */
export function restored(s: PersistenceState): PersistenceState {
  return { ...s, work: withWork(s.work) };
}

function withWork(work: Work): Work {
  return work.kind === 'design' ? { ...work, dirty: true } : { kind: 'unsaved', touched: true };
}

export const importStarted = (s: PersistenceState): PersistenceState => ({ ...s, importing: true });
export const importEnded = (s: PersistenceState): PersistenceState => ({ ...s, importing: false });

/** start() is done: unless something is on offer, the user edits. */
export function startFinished(s: PersistenceState): PersistenceState {
  return s.phase.name === 'starting' ? { ...s, phase: { name: 'editing' } } : s;
}

export function offered(s: PersistenceState, offer: RestoreOffer): PersistenceState {
  return s.phase.name === 'disposed' ? s : { ...s, phase: { name: 'offering', offer } };
}

/** The user accepted or declined the offer. */
export function offerAnswered(s: PersistenceState): PersistenceState {
  return s.phase.name === 'offering' ? { ...s, phase: { name: 'editing' } } : s;
}

export function designLoading(s: PersistenceState, id: string): PersistenceState {
  return { ...s, load: { status: 'loading', id } };
}

/** A saved design is in the editor, as saved; its newer local copy, if any, is offered. */
export function designLoaded(s: PersistenceState, design: DesignRef, offer: RestoreOffer | null): PersistenceState {
  const next: PersistenceState = { ...s, work: { kind: 'design', design, dirty: false }, load: { status: 'ready' }, designSync: 'ok' };
  return offer ? offered(next, offer) : next;
}

/** The design could not be loaded: the work in the editor stays what it was. */
export function designLoadFailed(s: PersistenceState): PersistenceState {
  return { ...s, load: { status: 'error' } };
}

/**
 * A confirmed save (a design save, a copy, the session saved as a design): the editor now edits `saved`;
 * it is clean unless the user changed more while the save ran (`changesAtStart` ≠ `changes`).
 */
export function designSaved(s: PersistenceState, saved: DesignRef, changesAtStart: number): PersistenceState {
  return { ...s, work: { kind: 'design', design: saved, dirty: changesAtStart !== s.changes }, designSync: 'ok' };
}

/** A save of the open design did not reach the account: its changes stay unsaved (and kept on this device). */
export function designSaveFailed(s: PersistenceState, offline: boolean): PersistenceState {
  return { ...s, designSync: offline ? 'offline' : 'failed' };
}

/**
 * The server was busy and said when to come back: not a failure. The changes stay unsaved, kept on this
 * device, until the save set for then ("Saved on this device", never "Not saved").
 */
export function designSaveDeferred(s: PersistenceState): PersistenceState {
  return { ...s, designSync: 'ok' };
}

/** "Take theirs": the server's version replaced the editor's. */
export function tookTheirs(s: PersistenceState, fresh: DesignRef): PersistenceState {
  return { ...s, work: { kind: 'design', design: fresh, dirty: false }, designSync: 'ok' };
}

export const designSaveStarted = (s: PersistenceState): PersistenceState => ({ ...s, savingDesign: true });
export const designSaveEnded = (s: PersistenceState): PersistenceState => ({ ...s, savingDesign: false });

export function saveStateChanged(s: PersistenceState, saveState: SaveState): PersistenceState {
  return { ...s, saveState };
}

export function leavingStarted(s: PersistenceState): PersistenceState {
  return s.phase.name === 'editing' ? { ...s, phase: { name: 'leaving' } } : s;
}

export function leavingEnded(s: PersistenceState): PersistenceState {
  return s.phase.name === 'leaving' ? { ...s, phase: { name: 'editing' } } : s;
}

export function disposed(s: PersistenceState): PersistenceState {
  return { ...s, phase: { name: 'disposed' } };
}

// ---- questions (pure) ----

export const designOf = (s: PersistenceState): DesignRef | null => (s.work.kind === 'design' ? s.work.design : null);
export const offerOf = (s: PersistenceState): RestoreOffer | null => (s.phase.name === 'offering' ? s.phase.offer : null);

/** Whether leaving should ask: unsaved changes to the open design, or any work in this editor without one. */
export function hasWork(s: PersistenceState): boolean {
  // (Loading the design is saved to the session too, but that is no work of the user's.)
  return s.work.kind === 'design' ? s.work.dirty : s.work.touched;
}

/**
 * Whether the controller keeps local copies: a guest's work, or an open design's changes, once nothing
 * is on offer. (The signed-in session's copy is AutoSavePlugin's.)
 */
export function keepsLocalCopies(s: PersistenceState): boolean {
  const answered = s.phase.name === 'editing' || s.phase.name === 'leaving';
  return answered && (!s.signedIn || s.work.kind === 'design');
}

/**
 * The state the badge shows. A saved design whose content its last save holds is "Saved", even while
 * the background auto-save copies it after opening (that copy is not a change of the user's).
 */
export function shownSaveState(s: PersistenceState): PersistenceSaveState {
  const untouchedDesign = s.work.kind === 'design' && !s.work.dirty;
  return untouchedDesign && (s.saveState === 'pending' || s.saveState === 'saving') ? 'saved' : s.saveState;
}

export function snapshotOf(s: PersistenceState): PersistenceSnapshot {
  return {
    saveState: shownSaveState(s),
    badge: saveBadgeOf({ signedIn: s.signedIn, design: s.work.kind === 'design' ? { dirty: s.work.dirty } : null, savingDesign: s.savingDesign, designSync: s.designSync }),
    design: designOf(s),
    designStatus: s.load.status,
    restoreOffer: offerOf(s),
    savingDesign: s.savingDesign,
    started: s.phase.name !== 'starting',
  };
}

export function refOf(d: DesignSummary): DesignRef {
  return { id: d.id, name: d.name, revision: d.revision, isFavorite: d.isFavorite, updatedAt: d.updatedAt };
}
