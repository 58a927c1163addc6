import { describe, expect, it } from 'vitest';
import type { DesignSummary } from '../../shared/api/designs';
import { latestUsage, mergeDesignPages, patchDesignInPages, removeDesignFromPages } from './designPaging';

const d = (id: string, name = id): DesignSummary => ({
  id,
  userId: 'u1',
  name,
  revision: 1,
  isFavorite: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  expiresAt: null,
  thumbnailURL: null,
  previewURL: null,
  thumbnailGenerated: false,
  jsonSize: 10,
  autoSaved: false,
  isAutoSaveSession: false,
  sessionId: null,
  lastAutoSaved: null,
  isFinalized: false,
  originalAutoSaveId: null,
  designFolderPath: '',
  copiedFilesCount: 0,
  isSelfContained: false,
  selfContainedVersion: null,
});

const page = (ids: string[], used = 0, limit: number | null = 50) => ({ designs: ids.map((id) => d(id)), nextCursor: null, savedDesigns: { used, limit } });

describe('cursor pages of designs', () => {
  it('flattens pages in order', () => {
    expect(mergeDesignPages([page(['a', 'b']), page(['c'])]).map((x) => x.id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps the first (newest) copy of a design that moved between pages', () => {
    // "c" was renamed after page 1 was fetched: it is newest now and also still on page 2.
    expect(mergeDesignPages([page(['c', 'a', 'b']), page(['c', 'd'])]).map((x) => x.id)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('is empty without pages', () => {
    expect(mergeDesignPages(undefined)).toEqual([]);
    expect(mergeDesignPages([])).toEqual([]);
  });

  it('takes the usage of the most recent page', () => {
    expect(latestUsage([page(['a'], 1), page(['b'], 2)])).toEqual({ used: 2, limit: 50 });
    expect(latestUsage([page(['a'], 3, null)])).toEqual({ used: 3, limit: null });
    expect(latestUsage(undefined)).toBeNull();
  });

  it('patches one design and leaves other pages untouched', () => {
    const pages = [page(['a', 'b']), page(['c'])];
    const next = patchDesignInPages(pages, 'b', { isFavorite: true });
    expect(next[0].designs.find((x) => x.id === 'b')?.isFavorite).toBe(true);
    expect(next[0].designs.find((x) => x.id === 'a')?.isFavorite).toBe(false);
    expect(next[1]).toBe(pages[1]);
    expect(pages[0].designs[1].isFavorite).toBe(false);
  });

  it('removes a deleted design', () => {
    const pages = [page(['a', 'b']), page(['c'])];
    expect(mergeDesignPages(removeDesignFromPages(pages, 'b')).map((x) => x.id)).toEqual(['a', 'c']);
    expect(removeDesignFromPages(pages, 'zzz')[0]).toBe(pages[0]);
  });
});
