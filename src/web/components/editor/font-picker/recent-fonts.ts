/** Recently used fonts, newest first, at most this many (per user, in this browser's local storage). */
export const MAX_RECENT_FONTS = 8;

const keyOf = (userId: string | null) => `sticker-studio:recent-fonts:${userId ?? 'guest'}`;

export function readRecentFonts(userId: string | null, storage: Storage | null = safeStorage()): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(keyOf(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((f): f is string => typeof f === 'string' && f.length > 0).slice(0, MAX_RECENT_FONTS) : [];
  } catch {
    return [];
  }
}

/** Puts the family first (once), keeping at most MAX_RECENT_FONTS; gives the new list back. */
export function rememberRecentFont(userId: string | null, family: string, storage: Storage | null = safeStorage()): string[] {
  const next = [family, ...readRecentFonts(userId, storage).filter((f) => f !== family)].slice(0, MAX_RECENT_FONTS);
  try {
    storage?.setItem(keyOf(userId), JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the list simply is not kept.
  }
  return next;
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
