import { del, get, set } from 'idb-keyval';

/**
 * Something another page (image generation, the tools) asks the editor to add when it opens. Kept in
 * IndexedDB, not in the URL: a generated image or drawing is too large for a query string, and the
 * editor may first offer to restore earlier work.
 */
export type EditorHandoffItem =
  | { kind: 'image'; src: string; name?: string }
  /** An editable QR code; `options` are kept in the object's extension fields (see the QR tool). */
  | { kind: 'qrcode'; options: Record<string, unknown> };

const KEY = 'sticker-studio:editor-handoff';
/** An unclaimed handoff older than this is dropped, so an old image never appears in a later session. */
export const HANDOFF_TTL_MS = 30 * 60 * 1000;

interface StoredHandoff {
  items: EditorHandoffItem[];
  createdAt: number;
}

/** Queues items for the next editor that opens (replacing anything not yet taken). */
export async function handOffToEditor(items: EditorHandoffItem[], now = Date.now()): Promise<void> {
  await set(KEY, { items, createdAt: now } satisfies StoredHandoff);
}

/** Whether items wait for the editor (without taking them): the editor then adds them to the current work without asking. */
export async function hasEditorHandoff(now = Date.now()): Promise<boolean> {
  const stored = (await get<StoredHandoff>(KEY).catch(() => undefined)) ?? null;
  return !!stored && Array.isArray(stored.items) && stored.items.length > 0 && now - stored.createdAt <= HANDOFF_TTL_MS;
}

/** Takes the queued items (once: they are removed), or [] when there are none or they are stale. */
export async function takeEditorHandoff(now = Date.now()): Promise<EditorHandoffItem[]> {
  const stored = (await get<StoredHandoff>(KEY).catch(() => undefined)) ?? null;
  if (!stored) return [];
  await del(KEY).catch(() => {});
  if (!Array.isArray(stored.items) || now - stored.createdAt > HANDOFF_TTL_MS) return [];
  return stored.items;
}

/** The editor route for this screen: the touch editor on narrow screens (SPEC: width 768 or less). */
export function editorPathForScreen(width = typeof window === 'undefined' ? 1280 : window.innerWidth): string {
  return width <= 768 ? '/indexMobile' : '/indexHome';
}
