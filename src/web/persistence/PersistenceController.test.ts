import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DesignWithJson } from '../../shared/api/designs';
import type { RestoreSessionResponse } from '../api/autosave';
import { ApiError } from '../api/client';
import { DESIGN_AUTOSAVE } from './designAutoSave';
import { draftKeys } from './draftKeys';
import { DRAFT_DEBOUNCE_MS } from './localDrafts';
import { PersistenceController } from './PersistenceController';
import { readyForPreview } from './previewTrip';
import { doc, editorWithDeps, newUserId, objectIds, readDraft, realDraftStore, sessionOf, summary, userAdds, withObjects } from './testing/harness';

// Browser test: the real editor (with the real AutoSavePlugin) and the real local store; only the
// network APIs are fakes. No sleeps: saves are awaited, timers are Vitest's fake ones.

const cleanups: Array<() => void> = [];
let userId: string;

function setup(options: { userId?: string | null; restorable?: () => Promise<RestoreSessionResponse> } = {}) {
  const env = editorWithDeps({ userId: options.userId === undefined ? userId : options.userId, restorable: options.restorable });
  const controller = new PersistenceController(env.deps);
  cleanups.push(() => {
    controller.dispose();
    env.cleanup();
  });
  const saveNow = () => env.editor.api.saveNow();
  return { ...env, controller, saveNow };
}

/** Lets the promise callbacks queued so far run (a gated save reaches the gate). */
const flushMicrotasks = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

beforeEach(async () => {
  userId = newUserId();
  await realDraftStore.clear(draftKeys.guest);
});
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
  vi.useRealTimers();
});

describe('PersistenceController: the auto-save session', () => {
  it('offers the server session and holds saves until the user answers, then saves what is in the editor', async () => {
    const restored = JSON.stringify(doc('restored-1', 'restored-2'));
    const { editor, controller, saved, saveNow, deps } = setup({
      restorable: async () => ({ session: { ...sessionOf('s1', 4, { lastSaved: '2026-03-01T09:30:00.000Z', hasData: true }), designData: restored } }),
    });
    await controller.start();
    expect(controller.getSnapshot().restoreOffer).toMatchObject({ kind: 'restore', mode: 'session', candidate: { source: 'server' } });
    expect(controller.getState().phase.name).toBe('offering');

    // Something loads into the editor while the offer is open: its save must not overwrite the session yet.
    userAdds(editor, 'template');
    const pending = saveNow();
    await flushMicrotasks();
    expect(deps.sessionApi.save).not.toHaveBeenCalled();

    await controller.acceptRestore();
    expect(await pending).toBe(true);
    expect(JSON.parse(saved[0].designData)).toEqual(withObjects('restored-1', 'restored-2'));
    expect(saved[0].preview).toBe('data:image/jpeg;base64,AAAA');
    expect(saved[0].canvasState).toEqual({ shape: 'rectangle', width: 500, height: 500, cutlinePath: null });
    expect(controller.hasWork()).toBe(true);
    expect(controller.getState().phase.name).toBe('editing');
  });

  it('"Start fresh" finalizes the offered session and starts a new one', async () => {
    const { controller, deps } = setup({
      restorable: async () => ({ session: { ...sessionOf('s1', 2, { hasData: true }), designData: JSON.stringify(doc('a')) } }),
    });
    await controller.start();
    await controller.declineRestore();
    expect(controller.getSnapshot().restoreOffer).toBeNull();
    expect(deps.sessionApi.finalize).toHaveBeenCalledWith('s1');
    expect(deps.sessionApi.start).toHaveBeenCalledTimes(2);
  });

  it("a new design asked for while a design was edited: the session (that design's work) is not offered, and a new one starts", async () => {
    const { controller, deps } = setup({
      restorable: async () => ({ session: { ...sessionOf('s1', 2, { hasData: true }), designData: JSON.stringify(doc('the-design')) } }),
    });
    await controller.start(null, { leftDesign: true });
    expect(controller.getSnapshot().restoreOffer).toBeNull();
    expect(controller.getState().phase.name).toBe('editing');
    expect(deps.sessionApi.restorable).not.toHaveBeenCalled();
    expect(deps.sessionApi.finalize).toHaveBeenCalledWith('s1');
    expect(deps.sessionApi.start).toHaveBeenCalledTimes(2);
  });

  it('"Start fresh" can be undone: the declined work comes back and is saved to the new session', async () => {
    const { editor, controller, saved, saveNow } = setup({
      restorable: async () => ({ session: { ...sessionOf('s1', 2, { hasData: true }), designData: JSON.stringify(doc('kept-1', 'kept-2')) } }),
    });
    await controller.start();
    await controller.declineRestore();
    expect(await objectIds(editor)).toEqual([]);
    expect(controller.canBringBackDeclined()).toBe(true);
    await controller.bringBackDeclined();
    expect(await objectIds(editor)).toEqual(['kept-1', 'kept-2']);
    expect(controller.canBringBackDeclined()).toBe(false);
    expect(controller.hasWork()).toBe(true);
    expect(await saveNow()).toBe(true);
    expect(JSON.parse(saved.at(-1)!.designData)).toEqual(withObjects('kept-1', 'kept-2'));
  });

  it('offers a local copy newer than the server (the save never reached it)', async () => {
    await realDraftStore.save({ key: draftKeys.session(userId), json: JSON.stringify(doc('local')), baseRevision: null, savedAt: Date.parse('2026-03-01T09:45:00.000Z') });
    const { controller } = setup({
      restorable: async () => ({ session: { ...sessionOf('s1', 2, { lastSaved: '2026-03-01T09:30:00.000Z', hasData: true }), designData: JSON.stringify(doc('server')) } }),
    });
    await controller.start();
    expect(controller.getSnapshot().restoreOffer).toMatchObject({ kind: 'restore', candidate: { source: 'draft' } });
  });

  it('a session without a workspace (422) is reported as corrupted', async () => {
    const { controller } = setup({ restorable: async () => Promise.reject(new ApiError(422, 'session_corrupted', 'Session data is corrupted - missing workspace object')) });
    await controller.start();
    expect(controller.getSnapshot().restoreOffer).toEqual({ kind: 'corrupted' });
  });

  it('nothing to offer: saves go straight through, and leaving without changes needs no question', async () => {
    const { controller, editor, saveNow, deps } = setup();
    await controller.start();
    expect(controller.getSnapshot()).toMatchObject({ restoreOffer: null, started: true });
    expect(controller.hasWork()).toBe(false);
    userAdds(editor, 'x');
    expect(controller.hasWork()).toBe(true);
    expect(await saveNow()).toBe(true);
    expect(deps.sessionApi.save).toHaveBeenCalledTimes(1);
  });

  it('a change made while the local copies were read is saved too', async () => {
    const { controller, editor, saveNow, deps } = setup();
    const starting = controller.start();
    userAdds(editor, 'template');
    await starting;
    expect(await saveNow()).toBe(true);
    expect(deps.sessionApi.save).toHaveBeenCalledTimes(1);
  });

  it('Save as design flushes the session and converts it; the editor then edits that design', async () => {
    const { controller, editor, deps } = setup();
    await controller.start();
    userAdds(editor, 'a');
    const design = await controller.saveAsDesign('Birthday', true);
    expect(deps.sessionApi.save).toHaveBeenCalledTimes(1);
    expect(deps.sessionApi.convert).toHaveBeenCalledWith('s1', { name: 'Birthday', isFavorite: true, preview: 'data:image/jpeg;base64,AAAA' });
    expect(design.id).toBe('converted');
    expect(controller.getSnapshot().design).toMatchObject({ id: 'converted', name: 'Birthday' });
    expect(deps.ui.designOpened).toHaveBeenCalledWith('converted');
    expect(deps.ui.designsChanged).toHaveBeenCalled();
  });

  it('Save as design falls back to a new design when the session cannot be converted', async () => {
    const { controller, editor, deps } = setup();
    await controller.start();
    userAdds(editor, 'a');
    deps.sessionApi.convert.mockRejectedValueOnce(new ApiError(422, 'invalid_design', 'This auto-save session has nothing saved yet.'));
    const design = await controller.saveAsDesign('Fallback', false);
    expect(design.id).toBe('created');
    expect(deps.designs.create).toHaveBeenCalledWith(expect.objectContaining({ name: 'Fallback', isFavorite: false, json: withObjects('a') }));
  });

  it('the saved-design limit is the user’s to see, not hidden by a fallback', async () => {
    const { controller, editor, deps } = setup();
    await controller.start();
    userAdds(editor, 'a');
    deps.sessionApi.convert.mockRejectedValueOnce(new ApiError(403, 'saved_design_limit', 'limit', { limit: 50, used: 50 }));
    await expect(controller.saveAsDesign('Fav', true)).rejects.toMatchObject({ code: 'saved_design_limit' });
    expect(deps.designs.create).not.toHaveBeenCalled();
  });

  it('after finalize (leaving) later saves are dropped and local copies can be discarded', async () => {
    const { controller, editor, deps, saveNow } = setup();
    await controller.start();
    userAdds(editor, 'a');
    await realDraftStore.save({ key: draftKeys.session(userId), json: '{}', baseRevision: null, savedAt: 1 });
    await controller.finalize({ discard: true });
    expect(deps.sessionApi.finalize).toHaveBeenCalledWith('s1');
    expect(await readDraft(draftKeys.session(userId))).toBeUndefined();
    await saveNow();
    expect(deps.sessionApi.save).not.toHaveBeenCalled();
  });

  it('Save & Leave saves the session as a design without changing the URL', async () => {
    const { controller, editor, deps } = setup();
    await controller.start();
    userAdds(editor, 'a');
    const leaving = controller.saveBeforeLeaving('Design 1');
    expect(controller.getState().phase.name).toBe('leaving');
    expect(await leaving).toBe(true);
    expect(deps.sessionApi.convert).toHaveBeenCalledWith('s1', expect.objectContaining({ name: 'Design 1', isFavorite: false }));
    expect(deps.ui.designOpened).not.toHaveBeenCalled();
    expect(controller.getState().phase.name).toBe('editing');
  });
});

describe('PersistenceController: a saved design', () => {
  it('loads it, and Save sends its revision', async () => {
    const { controller, editor, deps } = setup();
    await controller.start('d1');
    expect(await objectIds(editor)).toEqual(['server-1']);
    expect(controller.getSnapshot()).toMatchObject({ designStatus: 'ready', design: { id: 'd1', revision: 3 } });
    expect(controller.hasWork()).toBe(false);
    userAdds(editor, 'mine');
    expect(controller.hasWork()).toBe(true);
    expect(await controller.save()).toBe(true);
    expect(deps.designs.save).toHaveBeenCalledWith('d1', expect.objectContaining({ baseRevision: 3, json: withObjects('server-1', 'mine') }));
    expect(controller.getSnapshot().design?.revision).toBe(4);
    expect(controller.hasWork()).toBe(false);
  });

  it('a conflict kept as a copy creates a new design with my version and opens it', async () => {
    const { controller, editor, deps } = setup();
    await controller.start('d1');
    userAdds(editor, 'mine');
    deps.designs.save.mockRejectedValueOnce(new ApiError(409, 'revision_conflict', 'changed', { current: { revision: 7, updatedAt: '2026-03-02T00:00:00.000Z' } }));
    expect(await controller.save()).toBe(true);
    expect(deps.ui.resolveConflict).toHaveBeenCalled();
    expect(deps.designs.create).toHaveBeenCalledWith(expect.objectContaining({ name: 'My design (my copy)', json: withObjects('server-1', 'mine') }));
    expect(controller.getSnapshot().design?.id).toBe('created');
    expect(deps.ui.designOpened).toHaveBeenCalledWith('created');
  });

  it('"Take theirs" loads the server version into the editor', async () => {
    const { controller, editor, deps } = setup();
    await controller.start('d1');
    userAdds(editor, 'mine');
    deps.ui.resolveConflict.mockResolvedValueOnce('theirs' as never);
    deps.designs.save.mockRejectedValueOnce(new ApiError(409, 'revision_conflict', 'changed', { current: { revision: 7, updatedAt: '2026-03-02T00:00:00.000Z' } }));
    deps.designs.get.mockResolvedValueOnce({ ...summary('d1', 7), json: doc('theirs') } as unknown as DesignWithJson);
    await controller.save();
    expect(await objectIds(editor)).toEqual(['theirs']);
    expect(controller.getSnapshot().design?.revision).toBe(7);
    expect(controller.hasWork()).toBe(false);
  });

  it('"Decide later" keeps the changes unsaved', async () => {
    const { controller, editor, deps } = setup();
    await controller.start('d1');
    userAdds(editor, 'mine');
    deps.ui.resolveConflict.mockResolvedValueOnce('cancel' as never);
    deps.designs.save.mockRejectedValueOnce(new ApiError(409, 'revision_conflict', 'changed', { current: { revision: 7, updatedAt: '2026-03-02T00:00:00.000Z' } }));
    expect(await controller.save()).toBe(false);
    expect(controller.getSnapshot()).toMatchObject({ design: { id: 'd1', revision: 3 }, savingDesign: false });
    expect(controller.hasWork()).toBe(true);
  });

  it('unsaved changes are kept locally and offered when the design is opened again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-03-05T00:00:00.000Z'));
    const first = setup();
    await first.controller.start('d1');
    userAdds(first.editor, 'unsaved');
    vi.advanceTimersByTime(DRAFT_DEBOUNCE_MS - 1);
    await first.controller.drafts.settled();
    const key = draftKeys.design(userId, 'd1');
    expect(await readDraft(key)).toBeUndefined();
    vi.advanceTimersByTime(1);
    await first.controller.drafts.settled();
    expect(JSON.parse((await readDraft(key))?.json ?? '{}')).toEqual(withObjects('server-1', 'unsaved'));
    first.controller.dispose();

    const second = setup();
    await second.controller.start('d1');
    expect(second.controller.getSnapshot().restoreOffer).toMatchObject({ kind: 'restore', mode: 'design' });
    await second.controller.acceptRestore();
    expect(await objectIds(second.editor)).toEqual(['server-1', 'unsaved']);
    expect(second.controller.hasWork()).toBe(true);
  });

  it('an older local copy of a design is dropped, not offered', async () => {
    const key = draftKeys.design(userId, 'd1');
    await realDraftStore.save({ key, json: JSON.stringify(doc('old')), baseRevision: 1, savedAt: Date.parse('2026-02-01T00:00:00.000Z') });
    const { controller } = setup();
    await controller.start('d1');
    expect(controller.getSnapshot().restoreOffer).toBeNull();
    expect(await readDraft(key)).toBeUndefined();
  });

  it('a design that is gone leaves the editor in session mode with a message', async () => {
    const { controller, deps } = setup();
    deps.designs.get.mockRejectedValueOnce(new ApiError(404, 'not_found', 'Not found'));
    await controller.start('gone');
    expect(controller.getSnapshot()).toMatchObject({ designStatus: 'error', design: null });
    expect(deps.ui.notifyError).toHaveBeenCalledWith('designs.editor.notFound', expect.anything());
    expect(deps.sessionApi.restorable).toHaveBeenCalled();
  });
});

describe('PersistenceController: an open design is saved to the account by itself', () => {
  it('a change is stored shortly after, with its revision; the badge says "account" only then', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { controller, editor, deps } = setup();
    await controller.start('d1');
    expect(controller.getSnapshot().badge).toBe('account');
    userAdds(editor, 'mine');
    expect(controller.getSnapshot().badge).toBe('device');
    vi.advanceTimersByTime(DESIGN_AUTOSAVE.afterChangeMs);
    await vi.waitFor(() => expect(controller.getSnapshot().badge).toBe('account'));
    expect(deps.designs.save).toHaveBeenCalledWith('d1', expect.objectContaining({ baseRevision: 3, json: withObjects('server-1', 'mine') }));
    expect(controller.getSnapshot().design?.revision).toBe(4);
    // Quiet: the toast belongs to an explicit Save.
    expect(deps.ui.notify).not.toHaveBeenCalled();
    expect(await readDraft(draftKeys.design(userId, 'd1'))).toBeUndefined();
  });

  it('offline: kept on this device, and stored on Retry (reconnecting)', async () => {
    const { controller, editor, deps } = setup();
    await controller.start('d1');
    userAdds(editor, 'offline-edit');
    deps.designs.save.mockRejectedValueOnce(new ApiError(0, 'network', 'Network error'));
    await controller.retry();
    expect(controller.getState().designSync).toBe('offline');
    expect(controller.getSnapshot()).toMatchObject({ badge: 'device', design: { revision: 3 } });
    await controller.retry();
    expect(controller.getSnapshot()).toMatchObject({ badge: 'account', design: { revision: 4 } });
    expect(deps.designs.save).toHaveBeenLastCalledWith('d1', expect.objectContaining({ baseRevision: 3, json: withObjects('server-1', 'offline-edit') }));
  });

  it('a busy server (503 with Retry-After) is not a failure: kept on this device, and stored by itself when it said', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { controller, editor, deps } = setup();
    await controller.start('d1');
    userAdds(editor, 'busy-edit');
    deps.designs.save.mockRejectedValueOnce(new ApiError(503, 'autosave_busy', 'Many designs are being saved right now.', undefined, 5000));
    vi.advanceTimersByTime(DESIGN_AUTOSAVE.afterChangeMs);
    await vi.waitFor(() => expect(deps.designs.save).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(controller.getSnapshot().savingDesign).toBe(false));
    expect(controller.getSnapshot()).toMatchObject({ badge: 'device', design: { revision: 3 } });
    // Not on the failure backoff's first 2 s: when the server said.
    vi.advanceTimersByTime(DESIGN_AUTOSAVE.retryFirstMs);
    expect(deps.designs.save).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000 - DESIGN_AUTOSAVE.retryFirstMs);
    await vi.waitFor(() => expect(controller.getSnapshot().badge).toBe('account'));
    expect(deps.designs.save).toHaveBeenLastCalledWith('d1', expect.objectContaining({ baseRevision: 3, json: withObjects('server-1', 'busy-edit') }));
    vi.restoreAllMocks();
  });

  it('a server failure says "Not saved"; Retry stores it', async () => {
    const { controller, editor, deps } = setup();
    await controller.start('d1');
    userAdds(editor, 'mine');
    deps.designs.save.mockRejectedValueOnce(new ApiError(500, 'internal', 'Boom'));
    await controller.retry();
    expect(controller.getSnapshot().badge).toBe('error');
    await controller.retry();
    expect(controller.getSnapshot().badge).toBe('account');
  });

  it('a stale revision (409) asks with the conflict dialog, as Save does', async () => {
    const { controller, editor, deps } = setup();
    await controller.start('d1');
    userAdds(editor, 'mine');
    deps.ui.resolveConflict.mockResolvedValueOnce('cancel' as never);
    deps.designs.save.mockRejectedValueOnce(new ApiError(409, 'revision_conflict', 'changed', { current: { revision: 7, updatedAt: '2026-03-02T00:00:00.000Z' } }));
    await controller.retry();
    expect(deps.ui.resolveConflict).toHaveBeenCalledTimes(1);
    expect(controller.getSnapshot()).toMatchObject({ badge: 'error', design: { revision: 3 } });
    expect(controller.hasWork()).toBe(true);
  });
});

describe("PersistenceController: the editor's Preview and a design save in flight", () => {
  /** The design's next save, held until released (resolved as the server would, or failed). */
  function holdNextSave(deps: ReturnType<typeof setup>['deps']) {
    let release: (ok: boolean) => void = () => {};
    deps.designs.save.mockImplementationOnce(
      (id: string, input: { baseRevision: number }) =>
        new Promise((resolve, reject) => {
          release = (ok) => (ok ? resolve(summary(id, input.baseRevision + 1)) : reject(new ApiError(500, 'internal', 'Boom')));
        }),
    );
    return (ok: boolean) => release(ok);
  }

  it('Preview goes once the save in flight is stored: the server holds the revision the preview shows, and no local copy is left to restore', async () => {
    const { controller, editor, deps } = setup();
    await controller.start('d1');
    userAdds(editor, 'mine');
    const release = holdNextSave(deps);
    void controller.retry();
    await vi.waitFor(() => expect(deps.designs.save).toHaveBeenCalledTimes(1));
    expect(controller.getSnapshot()).toMatchObject({ savingDesign: true, badge: 'saving' });

    let gone = false;
    const going = readyForPreview(controller).then(() => {
      gone = true;
    });
    await controller.drafts.settled();
    await flushMicrotasks();
    expect(gone).toBe(false);
    // Meanwhile the change is on this device, whatever happens to the save.
    expect(JSON.parse((await readDraft(draftKeys.design(userId, 'd1')))?.json ?? '{}')).toEqual(withObjects('server-1', 'mine'));

    release(true);
    await going;
    expect(controller.getSnapshot()).toMatchObject({ savingDesign: false, badge: 'account', design: { revision: 4 } });
    expect(await readDraft(draftKeys.design(userId, 'd1'))).toBeUndefined();
  });

  it('a save that fails does not hold the Preview: it goes, and the local copy keeps the change', async () => {
    const { controller, editor, deps } = setup();
    await controller.start('d1');
    userAdds(editor, 'mine');
    const release = holdNextSave(deps);
    void controller.retry();
    await vi.waitFor(() => expect(deps.designs.save).toHaveBeenCalledTimes(1));
    const going = readyForPreview(controller);
    release(false);
    await going;
    expect(controller.getSnapshot()).toMatchObject({ savingDesign: false, badge: 'error', design: { revision: 3 } });
    expect(JSON.parse((await readDraft(draftKeys.design(userId, 'd1')))?.json ?? '{}')).toEqual(withObjects('server-1', 'mine'));
  });

  it('with no save in flight, Preview does not wait', async () => {
    const { controller, editor } = setup();
    await controller.start('d1');
    userAdds(editor, 'mine');
    await readyForPreview(controller, 60_000);
    expect(controller.getSnapshot().savingDesign).toBe(false);
  });
});

describe('PersistenceController: a guest', () => {
  it('registers no auto-save, keeps work locally and offers it after a reload', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const first = setup({ userId: null });
    await first.controller.start();
    expect(first.editor.api.saveNow).toBeUndefined();
    expect(first.controller.getSnapshot().saveState).toBe('local');
    userAdds(first.editor, 'guest-work');
    vi.advanceTimersByTime(400);
    await first.controller.drafts.settled();
    expect(await readDraft(draftKeys.guest)).toBeDefined();
    first.controller.dispose();

    const second = setup({ userId: null });
    await second.controller.start();
    expect(second.controller.getSnapshot().restoreOffer).toMatchObject({ kind: 'restore', candidate: { key: draftKeys.guest } });
    await second.controller.declineRestore();
    expect(await readDraft(draftKeys.guest)).toBeUndefined();
    expect(second.deps.sessionApi.start).not.toHaveBeenCalled();
  });

  it('nothing is kept while the offer is open; "Save" keeps it at once', async () => {
    await realDraftStore.save({ key: draftKeys.guest, json: JSON.stringify(doc('before')), baseRevision: null, savedAt: 1 });
    const { controller, editor } = setup({ userId: null });
    await controller.start();
    expect(controller.getState().phase.name).toBe('offering');
    expect(await controller.saveNow()).toBe(true);
    expect(JSON.parse((await readDraft(draftKeys.guest))?.json ?? '{}')).toEqual(withObjects('before'));
    await controller.acceptRestore();
    userAdds(editor, 'after');
    expect(await controller.saveNow()).toBe(true);
    expect(JSON.parse((await readDraft(draftKeys.guest))?.json ?? '{}')).toEqual(withObjects('before', 'after'));
  });

  it('Save asks a guest to sign in', async () => {
    const { controller, deps } = setup({ userId: null });
    await controller.start();
    expect(await controller.save()).toBe(false);
    expect(deps.ui.notify).toHaveBeenCalledWith('info', 'designs.editor.signInToSave');
  });
});
