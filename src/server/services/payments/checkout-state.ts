import { and, eq, inArray, isNull } from 'drizzle-orm';
import { isUuid } from '../../../shared/ids';
import { checkouts, subscriptions } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { ProviderCheckoutSession } from '../../providers/payments';
import type { PaymentsDeps } from './deps';
import { type AppliedEvent, recordEvent } from './events';
import { refreshSubscription } from './subscription-state';

export type CheckoutApplyResult = 'fulfilled' | 'expired' | 'unchanged' | 'duplicate' | 'unknown_checkout';

const isPaid = (s: ProviderCheckoutSession) => s.status === 'complete' && (s.payment_status === 'paid' || s.payment_status === 'no_payment_required');

/**
 * Applies a Checkout Session as the provider reports it (retrieved, not taken from an event). One
 * transaction holds the event id (when an event brought it) and the effects; the checkout is fulfilled
 * by a conditional update `WHERE fulfilled_at IS NULL`, so the webhook, its duplicates and the
 * success-page sync — whichever comes first — fulfil it once. A subscription checkout then refreshes
 * the subscription it started.
 */
export async function applyCheckoutSession(deps: PaymentsDeps, session: ProviderCheckoutSession, event?: AppliedEvent): Promise<CheckoutApplyResult> {
  const checkoutId = session.client_reference_id ?? session.metadata?.checkoutId;
  const now = new Date();
  const result = await inTransaction(deps.db, async (tx): Promise<CheckoutApplyResult> => {
    if (event && !(await recordEvent(tx, event))) return 'duplicate';
    if (!checkoutId || !isUuid(checkoutId)) return 'unknown_checkout';
    if (isPaid(session)) {
      // The conditional update first: on the common path (a first delivery) it is the only read.
      const [won] = await tx
        .update(checkouts)
        .set({ status: 'complete', fulfilledAt: now, updatedAt: now, providerSessionId: session.id, paymentIntentId: session.payment_intent })
        .where(and(eq(checkouts.id, checkoutId), isNull(checkouts.fulfilledAt)))
        .returning();
      if (!won) return (await tx.select({ id: checkouts.id }).from(checkouts).where(eq(checkouts.id, checkoutId))).length ? 'unchanged' : 'unknown_checkout';
      const handler = deps.purposes.get(won.purpose);
      if (session.customer) {
        await tx
          .update(subscriptions)
          .set({ paymentCustomerId: session.customer })
          .where(and(eq(subscriptions.userId, won.userId), isNull(subscriptions.paymentCustomerId)));
      }
      if (!handler) throw new Error(`No handler for checkout purpose "${won.purpose}" (checkout ${won.id})`);
      await handler.fulfil({ tx, checkout: won, session, now });
      return 'fulfilled';
    }
    const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    if (!checkout) return 'unknown_checkout';
    const handler = deps.purposes.get(checkout.purpose);
    if (session.status === 'expired') {
      const [ended] = await tx
        .update(checkouts)
        .set({ status: 'expired', updatedAt: now })
        .where(and(eq(checkouts.id, checkout.id), inArray(checkouts.status, ['creating', 'open'])))
        .returning();
      if (ended && handler?.expire) await handler.expire({ tx, checkout: ended, reason: 'expired', now });
      return ended ? 'expired' : 'unchanged';
    }
    return 'unchanged';
  });
  if (session.subscription && (result === 'fulfilled' || result === 'unchanged')) await refreshSubscription(deps, session.subscription);
  return result;
}
