import { beforeEach, describe, expect, it, vi } from 'vitest';

// IndexedDB is not in Node: an in-memory stand-in for idb-keyval.
const store = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  get: async (key: string) => store.get(key),
  set: async (key: string, value: unknown) => void store.set(key, value),
  del: async (key: string) => void store.delete(key),
}));

const { handOffToPreview, PREVIEW_HANDOFF_TTL_MS, readPreviewHandoff } = await import('./previewHandoff');

describe('preview hand-over', () => {
  beforeEach(() => store.clear());

  it('gives the stored design back, and again on a reload of the preview', async () => {
    const design = { version: 2, objects: [], workspace: { id: 'workspace', shape: 'rectangle', width: 100, height: 100 } };
    await handOffToPreview(design, 1000);
    expect(await readPreviewHandoff(2000)).toEqual(design);
    expect(await readPreviewHandoff(3000)).toEqual(design);
  });

  it('is null when nothing was handed over, and drops a stale hand-over', async () => {
    expect(await readPreviewHandoff()).toBeNull();
    await handOffToPreview({ any: 'design' }, 0);
    expect(await readPreviewHandoff(PREVIEW_HANDOFF_TTL_MS + 1)).toBeNull();
    expect(store.size).toBe(0);
  });
});
