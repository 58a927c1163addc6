import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { SHOP_CURRENCY } from '../../../shared/money';
import { checkouts, subscriptions } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { DomainError } from '../../domain/errors';
import { PaymentsError } from '../../providers/payments';
import { withCheckoutLanguage } from './checkout-language';
import type { PaymentsDeps } from './deps';
import { paymentsFailure } from './errors';
import type { Buyer, CheckoutRow, PaymentRequest, PreparedCheckout, PurposeHandler } from './purposes';
import { checkoutRequestHash } from './request-hash';

/**
 * Starts a checkout for any registered purpose: the purpose prepares it (prices from our data), a
 * `checkouts` row is made under the client's idempotency key, and the provider is asked for a session
 * with the same key — so a double click, or a retry after a lost answer, gives the same session and
 * never a second charge. Answers the provider's payment page.
 *
 * The key stands for one request: `requestHash` (by default the hash of `request`; the checkout workflow
 * passes the hash of the shopper's own body) is stored with the row, and the same key with another body
 * is refused with `idempotency_mismatch`. A session is only asked for what the row records (its
 * reference and amount); when the provider gives none, the row is marked `failed` and its purpose ends
 * it (the order it placed is cancelled), so the key can never be paid for something else later.
 */
export async function startCheckout(
  deps: PaymentsDeps,
  buyer: Buyer,
  request: PaymentRequest & { locale?: 'en' | 'zh' },
  requestHash = checkoutRequestHash(request),
): Promise<StartedCheckout> {
  const handler = deps.purposes.get(request.purpose);
  if (!handler) throw new DomainError('invalid', 'unknown_purpose', 'That cannot be bought here.');
  const existing = await findByKey(deps, buyer.id, request.idempotencyKey);
  const reused = reuse(existing, requestHash);
  if (reused) return reused;

  const prepared = await handler.prepare(deps, buyer, request as never);
  const amountCents = prepared.lineItems.reduce((sum, item) => sum + item.amountCents * item.quantity, 0);
  const currency = prepared.lineItems[0]?.currency ?? SHOP_CURRENCY;
  if (existing && !(existing.reference === prepared.reference && existing.amountCents === amountCents && existing.currency === currency)) throw mismatch();
  const checkoutId = existing?.id ?? randomUUID();
  if (!existing) {
    const inserted = await deps.db
      .insert(checkouts)
      .values({
        id: checkoutId,
        userId: buyer.id,
        purpose: request.purpose,
        reference: prepared.reference,
        mode: prepared.mode,
        provider: deps.payments.kind,
        amountCents,
        currency,
        idempotencyKey: request.idempotencyKey,
        requestHash,
      })
      .onConflictDoNothing()
      .returning({ id: checkouts.id });
    // A parallel request with the same key won the insert: answer what it made.
    if (inserted.length === 0) return startCheckout(deps, buyer, request, requestHash);
  }
  let url: string;
  try {
    url = await createSession(deps, buyer, checkoutId, request, prepared);
  } catch (err) {
    await markFailed(deps, checkoutId, handler);
    if (err instanceof PaymentsError) throw paymentsFailure(err);
    throw err;
  }
  return { checkoutId, url };
}

export interface StartedCheckout {
  checkoutId: string;
  /** The provider's payment page. */
  url: string;
}

/**
 * The checkout this idempotency key already started, when it is still open (a double click, a retry
 * after a lost answer), or null when there is none yet; one that ended, or one started with another
 * request, is refused. Callers with work to do before `startCheckout` (the checkout workflow places the
 * order) ask first, so a retry does none of it.
 */
export async function openCheckoutForKey(deps: PaymentsDeps, userId: string, idempotencyKey: string, requestHash: string): Promise<StartedCheckout | null> {
  return reuse(await findByKey(deps, userId, idempotencyKey), requestHash);
}

/** Asks the provider for the session and records it on the row, which must still be waiting for it. */
async function createSession(
  deps: PaymentsDeps,
  buyer: Buyer,
  checkoutId: string,
  request: PaymentRequest & { locale?: 'en' | 'zh' },
  prepared: PreparedCheckout,
): Promise<string> {
  const [sub] = await deps.db.select({ customerId: subscriptions.paymentCustomerId }).from(subscriptions).where(eq(subscriptions.userId, buyer.id));
  const session = await deps.payments.createCheckout({
    purpose: request.purpose,
    mode: prepared.mode,
    checkoutId,
    userId: buyer.id,
    email: buyer.email,
    customerId: sub?.customerId ?? undefined,
    lineItems: prepared.lineItems,
    metadata: withCheckoutLanguage(prepared.metadata, request.locale),
    successUrl: `${deps.publicUrl}${prepared.successPath}`,
    cancelUrl: `${deps.publicUrl}${prepared.cancelPath}`,
    idempotencyKey: `checkout-${checkoutId}`,
    locale: request.locale,
  });
  const [opened] = await deps.db
    .update(checkouts)
    .set({ status: 'open', providerSessionId: session.id, url: session.url, updatedAt: new Date() })
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, 'creating')))
    .returning({ id: checkouts.id });
  if (opened) return session.url;
  // A parallel request with the same key got there first: its answer stands (a failed one included).
  const [row] = await deps.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
  const reused = reuse(row, row?.requestHash ?? '');
  if (!reused) throw finished();
  return reused.url;
}

/** The provider gave no session: the row can never open, and what its purpose started ends with it. */
async function markFailed(deps: PaymentsDeps, checkoutId: string, handler: PurposeHandler) {
  const now = new Date();
  await inTransaction(deps.db, async (tx) => {
    const [failed] = await tx
      .update(checkouts)
      .set({ status: 'failed', updatedAt: now })
      .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, 'creating')))
      .returning();
    if (failed && handler.expire) await handler.expire({ tx, checkout: failed, now, reason: 'failed' });
  });
}

function reuse(existing: CheckoutRow | undefined, requestHash: string): StartedCheckout | null {
  if (existing?.requestHash && existing.requestHash !== requestHash) throw mismatch();
  if (existing?.url && existing.status === 'open') return { checkoutId: existing.id, url: existing.url };
  if (existing && existing.status !== 'creating') throw finished();
  return null;
}

const mismatch = () => new DomainError('conflict', 'idempotency_mismatch', 'This checkout was started with a different request. Please start again.');
const finished = () => new DomainError('conflict', 'checkout_finished', 'This checkout has already ended. Please start again.');

async function findByKey(deps: PaymentsDeps, userId: string, key: string): Promise<CheckoutRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.userId, userId), eq(checkouts.idempotencyKey, key)));
  return row;
}
