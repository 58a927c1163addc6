import type { Db } from '../../../db/client';
import type { checkouts } from '../../../db/schema';
import type { CheckoutLineItem, CheckoutMode, CheckoutPurpose, PaymentsConfig, PaymentsPort, ProviderCheckoutSession } from '../../../providers/payments';

export type CheckoutRow = typeof checkouts.$inferSelect;

/** Who is buying (the signed-in viewer). */
export interface Buyer {
  id: string;
  email: string;
  plan?: string;
  /** A guest shopper (decision 88): buys orders only, and its order page is the public one. */
  isGuest?: boolean;
}

/** What a purpose's handler needs from the app. */
export interface PurposeDeps {
  db: Db;
  payments: PaymentsPort;
  paymentsConfig: PaymentsConfig;
}

/** A checkout ready to send to the provider, as a purpose prepared it from the (already validated) request. */
export interface PreparedCheckout {
  /** What is sold, kept on the checkout row (a pack id, a plan id, an order id). */
  reference: string;
  mode: CheckoutMode;
  lineItems: CheckoutLineItem[];
  /** Extra session metadata. */
  metadata?: Record<string, string>;
  /** Where the shopper lands after paying or cancelling (paths on this site). */
  successPath: string;
  cancelPath: string;
}

/** A checkout that ends unpaid: its session expired, or the provider never gave one (`failed`). */
export interface EndContext {
  /** The transaction that marks the checkout ended: write only through it. */
  tx: Db;
  checkout: CheckoutRow;
  reason: 'expired' | 'failed';
  now: Date;
}

export interface FulfilContext {
  /** The transaction that marks the checkout fulfilled and records the event id: write only through it. */
  tx: Db;
  checkout: CheckoutRow;
  session: ProviderCheckoutSession;
  now: Date;
}

/**
 * One kind of thing sold through the payments port. To sell something new: write a handler, add it in
 * `purposes/index.ts`, and add its request to `PaymentRequest` (purposes/index.ts) — and, when the
 * client asks for it directly, to `checkoutRequestSchema` in `src/shared/api/payments.ts`. The webhook,
 * the success-page sync and the test-mode checkout need no change: they call `fulfil` once per paid
 * session and `expire` once per checkout that ends unpaid (expired, or never opened).
 */
export interface PurposeHandler<Request extends { purpose: CheckoutPurpose } = { purpose: CheckoutPurpose }> {
  purpose: Request['purpose'];
  /** Checks the request (prices come from our data, never from the client) and describes the checkout. */
  prepare(deps: PurposeDeps, buyer: Buyer, request: Request): Promise<PreparedCheckout>;
  /** Applies a paid session. Called exactly once per checkout, inside `ctx.tx`. */
  fulfil(ctx: FulfilContext): Promise<void>;
  /** The checkout ended unpaid (optional): called at most once, inside `ctx.tx`. */
  expire?(ctx: EndContext): Promise<void>;
}

/** The purposes the app sells, by name. */
export class PurposeRegistry {
  private readonly handlers = new Map<string, PurposeHandler>();

  register<R extends { purpose: CheckoutPurpose }>(handler: PurposeHandler<R>): this {
    if (this.handlers.has(handler.purpose)) throw new Error(`Checkout purpose "${handler.purpose}" is registered twice`);
    this.handlers.set(handler.purpose, handler as unknown as PurposeHandler);
    return this;
  }

  /** Checkouts stored under another name (`checkouts.purpose`) are fulfilled and expired by this purpose. */
  alias(storedName: string, purpose: CheckoutPurpose): this {
    const handler = this.handlers.get(purpose);
    if (!handler || this.handlers.has(storedName)) throw new Error(`Cannot alias "${storedName}" to checkout purpose "${purpose}"`);
    this.handlers.set(storedName, handler);
    return this;
  }

  get(purpose: string): PurposeHandler | undefined {
    return this.handlers.get(purpose);
  }

  list(): CheckoutPurpose[] {
    return [...new Set(this.handlers.values())].map((handler) => handler.purpose);
  }
}
