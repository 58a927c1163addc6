import { describe, expect, it } from 'vitest';
import * as S from './state';

const design = (revision = 3): S.DesignRef => ({ id: 'd1', name: 'Mine', revision, isFavorite: false, updatedAt: '2026-03-01T10:00:00.000Z' });
const sessionOffer: S.RestoreOffer = { kind: 'restore', mode: 'session', candidate: { source: 'server', json: '{}', savedAt: 1 } };
const designOffer: S.RestoreOffer = { kind: 'restore', mode: 'design', candidate: { source: 'draft', key: 'design:u1:d1', json: '{}', savedAt: 2 } };
const run = (s: S.PersistenceState, ...steps: Array<(s: S.PersistenceState) => S.PersistenceState>) => steps.reduce((acc, step) => step(acc), s);

describe('the editor’s save state: phases', () => {
  it('starting → offering → editing: nothing is kept locally until the offer is answered', () => {
    const start = S.initialState(false);
    expect(S.snapshotOf(start)).toEqual({ saveState: 'local', badge: 'device', design: null, designStatus: 'none', restoreOffer: null, savingDesign: false, started: false });
    expect(S.keepsLocalCopies(start)).toBe(false);

    const offering = S.offered(start, sessionOffer);
    expect(S.snapshotOf(offering)).toMatchObject({ restoreOffer: sessionOffer, started: true });
    expect(S.keepsLocalCopies(offering)).toBe(false);
    // start() finishing does not answer the offer.
    expect(S.startFinished(offering)).toBe(offering);

    const editing = S.offerAnswered(offering);
    expect(editing.phase).toEqual({ name: 'editing' });
    expect(S.keepsLocalCopies(editing)).toBe(true);
  });

  it('starting → editing when there is nothing to offer', () => {
    const s = S.startFinished(S.initialState(true));
    expect(s.phase).toEqual({ name: 'editing' });
    expect(S.snapshotOf(s)).toMatchObject({ saveState: 'saved', started: true });
    // A signed-in user's session is kept locally by AutoSavePlugin, not here.
    expect(S.keepsLocalCopies(s)).toBe(false);
  });

  it('editing → leaving → editing; leaving only starts from editing, and nothing leaves disposed', () => {
    const editing = S.startFinished(S.initialState(true));
    const leaving = S.leavingStarted(editing);
    expect(leaving.phase).toEqual({ name: 'leaving' });
    expect(S.leavingEnded(leaving).phase).toEqual({ name: 'editing' });
    const offering = S.offered(editing, sessionOffer);
    expect(S.leavingStarted(offering)).toBe(offering);

    const gone = S.disposed(leaving);
    expect(S.offered(gone, sessionOffer).phase).toEqual({ name: 'disposed' });
    expect(S.leavingEnded(gone).phase).toEqual({ name: 'disposed' });
    expect(S.offerAnswered(gone).phase).toEqual({ name: 'disposed' });
  });
});

describe('the editor’s save state: the work', () => {
  it('session work: a change is work (worth a leave prompt); our own imports are not', () => {
    const s = S.startFinished(S.initialState(true));
    expect(S.hasWork(s)).toBe(false);
    const importing = S.importStarted(s);
    expect(S.changed(importing)).toBe(importing);
    const changed = S.changed(S.importEnded(importing));
    expect(changed.changes).toBe(1);
    expect(S.hasWork(changed)).toBe(true);
  });

  it('a loaded design is clean; a change makes it dirty; a save that saw every change cleans it', () => {
    const touched = S.changed(S.startFinished(S.initialState(true)));
    const loaded = S.designLoaded(S.designLoading(touched, 'd1'), design(), null);
    expect(S.snapshotOf(loaded)).toMatchObject({ design: design(), designStatus: 'ready' });
    expect(S.hasWork(loaded)).toBe(false);
    expect(S.keepsLocalCopies(loaded)).toBe(true);

    const dirty = S.changed(loaded);
    expect(S.hasWork(dirty)).toBe(true);
    const atStart = dirty.changes;
    expect(S.hasWork(S.designSaved(dirty, design(4), atStart))).toBe(false);
    // The user changed more while the save ran: still unsaved.
    const changedMeanwhile = S.changed(dirty);
    expect(S.hasWork(S.designSaved(changedMeanwhile, design(4), atStart))).toBe(true);
  });

  it('saving the session as a design while the user kept editing leaves that design dirty', () => {
    const s = S.changed(S.startFinished(S.initialState(true)));
    const atStart = s.changes;
    const saved = S.designSaved(S.changed(s), design(1), atStart);
    expect(saved.work).toEqual({ kind: 'design', design: design(1), dirty: true });
  });

  it('a design with a newer local copy is offered; restoring it makes it dirty', () => {
    const s = S.designLoaded(S.startFinished(S.initialState(true)), design(), designOffer);
    expect(S.offerOf(s)).toBe(designOffer);
    expect(S.keepsLocalCopies(s)).toBe(false);
    const restored = S.restored(S.offerAnswered(s));
    expect(restored.work).toEqual({ kind: 'design', design: design(), dirty: true });
    expect(restored.changes).toBe(0);
  });

  it('a failed load keeps the work; "take theirs" makes the design clean at their revision', () => {
    const dirty = S.changed(S.designLoaded(S.startFinished(S.initialState(true)), design(), null));
    const failed = S.designLoadFailed(S.designLoading(dirty, 'd2'));
    expect(S.snapshotOf(failed)).toMatchObject({ designStatus: 'error', design: design() });
    expect(S.hasWork(failed)).toBe(true);
    expect(S.tookTheirs(failed, design(7)).work).toEqual({ kind: 'design', design: design(7), dirty: false });
  });

  it('a design that was just opened shows "saved" while the background copy runs; a change shows "pending"', () => {
    const loaded = S.designLoaded(S.designLoading(S.startFinished(S.initialState(true)), 'd1'), design(), null);
    expect(S.snapshotOf(S.saveStateChanged(loaded, 'pending')).saveState).toBe('saved');
    expect(S.snapshotOf(S.saveStateChanged(loaded, 'saving')).saveState).toBe('saved');
    expect(S.snapshotOf(S.saveStateChanged(loaded, 'offline')).saveState).toBe('offline');
    expect(S.snapshotOf(S.saveStateChanged(S.changed(loaded), 'pending')).saveState).toBe('pending');
  });

  it('the save state and a running design save are in the snapshot', () => {
    const s = run(S.initialState(true), S.startFinished, S.designSaveStarted, (x) => S.saveStateChanged(x, 'saving'));
    expect(S.snapshotOf(s)).toMatchObject({ savingDesign: true, saveState: 'saving' });
    expect(S.snapshotOf(S.designSaveEnded(s)).savingDesign).toBe(false);
  });
});
