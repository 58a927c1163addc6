import { DomainError } from '../../domain/errors';
import { constructWebhookEvent, PaymentsError, type ProviderEvent, SignatureError } from '../../providers/payments';
import { applyCheckoutSession } from './checkout-state';
import { logOf, type PaymentsDeps } from './deps';
import { isEventRecorded, recordEvent } from './events';
import { refreshSubscription } from './subscription-state';

export type WebhookOutcome = { duplicate: true } | { duplicate: false; type: string; result: string };

/** The id of the subscription an invoice belongs to (top level before API 2025-03, under `parent` after). */
function invoiceSubscription(invoice: Record<string, unknown>): string | undefined {
  if (typeof invoice.subscription === 'string') return invoice.subscription;
  const parent = invoice.parent as { subscription_details?: { subscription?: unknown } } | undefined;
  const id = parent?.subscription_details?.subscription;
  return typeof id === 'string' ? id : undefined;
}

/**
 * The one webhook handler, for Stripe's POSTs and the local provider's events alike: checks the
 * signature on the raw body (300 s tolerance), then re-reads the object the event names from the
 * provider and applies that state with the event id in the same transaction. An event already
 * applied is answered at once; types the shop does not act on are recorded and acknowledged.
 * A provider failure while re-reading throws, so the provider delivers the event again later.
 */
export async function receiveWebhook(deps: PaymentsDeps, rawBody: string, signatureHeader: string | undefined, nowSeconds?: number): Promise<WebhookOutcome> {
  const event = parseEvent(deps, rawBody, signatureHeader, nowSeconds);
  try {
    const outcome = await applyEvent(deps, event);
    const result = outcome.duplicate ? 'duplicate' : outcome.result;
    deps.onEvent?.(event.type, result);
    logOf(deps)('payment event', { eventId: event.id, type: event.type, outcome: result });
    return outcome;
  } catch (err) {
    deps.onEvent?.(event.type, 'failed');
    logOf(deps)('payment event', { eventId: event.id, type: event.type, outcome: 'failed', error: (err as Error).message });
    throw err;
  }
}

/** The event a signed body carries; a bad signature or body is refused before anything is counted. */
function parseEvent(deps: PaymentsDeps, rawBody: string, signatureHeader: string | undefined, nowSeconds: number | undefined): ProviderEvent {
  let event: ProviderEvent;
  try {
    event = constructWebhookEvent(rawBody, signatureHeader, deps.paymentsConfig.webhookSecret, { nowSeconds }) as ProviderEvent;
  } catch (err) {
    if (err instanceof SignatureError) throw new DomainError('invalid', 'invalid_signature', 'The webhook signature is not valid.', { reason: err.reason });
    if (err instanceof SyntaxError) throw new DomainError('invalid', 'invalid_json', 'The request body is not valid JSON.');
    throw err;
  }
  if (typeof event?.id !== 'string' || typeof event.type !== 'string' || typeof event.data?.object !== 'object') {
    throw new DomainError('invalid', 'invalid_event', 'Not an event.');
  }
  return event;
}

async function applyEvent(deps: PaymentsDeps, event: ProviderEvent): Promise<WebhookOutcome> {
  if (await isEventRecorded(deps.db, event.id)) return { duplicate: true };
  const applied = { id: event.id, type: event.type };
  const object = event.data.object;
  try {
    let result: string;
    if (event.type.startsWith('checkout.session.') && typeof object.id === 'string') {
      result = await applyCheckoutSession(deps, await deps.payments.retrieveCheckout(object.id), applied);
    } else if (event.type.startsWith('customer.subscription.') && typeof object.id === 'string') {
      result = await refreshSubscription(deps, object.id, applied);
    } else if ((event.type === 'invoice.paid' || event.type === 'invoice.payment_succeeded') && invoiceSubscription(object)) {
      result = await refreshSubscription(deps, invoiceSubscription(object) as string, applied);
    } else {
      result = (await recordEvent(deps.db, applied)) ? 'recorded' : 'duplicate';
    }
    return result === 'duplicate' ? { duplicate: true } : { duplicate: false, type: event.type, result };
  } catch (err) {
    // An object another app made on the same account (or deleted since): nothing of ours to apply.
    if (err instanceof PaymentsError && err.code === 'not_found') {
      await recordEvent(deps.db, applied);
      return { duplicate: false, type: event.type, result: 'not_found' };
    }
    throw err;
  }
}
