import type { AppConfig } from '../../config';
import { GUEST_EMAIL_DOMAIN } from './guest-shoppers';
import { signOrderFile, signOrderLink } from './signing';

/** Whether an account address is a guest shopper's placeholder (no mail goes there). */
export const isGuestEmail = (email: string) => email.endsWith(`@${GUEST_EMAIL_DOMAIN}`);

/**
 * The links a guest's order mail carries (decision 88): the order's page with its signed token (that
 * order only, no account needed), and the sign-up form with the order's address filled in, returning
 * to the account's page of this order once the account exists.
 */
export function guestOrderLinks(
  config: Pick<AppConfig, 'publicUrl' | 'authSecret'>,
  orderId: string,
  email: string | null,
): { orderUrl: string; invoiceUrl: string; signUpUrl: string } {
  const token = signOrderLink(config.authSecret, orderId);
  const orderUrl = `${config.publicUrl}/orders/${orderId}?t=${token}`;
  const invoiceUrl = `${config.publicUrl}/api/orders/${orderId}/invoice.pdf?t=${token}`;
  const signUp = new URLSearchParams({ tab: 'signup', redirect: `/account/orders/${orderId}`, ...(email ? { email } : {}) });
  return { orderUrl, invoiceUrl, signUpUrl: `${config.publicUrl}/login?${signUp}` };
}

/** How long a signed picture address of an order lives: at least an hour, ending on the hour so it stays the same within it. */
const FILE_LINK_HOURS = 2;

/**
 * The signed, expiring address of each of an order's stored files, for its page opened by the signed
 * link (the files are the owner's, and the reader may have no session at all): `/api/files/order/…`
 * serves a file only with a signature made for that order and that key, before it expires.
 */
export function orderFileUrls(config: Pick<AppConfig, 'authSecret'>, orderId: string, now = new Date()): (key: string) => string {
  const hour = 3600;
  const expires = (Math.floor(now.getTime() / 1000 / hour) + FILE_LINK_HOURS) * hour;
  return (key) => {
    const path = key.split('/').map(encodeURIComponent).join('/');
    return `/api/files/order/${orderId}/${path}?e=${expires}&s=${signOrderFile(config.authSecret, orderId, key, expires)}`;
  };
}
