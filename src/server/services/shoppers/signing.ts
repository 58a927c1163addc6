import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What the server signs for guests who shop (decision 88): the cookie naming the browser's guest
 * shopper, the link in an order's e-mail that opens that one order, and the expiring addresses of that
 * order's pictures shown through the link. Each has its own key
 * derived from the server secret, so one can never pass for the other (nor for a generation token).
 */
type Purpose = 'guest-shopper' | 'order-link' | 'order-file';

function mac(secret: string, purpose: Purpose, value: string): string {
  const key = createHmac('sha256', secret).update(`sticker-studio:${purpose}`).digest();
  return createHmac('sha256', key).update(value).digest('base64url');
}

function sameMac(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The guest cookie's value: the guest shopper's id and its MAC. */
export function signGuestShopper(secret: string, guestId: string): string {
  return `${guestId}.${mac(secret, 'guest-shopper', guestId)}`;
}

/** The guest shopper a cookie names, or null when it is missing, malformed or not signed by this server. */
export function verifyGuestShopper(secret: string, value: string | undefined): string | null {
  if (!value || value.length > 200) return null;
  const [id, signature, extra] = value.split('.');
  if (!id || !signature || extra !== undefined || !UUID.test(id)) return null;
  return sameMac(signature, mac(secret, 'guest-shopper', id)) ? id : null;
}

/** The token of an order's signed link: it opens that order only, for whoever holds the mail. */
export function signOrderLink(secret: string, orderId: string): string {
  return mac(secret, 'order-link', orderId);
}

export function verifyOrderLink(secret: string, orderId: string, token: string | undefined): boolean {
  if (!token || token.length > 100) return false;
  return sameMac(token, signOrderLink(secret, orderId));
}

/**
 * The signature of one stored file of an order (its proof pictures), valid until `expires` (Unix
 * seconds): the order's page opened by its signed link shows them in any browser, without a session.
 */
export function signOrderFile(secret: string, orderId: string, key: string, expires: number): string {
  return mac(secret, 'order-file', `${orderId}\n${key}\n${expires}`);
}

export function verifyOrderFile(secret: string, orderId: string, key: string, expires: number, signature: string | undefined, nowSeconds: number): boolean {
  if (!signature || signature.length > 100 || !Number.isSafeInteger(expires) || expires < nowSeconds) return false;
  return sameMac(signature, signOrderFile(secret, orderId, key, expires));
}
