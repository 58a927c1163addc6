import type { CheckoutRequest } from '../../../shared/api/payments';
import { startCheckout } from '../../api/payments';

/**
 * Starts a checkout and leaves for its payment page: Stripe's (another site) or, in test mode, this
 * site's /checkout/test/… page.
 */
export async function goToCheckout(request: CheckoutRequest): Promise<void> {
  const url = await startCheckout(request);
  window.location.assign(url);
}
