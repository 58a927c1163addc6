import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { type LoopbackServer, type RecordedRequest, sendJson, startLoopbackServer, waitOrHangUp } from '../../ai/fakes/loopback';
import { createFakeStripeTax, type FakeStripeTax } from './fake-stripe-tax';
import { decodeForm, type FormNode, type FormTree } from './form';
import { FAILURE_KINDS, type FakeStripeFailure, fail, stripeError } from './stripe-errors';

/**
 * A loopback fake of the parts of Stripe's API the shop uses, written from Stripe's API reference
 * (docs.stripe.com/api), not from our client, and spoken to by Stripe's SDK: Checkout Sessions (create,
 * retrieve), subscriptions (retrieve, update — items, cancel_at_period_end —, cancel), Billing portal
 * sessions, refunds and payment intents (create with confirm, retrieve). Bodies are form-encoded with
 * bracket notation (brackets escaped or not); answers are JSON objects with `object` names; errors are
 * `{ error: { type, code, message } }` with Stripe's statuses: 401 bad key, 402 card_error, 404
 * resource_missing, 400 idempotency_error when a key is reused with other parameters (the same key and
 * parameters replay the first answer with `Idempotent-Replayed: true`; 429s and 5xx are not stored
 * against the key, so they can be retried).
 *
 * Failures, as Stripe answers them (what the SDK then does is Stripe's policy, decision 75):
 *   lock_timeout  429 with `Stripe-Should-Retry: true` (an object busy with another request): retried
 *   rate_limit    429 from the rate limiter, no retry advice: not retried, the caller backs off
 *   api_error     500: retried with the same idempotency key
 *   dropped       the connection closes before any answer: retried
 *   hang          no answer for a while: the attempt times out
 *
 * What a customer does on Stripe's hosted pages, and the failures, are driven by control requests:
 *   POST /__fake/checkout/<id>/complete             pay the session (creates customer, payment intent or subscription)
 *   POST /__fake/checkout/<id>/expire               let it expire
 *   POST /__fake/subscriptions/<id>/renew           start and pay the next period (or end it if cancel_at_period_end)
 *   POST /__fake/fail {"count": n, "kind"?}         the next n API requests fail (kind: lock_timeout, the default; rate_limit; api_error)
 *   POST /__fake/drop {"count": n}                  the next n API requests lose their connection
 *   POST /__fake/hang {"ms": n}                     the next API request waits n ms first
 */

export const FAKE_STRIPE_KEY = 'sk_test_fake_0123456789';
const PERIOD = 30 * 86_400;

type Obj = Record<string, unknown> & { id: string; object: string };

export interface FakeStripe extends LoopbackServer {
  sessions: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  paymentIntents: Map<string, Obj>;
  refunds: Map<string, Obj>;
  /** Stripe Tax: calculations, transactions, and `inactive` (see fake-stripe-tax.ts). */
  tax: FakeStripeTax;
  /** Test-side helpers (the same as the control requests). */
  complete(sessionId: string): Obj;
  expire(sessionId: string): Obj;
  renew(subscriptionId: string): Obj;
  updateSubscription(subscriptionId: string, params: FormTree): Obj;
  /** The next `count` API requests fail as `failure` (default lock_timeout: a 429 Stripe asks to retry). */
  failNext(count: number, failure?: FakeStripeFailure): void;
  /** The next `count` API requests lose their connection before any answer. */
  dropNext(count: number): void;
  /** The next API request waits this long before answering (a slow or stuck Stripe). */
  hangNext(ms: number): void;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const str = (v: FormNode | undefined) => (typeof v === 'string' ? v : undefined);
const tree = (v: FormNode | undefined): FormTree => (v && typeof v === 'object' && !Array.isArray(v) ? v : {});
const list = (v: FormNode | undefined): FormNode[] => (Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v) : []);
const metadataOf = (v: FormNode | undefined) => Object.fromEntries(Object.entries(tree(v)).filter(([, x]) => typeof x === 'string')) as Record<string, string>;

export async function startFakeStripe(options: { port?: number } = {}): Promise<FakeStripe> {
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const paymentIntents = new Map<string, Obj>();
  const refunds = new Map<string, Obj>();
  const tax = createFakeStripeTax();
  const customers = new Map<string, Obj>();
  const prices = new Map<string, Obj>();
  const idempotency = new Map<string, { signature: string; status: number; body: unknown }>();
  let failing: { count: number; failure: FakeStripeFailure } = { count: 0, failure: 'lock_timeout' };
  let drops = 0;
  let hangMs = 0;
  const failNext = (count: number, failure: FakeStripeFailure = 'lock_timeout') => {
    failing = { count, failure };
  };

  const priceOf = (item: FormTree): Obj => {
    const priceId = str(item.price);
    if (priceId) return prices.get(priceId) ?? { id: priceId, object: 'price', unit_amount: 0, currency: 'cad', metadata: {}, lookup_key: null };
    const data = tree(item.price_data);
    const price: Obj = {
      id: newId('price'),
      object: 'price',
      unit_amount: Number(str(data.unit_amount) ?? 0),
      currency: str(data.currency) ?? 'cad',
      recurring: data.recurring ? { interval: str(tree(data.recurring).interval) ?? 'month' } : null,
      product: newId('prod'),
      metadata: {},
      lookup_key: null,
    };
    prices.set(price.id, price);
    return price;
  };

  function createSession(p: FormTree): Obj | { error: [number, string, string, Record<string, unknown>?] } {
    const mode = str(p.mode);
    if (!mode || !['payment', 'subscription', 'setup'].includes(mode)) return { error: [400, 'invalid_request_error', 'Missing required param: mode.', { param: 'mode' }] };
    if (!str(p.success_url)) return { error: [400, 'invalid_request_error', 'Missing required param: success_url.', { param: 'success_url' }] };
    const items = list(p.line_items).map(tree);
    if (items.length === 0) return { error: [400, 'invalid_request_error', 'Missing required param: line_items.', { param: 'line_items' }] };
    const lineItems = items.map((item) => ({ price: priceOf(item), quantity: Number(str(item.quantity) ?? 1) }));
    if (mode === 'subscription' && lineItems.some((l) => !l.price.recurring && !str(tree(items[0]).price)))
      return { error: [400, 'invalid_request_error', 'You must provide at least one recurring price in `subscription` mode when using prices.'] };
    const id = `cs_test_${randomBytes(24).toString('hex')}`;
    const session: Obj = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      mode,
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: str(p.client_reference_id) ?? null,
      customer: str(p.customer) ?? null,
      customer_email: str(p.customer_email) ?? null,
      subscription: null,
      payment_intent: null,
      amount_total: lineItems.reduce((s, l) => s + Number(l.price.unit_amount) * l.quantity, 0),
      currency: String(lineItems[0].price.currency),
      metadata: metadataOf(p.metadata),
      success_url: str(p.success_url),
      cancel_url: str(p.cancel_url) ?? null,
      created: now(),
      expires_at: now() + 86_400,
      livemode: false,
      _line_items: lineItems,
      _subscription_metadata: metadataOf(tree(p.subscription_data).metadata),
    };
    sessions.set(id, session);
    return session;
  }

  const publicView = (o: Obj) => Object.fromEntries(Object.entries(o).filter(([k]) => !k.startsWith('_')));

  function complete(sessionId: string): Obj {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    if (session.status !== 'open') return session;
    const customer = (session.customer as string | null) ?? newId('cus');
    customers.set(customer, { id: customer, object: 'customer' });
    session.customer = customer;
    session.status = 'complete';
    session.payment_status = 'paid';
    if (session.mode === 'subscription') {
      const start = now();
      const lineItems = session._line_items as Array<{ price: Obj; quantity: number }>;
      const sub: Obj = {
        id: newId('sub'),
        object: 'subscription',
        customer,
        status: 'active',
        cancel_at_period_end: false,
        canceled_at: null,
        metadata: session._subscription_metadata,
        items: {
          object: 'list',
          data: lineItems.map((l) => ({
            id: newId('si'),
            object: 'subscription_item',
            price: l.price,
            quantity: l.quantity,
            current_period_start: start,
            current_period_end: start + PERIOD,
          })),
        },
        created: start,
      };
      subscriptions.set(sub.id, sub);
      session.subscription = sub.id;
    } else {
      const pi: Obj = {
        id: newId('pi'),
        object: 'payment_intent',
        amount: session.amount_total,
        currency: session.currency,
        status: 'succeeded',
        amount_refunded: 0,
        metadata: session.metadata,
      };
      paymentIntents.set(pi.id, pi);
      session.payment_intent = pi.id;
    }
    return session;
  }

  function expire(sessionId: string): Obj {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    if (session.status === 'open') session.status = 'expired';
    return session;
  }

  function renew(subscriptionId: string): Obj {
    const sub = subscriptions.get(subscriptionId);
    if (!sub) throw new Error(`no subscription ${subscriptionId}`);
    if (sub.status === 'canceled') return sub;
    if (sub.cancel_at_period_end) {
      sub.status = 'canceled';
      sub.canceled_at = now();
      return sub;
    }
    const items = (sub.items as { data: Array<Record<string, number>> }).data;
    for (const item of items) {
      item.current_period_start = item.current_period_end;
      item.current_period_end = item.current_period_start + PERIOD;
    }
    return sub;
  }

  function updateSubscription(subscriptionId: string, p: FormTree): Obj {
    const sub = subscriptions.get(subscriptionId) as Obj;
    if (str(p.cancel_at_period_end) !== undefined) sub.cancel_at_period_end = str(p.cancel_at_period_end) === 'true';
    const items = (sub.items as { data: Array<Record<string, unknown>> }).data;
    for (const change of list(p.items).map(tree)) {
      const target = items.find((i) => i.id === str(change.id));
      if (target && str(change.price)) target.price = priceOf({ price: change.price });
    }
    if (p.metadata) sub.metadata = { ...(sub.metadata as object), ...metadataOf(p.metadata) };
    return sub;
  }

  async function api(req: RecordedRequest, res: ServerResponse, params: FormTree): Promise<void> {
    const url = new URL(req.path, 'http://fake');
    const parts = url.pathname.split('/').filter(Boolean);
    const notFound = (what: string, id: string) => stripeError(res, 404, 'invalid_request_error', `No such ${what}: '${id}'`, { code: 'resource_missing', param: 'id' });
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const made = createSession(params);
      if ('error' in made) {
        const [status, type, message, extra] = made.error as [number, string, string, Record<string, unknown>?];
        return stripeError(res, status, type, message, extra);
      }
      return sendJson(res, 200, publicView(made));
    }
    if (req.method === 'GET' && parts[1] === 'checkout' && parts[2] === 'sessions' && parts[3]) {
      const session = sessions.get(parts[3]);
      return session ? sendJson(res, 200, publicView(session)) : notFound('checkout.session', parts[3]);
    }
    if (parts[1] === 'subscriptions' && parts[2]) {
      const sub = subscriptions.get(parts[2]);
      if (!sub) return notFound('subscription', parts[2]);
      if (req.method === 'GET') return sendJson(res, 200, sub);
      if (req.method === 'POST') {
        if (sub.status === 'canceled') return stripeError(res, 400, 'invalid_request_error', 'A canceled subscription can only update its cancellation_details and metadata.');
        return sendJson(res, 200, updateSubscription(sub.id, params));
      }
      if (req.method === 'DELETE') {
        sub.status = 'canceled';
        sub.canceled_at = now();
        return sendJson(res, 200, sub);
      }
    }
    if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      const customer = str(params.customer);
      if (!customer) return stripeError(res, 400, 'invalid_request_error', 'Missing required param: customer.', { param: 'customer' });
      if (!customers.has(customer)) return notFound('customer', customer);
      const id = newId('bps');
      return sendJson(res, 200, {
        id,
        object: 'billing_portal.session',
        customer,
        return_url: str(params.return_url) ?? null,
        url: `https://billing.stripe.com/p/session/test_${id}`,
        livemode: false,
      });
    }
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const amount = Number(str(params.amount));
      if (!Number.isInteger(amount) || amount < 1) return stripeError(res, 400, 'invalid_request_error', 'Missing required param: amount.', { param: 'amount' });
      const pi: Obj = {
        id: newId('pi'),
        object: 'payment_intent',
        amount,
        currency: str(params.currency) ?? 'cad',
        status: 'requires_payment_method',
        amount_refunded: 0,
        metadata: metadataOf(params.metadata),
      };
      paymentIntents.set(pi.id, pi);
      if (str(params.confirm) === 'true') {
        const method = str(params.payment_method);
        if (method === 'pm_card_chargeDeclined' || method === 'pm_card_visa_chargeDeclined') {
          pi.last_payment_error = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' };
          return stripeError(res, 402, 'card_error', 'Your card was declined.', { code: 'card_declined', decline_code: 'generic_decline', payment_intent: pi });
        }
        pi.status = 'succeeded';
      }
      return sendJson(res, 200, pi);
    }
    if (req.method === 'GET' && parts[1] === 'payment_intents' && parts[2]) {
      const pi = paymentIntents.get(parts[2]);
      return pi ? sendJson(res, 200, pi) : notFound('payment_intent', parts[2]);
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const piId = str(params.payment_intent);
      const pi = piId ? paymentIntents.get(piId) : undefined;
      if (!piId || !pi)
        return piId
          ? notFound('payment_intent', piId)
          : stripeError(res, 400, 'invalid_request_error', 'One of the following params should be provided for this request: payment_intent or charge.');
      if (pi.status !== 'succeeded')
        return stripeError(res, 400, 'invalid_request_error', 'This PaymentIntent does not have a successful charge to refund.', { code: 'charge_not_refundable' });
      const remaining = Number(pi.amount) - Number(pi.amount_refunded);
      const amount = str(params.amount) === undefined ? remaining : Number(str(params.amount));
      if (remaining <= 0) return stripeError(res, 400, 'invalid_request_error', `Charge for PaymentIntent ${piId} has already been refunded.`, { code: 'charge_already_refunded' });
      if (amount > remaining)
        return stripeError(res, 400, 'invalid_request_error', `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`, {
          code: 'amount_too_large',
          param: 'amount',
        });
      pi.amount_refunded = Number(pi.amount_refunded) + amount;
      const refund: Obj = { id: newId('re'), object: 'refund', amount, currency: pi.currency, payment_intent: piId, status: 'succeeded', created: now() };
      refunds.set(refund.id, refund);
      return sendJson(res, 200, refund);
    }
    const taxAnswer = tax.handle(req.method, url.pathname, params);
    if (taxAnswer) {
      if ('error' in taxAnswer) {
        const [status, type, message, extra] = taxAnswer.error;
        return stripeError(res, status, type, message, extra);
      }
      return sendJson(res, taxAnswer.status, taxAnswer.body);
    }
    return stripeError(res, 404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${url.pathname}).`);
  }

  function control(req: RecordedRequest, res: ServerResponse) {
    const parts = req.path.split('?')[0].split('/').filter(Boolean); // __fake, kind, id, action
    try {
      if (parts[1] === 'hang') {
        hangMs = Number((req.body as { ms?: number })?.ms ?? 0);
        return sendJson(res, 200, { ok: true });
      }
      if (parts[1] === 'fail') {
        const body = req.body as { count?: number; kind?: FakeStripeFailure } | undefined;
        failNext(Number(body?.count ?? 1), FAILURE_KINDS.includes(body?.kind as FakeStripeFailure) ? body?.kind : undefined);
        return sendJson(res, 200, { ok: true });
      }
      if (parts[1] === 'drop') {
        drops = Number((req.body as { count?: number })?.count ?? 1);
        return sendJson(res, 200, { ok: true });
      }
      if (parts[1] === 'checkout' && parts[3] === 'complete') return sendJson(res, 200, publicView(complete(parts[2])));
      if (parts[1] === 'checkout' && parts[3] === 'expire') return sendJson(res, 200, publicView(expire(parts[2])));
      if (parts[1] === 'subscriptions' && parts[3] === 'renew') return sendJson(res, 200, renew(parts[2]));
    } catch (err) {
      return sendJson(res, 404, { message: (err as Error).message });
    }
    return sendJson(res, 404, { message: 'unknown control request' });
  }

  const server = await startLoopbackServer(async (req, res) => {
    if (req.path.startsWith('/__fake/')) return control(req, res);
    if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) return stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided.');
    if (hangMs > 0) {
      const ms = hangMs;
      hangMs = 0;
      await waitOrHangUp(res, ms);
      if (res.destroyed) return;
    }
    if (drops > 0) {
      drops--;
      res.socket?.destroy();
      return;
    }
    if (failing.count > 0) {
      failing.count--;
      return fail(res, failing.failure);
    }
    const raw = typeof req.body === 'string' ? req.body : '';
    const params = decodeForm(raw);
    const key = req.method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) : undefined;
    if (key) {
      const signature = `${req.method} ${req.path} ${raw}`;
      const seen = idempotency.get(key);
      if (seen) {
        if (seen.signature !== signature)
          return stripeError(
            res,
            400,
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          );
        return sendJson(res, seen.status, seen.body, { 'idempotent-replayed': 'true' });
      }
      // Record the answer: wrap sendJson by capturing what api() writes.
      const write = res.end.bind(res);
      let status = 200;
      const writeHead = res.writeHead.bind(res);
      res.writeHead = ((code: number, ...rest: unknown[]) => {
        status = code;
        return (writeHead as (...a: unknown[]) => ServerResponse)(code, ...rest);
      }) as typeof res.writeHead;
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        // Stripe does not store 429s and 5xx against the key (the request can be retried).
        if (typeof chunk === 'string' && status !== 429 && status < 500) idempotency.set(key, { signature, status, body: JSON.parse(chunk) });
        return (write as (...a: unknown[]) => ServerResponse)(chunk, ...rest);
      }) as typeof res.end;
    }
    await api(req, res, params);
  }, options.port);

  return Object.assign(server, {
    sessions,
    subscriptions,
    paymentIntents,
    refunds,
    tax,
    complete,
    expire,
    renew,
    updateSubscription,
    failNext,
    dropNext: (count: number) => {
      drops = count;
    },
    hangNext: (ms: number) => {
      hangMs = ms;
    },
  });
}
