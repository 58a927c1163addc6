import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentTestObjects } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { componentLog } from '../../log/logger';
import { claimDueEvents, markDelivered, type StoredEvent, storeEvent } from './local-events';
import {
  type CheckoutLineItem,
  type CreateCheckoutInput,
  PaymentsError,
  type PaymentsPort,
  type ProviderCheckoutSession,
  type ProviderRefund,
  type ProviderSubscription,
} from './types';
import { signWebhookPayload } from './webhook-signature';

const log = componentLog('payments');

/**
 * The local, test-mode provider (PAYMENTS_PROVIDER=local, the default): it keeps Stripe-shaped
 * sessions and subscriptions in `payment_test_objects` and, when the test checkout page pays, declines or
 * abandons, it makes the events Stripe would send, signs them with the webhook secret in Stripe's scheme
 * and hands the raw body and header to the same webhook handler as the real route. No money moves.
 *
 * Events are delivered as Stripe delivers them: after the call that caused them has answered, one at a
 * time in the order they happened, never inside the caller's request or transaction. So the services
 * behind the webhook run exactly as they do in production, and nothing in a request waits on them.
 * Each event is stored with the change it tells of, in one transaction, before it is delivered; one that
 * was not delivered (the process died, the handler failed) is delivered again by `redeliverDue`, which
 * the job `payments.redeliver-test-events` runs. Tests wait for the condition `eventsDelivered()`.
 */

/** A local session as stored: Stripe's fields plus what the test checkout page shows. */
export interface LocalCheckoutSession extends ProviderCheckoutSession {
  line_items: CheckoutLineItem[];
  created: number;
  /** Card declines tried on the test page. */
  declines: number;
  success_url: string;
  cancel_url: string;
  purpose: string;
}

/** Receives one signed event: the webhook handler (`services/payments/webhook.ts`), wired by server.ts. */
export type WebhookDelivery = (rawBody: string, signatureHeader: string) => Promise<unknown>;

/** Stores an event in the transaction of the change it tells of (see `change`). */
type Emit = (type: string, object: object) => Promise<void>;

const PERIOD_SECONDS = 30 * 86_400;
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export class LocalPayments implements PaymentsPort {
  readonly kind = 'local' as const;
  readonly testMode = true;
  private delivery: WebhookDelivery | undefined;
  /** The events not yet delivered, as one chain: each delivery starts when the one before it ended. */
  private outbox: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly options: { publicUrl: string; webhookSecret: string },
  ) {}

  /** Where signed events go (set once by the composition root). */
  connectWebhook(delivery: WebhookDelivery): void {
    this.delivery = delivery;
  }

  /** Resolves once every event made so far has been handed to the webhook handler and handled. */
  async eventsDelivered(): Promise<void> {
    let pending: Promise<void>;
    do {
      pending = this.outbox;
      await pending;
    } while (pending !== this.outbox);
  }

  async createCheckout(input: CreateCheckoutInput) {
    // Same key → same session, like Stripe's idempotency.
    const sessionId = `cs_test_local_${createHash('sha256').update(`${input.userId}:${input.idempotencyKey}`).digest('hex').slice(0, 32)}`;
    const existing = await this.find(sessionId);
    if (existing) return { ...existing, url: existing.url ?? this.pageUrl(existing.id) };
    const session: LocalCheckoutSession = {
      id: sessionId,
      url: this.pageUrl(sessionId),
      mode: input.mode,
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: input.checkoutId,
      customer: input.customerId ?? null,
      subscription: null,
      payment_intent: null,
      amount_total: input.lineItems.reduce((sum, item) => sum + item.amountCents * item.quantity, 0),
      currency: (input.lineItems[0]?.currency ?? 'cad').toLowerCase(),
      metadata: { ...input.metadata, checkoutId: input.checkoutId, userId: input.userId, purpose: input.purpose },
      line_items: input.lineItems,
      created: nowSeconds(),
      declines: 0,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      purpose: input.purpose,
    };
    await this.put(this.db, session.id, 'checkout_session', session);
    return { ...session, url: this.pageUrl(session.id) };
  }

  async retrieveCheckout(sessionId: string): Promise<ProviderCheckoutSession> {
    return this.get<LocalCheckoutSession>(sessionId, 'checkout_session');
  }

  /** The test checkout page's view of a session (its line items and return addresses). */
  testCheckout(sessionId: string): Promise<LocalCheckoutSession> {
    return this.get<LocalCheckoutSession>(sessionId, 'checkout_session');
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    return this.get<ProviderSubscription>(subscriptionId, 'subscription');
  }

  async changeSubscriptionPrice(subscriptionId: string, priceId: string): Promise<ProviderSubscription> {
    const sub = await this.retrieveSubscription(subscriptionId);
    const item = sub.items.data[0];
    const updated: ProviderSubscription = { ...sub, cancel_at_period_end: false, items: { data: [{ ...item, price: { id: priceId } }] } };
    await this.change(async (tx, emit) => {
      await this.put(tx, sub.id, 'subscription', updated);
      await emit('customer.subscription.updated', updated);
    });
    return updated;
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription> {
    const sub = await this.retrieveSubscription(subscriptionId);
    const updated = { ...sub, cancel_at_period_end: cancel };
    await this.change(async (tx, emit) => {
      await this.put(tx, sub.id, 'subscription', updated);
      await emit('customer.subscription.updated', updated);
    });
    return updated;
  }

  /** There is no hosted portal in test mode: /subscription offers the same actions itself. */
  async billingPortalUrl(_customerId: string, returnUrl: string): Promise<string> {
    return returnUrl;
  }

  async refund(input: { paymentIntentId: string; amountCents?: number }): Promise<ProviderRefund> {
    const refund: ProviderRefund = { id: id('re_test_local'), status: 'succeeded', amount: input.amountCents ?? 0, payment_intent: input.paymentIntentId };
    // Recorded after answering too: an order refund calls this inside its transaction (decision 35),
    // and on PGlite's single connection our own write would wait on it.
    this.later(() =>
      this.change(async (tx, emit) => {
        await this.put(tx, refund.id, 'refund', refund);
        await emit('charge.refunded', { id: id('ch_test_local'), object: 'charge', payment_intent: input.paymentIntentId, amount_refunded: refund.amount });
      }),
    );
    return refund;
  }

  /** The test page's Pay: the session completes (a subscription starts for mode subscription) and its events are delivered. */
  async pay(sessionId: string): Promise<LocalCheckoutSession> {
    const session = await this.openSession(sessionId);
    const customer = session.customer ?? `cus_test_local_${session.metadata.userId ?? 'guest'}`;
    const paid: LocalCheckoutSession = { ...session, status: 'complete', payment_status: 'paid', customer };
    if (session.mode === 'subscription') {
      const start = nowSeconds();
      const item = session.line_items[0];
      const sub: ProviderSubscription = {
        id: id('sub_test_local'),
        customer,
        status: 'active',
        cancel_at_period_end: false,
        metadata: session.metadata,
        items: {
          data: [
            {
              id: id('si_test_local'),
              price: { id: item?.priceId ?? `price_test_local_${session.metadata.plan ?? 'plan'}` },
              current_period_start: start,
              current_period_end: start + PERIOD_SECONDS,
            },
          ],
        },
      };
      paid.subscription = sub.id;
      await this.change(async (tx, emit) => {
        await this.put(tx, sub.id, 'subscription', sub);
        await this.put(tx, paid.id, 'checkout_session', paid);
        await emit('customer.subscription.created', sub);
        await emit('invoice.paid', { id: id('in_test_local'), object: 'invoice', subscription: sub.id, customer, billing_reason: 'subscription_create' });
        await emit('checkout.session.completed', paid);
      });
    } else {
      const paymentIntent = id('pi_test_local');
      paid.payment_intent = paymentIntent;
      await this.change(async (tx, emit) => {
        await this.put(tx, paid.id, 'checkout_session', paid);
        await emit('payment_intent.succeeded', { id: paymentIntent, object: 'payment_intent', status: 'succeeded', amount: paid.amount_total });
        await emit('checkout.session.completed', paid);
      });
    }
    return paid;
  }

  /** The test page's Decline: Stripe's card_declined; the session stays open so the shopper can try again or leave. */
  async decline(sessionId: string): Promise<LocalCheckoutSession> {
    const session = await this.openSession(sessionId);
    const declined = { ...session, declines: session.declines + 1 };
    await this.change(async (tx, emit) => {
      await this.put(tx, session.id, 'checkout_session', declined);
      await emit('payment_intent.payment_failed', {
        id: id('pi_test_local'),
        object: 'payment_intent',
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' },
        metadata: session.metadata,
      });
    });
    return declined;
  }

  /** The test page's Abandon: the session expires as an unpaid Stripe session does after 24 h. */
  async abandon(sessionId: string): Promise<LocalCheckoutSession> {
    const session = await this.openSession(sessionId);
    const expired: LocalCheckoutSession = { ...session, status: 'expired' };
    await this.change(async (tx, emit) => {
      await this.put(tx, session.id, 'checkout_session', expired);
      await emit('checkout.session.expired', expired);
    });
    return expired;
  }

  /** A new billing period starts and is paid (renewal), as Stripe's invoice.paid with billing_reason subscription_cycle. */
  async renew(subscriptionId: string): Promise<ProviderSubscription> {
    const sub = await this.retrieveSubscription(subscriptionId);
    const item = sub.items.data[0];
    const start = item.current_period_end ?? nowSeconds();
    const ended = sub.cancel_at_period_end;
    const renewed: ProviderSubscription = ended
      ? { ...sub, status: 'canceled' }
      : { ...sub, items: { data: [{ ...item, current_period_start: start, current_period_end: start + PERIOD_SECONDS }] } };
    await this.change(async (tx, emit) => {
      await this.put(tx, sub.id, 'subscription', renewed);
      if (ended) await emit('customer.subscription.deleted', renewed);
      else {
        await emit('invoice.paid', { id: id('in_test_local'), object: 'invoice', subscription: sub.id, customer: sub.customer, billing_reason: 'subscription_cycle' });
        await emit('customer.subscription.updated', renewed);
      }
    });
    return renewed;
  }

  private pageUrl(sessionId: string) {
    return `${this.options.publicUrl}/checkout/test/${sessionId}`;
  }

  private async openSession(sessionId: string): Promise<LocalCheckoutSession> {
    const session = await this.testCheckout(sessionId);
    if (session.status !== 'open') throw new PaymentsError('invalid_request', `This checkout is already ${session.status}.`, 400);
    return session;
  }

  /**
   * Changes objects and stores the events telling of it in one transaction, then queues their
   * delivery for after the caller has answered (see the class comment).
   */
  private async change(work: (tx: Db, emit: Emit) => Promise<void>): Promise<void> {
    if (!this.delivery) throw new PaymentsError('not_configured', 'The local payments provider has no webhook handler connected');
    const stored: StoredEvent[] = [];
    await inTransaction(this.db, (tx) =>
      work(tx, async (type, object) => {
        stored.push(await storeEvent(tx, type, object));
      }),
    );
    for (const event of stored) this.later(() => this.deliver(event));
  }

  /**
   * Delivers again the stored events not delivered yet whose next attempt is due (at most `limit`,
   * in the order they happened); a failure waits longer before the next try, for up to three days.
   */
  async redeliverDue(now = new Date(), limit = 100): Promise<{ delivered: number; failed: number }> {
    let delivered = 0;
    let failed = 0;
    for (const event of await claimDueEvents(this.db, now, limit)) {
      try {
        await this.deliver(event);
        delivered++;
      } catch (err) {
        failed++;
        log.error({ eventId: event.id, error: (err as Error).message }, 'a test-mode event was not redelivered');
      }
    }
    return { delivered, failed };
  }

  /** Runs after the current call has answered and after every earlier queued delivery. A failure is logged, as an undelivered webhook shows in Stripe's dashboard. */
  private later(work: () => Promise<void>): void {
    this.outbox = this.outbox
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(work)
      .catch((err) => log.error({ error: (err as Error).message }, 'a test-mode event was not delivered'));
  }

  /** Hands a stored event to the webhook handler, signed now (as each of Stripe's attempts is), and marks it delivered once handled. */
  private async deliver(event: StoredEvent): Promise<void> {
    if (!this.delivery) throw new PaymentsError('not_configured', 'The local payments provider has no webhook handler connected');
    await this.delivery(event.body, signWebhookPayload(this.options.webhookSecret, event.body));
    await markDelivered(this.db, event.id);
  }

  private async find(objectId: string): Promise<LocalCheckoutSession | undefined> {
    const [row] = await this.db.select({ data: paymentTestObjects.data }).from(paymentTestObjects).where(eq(paymentTestObjects.id, objectId));
    return row?.data as unknown as LocalCheckoutSession | undefined;
  }

  private async get<T>(objectId: string, kind: 'checkout_session' | 'subscription'): Promise<T> {
    const [row] = await this.db.select({ data: paymentTestObjects.data, kind: paymentTestObjects.kind }).from(paymentTestObjects).where(eq(paymentTestObjects.id, objectId));
    if (!row || row.kind !== kind) throw new PaymentsError('not_found', `No such ${kind}: ${objectId}`, 404);
    return row.data as T;
  }

  private async put(db: Db, objectId: string, kind: 'checkout_session' | 'subscription' | 'refund', data: object): Promise<void> {
    const now = new Date();
    await db
      .insert(paymentTestObjects)
      .values({ id: objectId, kind, data: data as Record<string, unknown>, updatedAt: now })
      .onConflictDoUpdate({ target: paymentTestObjects.id, set: { data: data as Record<string, unknown>, updatedAt: now } });
  }
}
