import { del, get, set } from 'idb-keyval';

/**
 * The editor's current design, handed to /preview?from=editor through IndexedDB (a design is too large
 * for a URL, and an unsaved one has no id). The preview reads it without removing it, so a reload of the
 * preview tab still works; the next hand-over replaces it.
 */
const KEY = 'sticker-studio:preview-design';
/** An older hand-over is not shown: it would not be the design the user just left. */
export const PREVIEW_HANDOFF_TTL_MS = 24 * 60 * 60 * 1000;

interface StoredPreview {
  design: unknown;
  createdAt: number;
}

export async function handOffToPreview(design: unknown, now = Date.now()): Promise<void> {
  await set(KEY, { design, createdAt: now } satisfies StoredPreview);
}

/** The handed-over design, or null when there is none (or it is stale, then it is removed). */
export async function readPreviewHandoff(now = Date.now()): Promise<unknown | null> {
  const stored = (await get<StoredPreview>(KEY).catch(() => undefined)) ?? null;
  if (!stored || typeof stored !== 'object') return null;
  if (now - stored.createdAt > PREVIEW_HANDOFF_TTL_MS) {
    await del(KEY).catch(() => {});
    return null;
  }
  return stored.design ?? null;
}
