import { describe, expect, it, vi } from 'vitest';
import type { DesignDocument } from '../../shared/design';
import { ApiError } from '../api/client';
import { type ConflictChoice, saveWithRevision } from './designSave';
import { doc, fakeDesignsApi } from './testing/harness';

const design = { id: 'd1', name: 'Mine', revision: 3, isFavorite: false, updatedAt: '2026-03-01T10:00:00.000Z' };
const conflict = () => new ApiError(409, 'revision_conflict', 'changed', { current: { revision: 7, updatedAt: '2026-03-02T00:00:00.000Z' } });

function request(choice: ConflictChoice = 'copy') {
  return {
    design,
    doc: doc('mine') as unknown as DesignDocument,
    preview: 'data:image/jpeg;base64,AAAA',
    resolveConflict: vi.fn(async () => choice),
    copyName: (n: string) => `${n} (my copy)`,
  };
}

describe('a design save with its revision', () => {
  it('saves on top of the revision it opened', async () => {
    const api = fakeDesignsApi();
    const r = request();
    expect(await saveWithRevision(api, r)).toMatchObject({ kind: 'saved', saved: { id: 'd1', revision: 4 } });
    expect(api.save).toHaveBeenCalledWith('d1', { json: r.doc, baseRevision: 3, preview: r.preview });
    expect(r.resolveConflict).not.toHaveBeenCalled();
  });

  it('409 "keep mine as a copy": a new design with my document', async () => {
    const api = fakeDesignsApi();
    api.save.mockRejectedValueOnce(conflict());
    const r = request('copy');
    expect(await saveWithRevision(api, r)).toMatchObject({ kind: 'copied', copy: { id: 'created', name: 'Mine (my copy)' } });
    expect(api.create).toHaveBeenCalledWith({ name: 'Mine (my copy)', json: r.doc, isFavorite: false, preview: r.preview });
  });

  it('409 "take theirs" and "decide later" save nothing', async () => {
    for (const [choice, kind] of [
      ['theirs', 'theirs'],
      ['cancel', 'cancelled'],
    ] as const) {
      const api = fakeDesignsApi();
      api.save.mockRejectedValueOnce(conflict());
      expect(await saveWithRevision(api, request(choice))).toEqual({ kind });
      expect(api.create).not.toHaveBeenCalled();
    }
  });

  it('any other failure is the caller’s (nothing is asked)', async () => {
    const api = fakeDesignsApi();
    api.save.mockRejectedValueOnce(new ApiError(0, 'network', 'offline'));
    const r = request();
    await expect(saveWithRevision(api, r)).rejects.toMatchObject({ code: 'network' });
    expect(r.resolveConflict).not.toHaveBeenCalled();
  });
});
