import type { AppConfig } from '../../config';
import { GUEST_EMAIL_DOMAIN } from './guest-shoppers';
import { signOrderLink } from './signing';

/** Whether an account address is a guest shopper's placeholder (no mail goes there). */
export const isGuestEmail = (email: string) => email.endsWith(`@${GUEST_EMAIL_DOMAIN}`);

/**
 * The links a guest's order mail carries (decision 88): the order's page with its signed token (that
 * order only, no account needed), and the sign-up form with the order's address filled in, returning
 * to the account's page of this order once the account exists.
 */
export function guestOrderLinks(config: Pick<AppConfig, 'publicUrl' | 'authSecret'>, orderId: string, email: string | null): { orderUrl: string; signUpUrl: string } {
  const orderUrl = `${config.publicUrl}/orders/${orderId}?t=${signOrderLink(config.authSecret, orderId)}`;
  const signUp = new URLSearchParams({ tab: 'signup', redirect: `/account/orders/${orderId}`, ...(email ? { email } : {}) });
  return { orderUrl, signUpUrl: `${config.publicUrl}/login?${signUp}` };
}
