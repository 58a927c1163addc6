import { describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, saveDraft } from './draftStore';

describe('local drafts in IndexedDB', () => {
  it('keeps a draft until it is cleared, one per key', async () => {
    await saveDraft({ key: 'design:a', json: '{"v":1}', baseRevision: 3, savedAt: 1 });
    await saveDraft({ key: 'design:a', json: '{"v":2}', baseRevision: 3, savedAt: 2 });
    await saveDraft({ key: 'design:b', json: '{"v":9}', baseRevision: null, savedAt: 3 });
    expect(await loadDraft('design:a')).toEqual({ key: 'design:a', json: '{"v":2}', baseRevision: 3, savedAt: 2 });
    await clearDraft('design:a');
    expect(await loadDraft('design:a')).toBeUndefined();
    expect((await loadDraft('design:b'))?.json).toBe('{"v":9}');
  });

  it('keeps a draft large enough that a closing page could not send it', async () => {
    const big = 'x'.repeat(2 * 1024 * 1024);
    await saveDraft({ key: 'big', json: big, baseRevision: 1, savedAt: 1 });
    expect((await loadDraft('big'))?.json.length).toBe(big.length);
  });
});
