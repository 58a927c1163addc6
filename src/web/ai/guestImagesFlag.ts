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

export function markGuestImagesKept(kept: boolean): void {
  try {
    if (kept) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage off: the images (if any could be kept) wait for a browser that has it.
  }
}
