/**
 * Whether this browser keeps a guest's AI images (src/web/ai/guestImages.ts). A tiny synchronous flag
 * in localStorage: every signed-in page asks it, so a member with nothing kept never loads the keeper.
 */
const KEY = 'sticker-studio:guest-images-kept';

export function hasKeptGuestImages(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** Sets the flag; false when this browser's storage refused it (off, or full). */
export function markGuestImagesKept(kept: boolean): boolean {
  try {
    if (kept) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}
