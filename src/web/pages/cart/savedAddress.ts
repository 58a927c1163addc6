import type { ShippingAddress } from '../../../shared/api/orders';

/** The last shipping address, kept in this browser so a second order needs no typing (fewer steps to pay). */
const KEY = 'stickerStudio.shippingAddress';
const EMPTY: ShippingAddress = { name: '', line1: '', city: '', region: '', postalCode: '', country: 'CA' };

export function loadAddress(): ShippingAddress {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? { ...EMPTY, ...(JSON.parse(raw) as Partial<ShippingAddress>) } : EMPTY;
  } catch {
    return EMPTY;
  }
}

export function saveAddress(address: ShippingAddress): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(address));
  } catch {}
}
