import type { StickerOptions } from '../../shared/sticker';
import { track } from '../analytics';

/**
 * A guest's cart, kept in this browser until they sign in (decision 37): the design document itself
 * (a guest has no saved designs) with its options. At sign-in /cart saves each design and merges the
 * lines into the account's cart (POST /api/cart/merge), then empties this one.
 */
export interface GuestCartItem {
  name: string;
  doc: unknown;
  options: StickerOptions;
  /** "Print anyway" ticked for art printing under 150 DPI at these options. */
  acceptLowResolution?: boolean;
}

const KEY = 'stickerStudio.guestCart';

export function loadGuestCart(): GuestCartItem[] {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as GuestCartItem[]) : [];
  } catch {
    return [];
  }
}

/** Adds a line; the same document with the same options is kept once (Order pressed twice). False when the browser refused to store it. */
export function addToGuestCart(item: GuestCartItem): boolean {
  const items = loadGuestCart();
  const key = JSON.stringify([item.doc, item.options]);
  if (items.some((i) => JSON.stringify([i.doc, i.options]) === key)) return true;
  try {
    localStorage.setItem(KEY, JSON.stringify([...items, item]));
    track('cart_add');
    return true;
  } catch {
    return false;
  }
}

export function clearGuestCart(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {}
}
