import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Editor } from '../../editor';
import { draftKeys } from './draftKeys';
import { DRAFT_DEBOUNCE_MS, type DraftTarget, draftTargetOf, LocalDrafts } from './localDrafts';
import * as S from './state';
import { editorWithDeps, readDraft, realDraftStore, userAdds, withObjects } from './testing/harness';

let editor: Editor;
let cleanup: () => void;
let target: DraftTarget | null;
let drafts: LocalDrafts;
const key = `test:${Math.random()}`;
const kept = async () => {
  const draft = await readDraft(key);
  return draft && { ...draft, doc: JSON.parse(draft.json) };
};

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  ({ editor, cleanup } = editorWithDeps({ userId: null }));
  target = { key, baseRevision: 3 };
  drafts = new LocalDrafts(
    editor,
    realDraftStore,
    () => target,
    () => 1234,
  );
  await realDraftStore.clear(key);
});
afterEach(() => {
  drafts.cancel();
  cleanup();
  vi.useRealTimers();
});

describe('LocalDrafts', () => {
  it('keeps the editor’s document DRAFT_DEBOUNCE_MS (100 ms) after the last change', async () => {
    expect(DRAFT_DEBOUNCE_MS).toBeLessThanOrEqual(100);
    userAdds(editor, 'a');
    drafts.keepSoon();
    vi.advanceTimersByTime(DRAFT_DEBOUNCE_MS - 1);
    userAdds(editor, 'b');
    drafts.keepSoon();
    vi.advanceTimersByTime(DRAFT_DEBOUNCE_MS - 1);
    await drafts.settled();
    expect(await kept()).toBeUndefined();
    vi.advanceTimersByTime(1);
    await drafts.settled();
    expect(await kept()).toMatchObject({ key, baseRevision: 3, savedAt: 1234, doc: withObjects('a', 'b') });
  });

  it('keepNow writes at once, and the pending timer is dropped', async () => {
    userAdds(editor, 'a');
    drafts.keepSoon();
    await drafts.keepNow();
    expect(await kept()).toMatchObject({ doc: withObjects('a') });
    await realDraftStore.clear(key);
    vi.advanceTimersByTime(DRAFT_DEBOUNCE_MS);
    await drafts.settled();
    expect(await kept()).toBeUndefined();
  });

  it('asks for the target when writing: nothing is written once there is none', async () => {
    userAdds(editor, 'a');
    drafts.keepSoon();
    target = null;
    vi.advanceTimersByTime(DRAFT_DEBOUNCE_MS);
    await drafts.settled();
    expect(await kept()).toBeUndefined();
  });

  it('writes in order: the last document asked for is the one kept', async () => {
    userAdds(editor, 'a');
    const first = drafts.keepNow();
    userAdds(editor, 'b');
    const second = drafts.keepNow();
    await Promise.all([first, second]);
    expect(await kept()).toMatchObject({ doc: withObjects('a', 'b') });
  });
});

describe('where the work is kept locally', () => {
  const design: S.DesignRef = { id: 'd1', name: 'Mine', revision: 3, isFavorite: false, updatedAt: '2026-03-01T10:00:00.000Z' };
  const editing = (signedIn: boolean) => S.startFinished(S.initialState(signedIn));

  it('a guest’s work under the guest key, once nothing is on offer', () => {
    expect(draftTargetOf(editing(false), null)).toEqual({ key: draftKeys.guest, baseRevision: null });
    expect(draftTargetOf(S.initialState(false), null)).toBeNull();
  });

  it('a signed-in user’s open design while it has unsaved changes, with its revision', () => {
    const loaded = S.designLoaded(editing(true), design, null);
    expect(draftTargetOf(loaded, 'u1')).toBeNull();
    expect(draftTargetOf(S.changed(loaded), 'u1')).toEqual({ key: draftKeys.design('u1', 'd1'), baseRevision: 3 });
  });

  it('never the signed-in session (AutoSavePlugin keeps that one)', () => {
    expect(draftTargetOf(S.changed(editing(true)), 'u1')).toBeNull();
  });
});
