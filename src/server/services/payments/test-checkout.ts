import { DomainError, notFound } from '../../domain/errors';
import { LocalPayments, PaymentsError } from '../../providers/payments';
import type { PaymentsDeps } from './deps';

/**
 * The test-mode checkout page's server side (PAYMENTS_PROVIDER=local only): shows a session to its
 * buyer and pays, declines or abandons it through the local provider, whose signed events reach the
 * webhook handler after this has answered (as Stripe's would): the page learns the outcome from the
 * order or the subscription, not from this call.
 */
function localProvider(deps: PaymentsDeps): LocalPayments {
  if (!(deps.payments instanceof LocalPayments)) throw notFound('The test checkout exists only in test mode.');
  return deps.payments;
}

async function ownSession(deps: PaymentsDeps, userId: string, sessionId: string) {
  const provider = localProvider(deps);
  try {
    const session = await provider.testCheckout(sessionId);
    if (session.metadata.userId !== userId) throw notFound('No such checkout.');
    return { provider, session };
  } catch (err) {
    if (err instanceof PaymentsError && err.code === 'not_found') throw notFound('No such checkout.');
    throw err;
  }
}

export async function viewTestCheckout(deps: PaymentsDeps, userId: string, sessionId: string) {
  const { session } = await ownSession(deps, userId, sessionId);
  return {
    id: session.id,
    status: session.status,
    mode: session.mode,
    purpose: session.purpose,
    items: session.line_items.map((item) => ({ name: item.name, amountCents: item.amountCents, currency: item.currency, quantity: item.quantity, recurring: !!item.recurring })),
    amountTotalCents: session.amount_total ?? 0,
    currency: (session.currency ?? 'cad').toUpperCase(),
    declines: session.declines,
    successUrl: session.success_url,
    cancelUrl: session.cancel_url,
  };
}

export async function actOnTestCheckout(deps: PaymentsDeps, userId: string, sessionId: string, action: 'pay' | 'decline' | 'abandon') {
  const { provider, session } = await ownSession(deps, userId, sessionId);
  if (session.status !== 'open') throw new DomainError('conflict', 'checkout_finished', 'This checkout has already ended.');
  if (action === 'pay') {
    await provider.pay(sessionId);
    return { status: 'complete' as const, declined: false, redirectUrl: session.success_url };
  }
  if (action === 'decline') {
    await provider.decline(sessionId);
    return { status: 'open' as const, declined: true, redirectUrl: null };
  }
  await provider.abandon(sessionId);
  return { status: 'expired' as const, declined: false, redirectUrl: session.cancel_url };
}
