import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * The local safety net (DESIGN §7): every unsaved change is kept in IndexedDB until the server
 * confirms it, because a page that is closing cannot send a large design (Chromium refuses keepalive
 * bodies of 64 KiB or more). A draft is one record per key (a design id, or the auto-save session).
 */
export interface Draft {
  key: string;
  json: string;
  /** The server revision the draft was based on (null for a design not saved yet). */
  baseRevision: number | null;
  savedAt: number;
}

let store: UseStore | undefined;
const db = () => {
  store ??= createStore('sticker-studio', 'drafts');
  return store;
};

export async function saveDraft(draft: Draft): Promise<void> {
  await set(draft.key, draft, db());
}

export async function loadDraft(key: string): Promise<Draft | undefined> {
  const value = await get<Draft>(key, db());
  return value && typeof value.json === 'string' ? value : undefined;
}

export async function clearDraft(key: string): Promise<void> {
  await del(key, db());
}
