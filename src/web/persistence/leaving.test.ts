import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftKeys } from './draftKeys';
import { FINALIZE_WAIT_MS, finalizeSession, leaveWithoutSaving, saveAndLeave } from './leaving';
import { newUserId, readDraft, realDraftStore } from './testing/harness';

afterEach(() => vi.useRealTimers());

describe('finalizing the session when the editor is left', () => {
  it('finalizes; with discard the session’s and the open design’s local copies go', async () => {
    const userId = newUserId();
    const keys = [draftKeys.session(userId), draftKeys.design(userId, 'd1'), draftKeys.design(userId, 'other')];
    for (const key of keys) await realDraftStore.save({ key, json: '{}', baseRevision: null, savedAt: 1 });
    const sync = { finalize: vi.fn(async () => {}) };
    await finalizeSession({ userId, designId: 'd1', drafts: realDraftStore, sync });
    expect(sync.finalize).toHaveBeenCalledTimes(1);
    expect(await readDraft(keys[0])).toBeDefined();
    await finalizeSession({ userId, designId: 'd1', drafts: realDraftStore, sync }, { discard: true });
    expect(await readDraft(keys[0])).toBeUndefined();
    expect(await readDraft(keys[1])).toBeUndefined();
    expect(await readDraft(keys[2])).toBeDefined();
  });

  it('a guest has no session; a failed finalize is only logged', async () => {
    const sync = { finalize: vi.fn(async () => Promise.reject(new Error('offline'))) };
    await finalizeSession({ userId: null, designId: null, drafts: realDraftStore, sync });
    expect(sync.finalize).not.toHaveBeenCalled();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(finalizeSession({ userId: 'u1', designId: null, drafts: realDraftStore, sync })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('Save & Leave, Leave Without Saving', () => {
  const leavable = (saved: boolean | Error) => ({
    saveBeforeLeaving: vi.fn(async () => {
      if (saved instanceof Error) throw saved;
      return saved;
    }),
    finalize: vi.fn(async (_options?: { discard?: boolean }) => {}),
  });

  it('a saved work is announced, then the session finalized and the local copies dropped', async () => {
    const p = leavable(true);
    const announce = vi.fn();
    expect(await saveAndLeave(p, announce)).toBe(true);
    expect(announce).toHaveBeenCalledWith(true);
    expect(p.finalize).toHaveBeenCalledWith({ discard: true });
  });

  it('a failed save is announced and its local copies stay (offered next time)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const outcome of [false, new Error('offline')]) {
      const p = leavable(outcome);
      const announce = vi.fn();
      expect(await saveAndLeave(p, announce)).toBe(false);
      expect(announce).toHaveBeenCalledWith(false);
      expect(p.finalize).toHaveBeenCalledWith({ discard: false });
    }
    warn.mockRestore();
  });

  it('leaving does not wait for a finalize that hangs longer than FINALIZE_WAIT_MS', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const p = { saveBeforeLeaving: async () => true, finalize: () => new Promise<void>(() => {}) };
    let left = false;
    void leaveWithoutSaving(p).then(() => {
      left = true;
    });
    await vi.advanceTimersByTimeAsync(FINALIZE_WAIT_MS - 1);
    expect(left).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(left).toBe(true);
  });
});
