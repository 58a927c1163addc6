import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { SHOP_CURRENCY } from '../../../shared/money';
import { checkouts, subscriptions } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import { PaymentsError } from '../../providers/payments';
import type { PaymentsDeps } from './deps';
import { paymentsFailure } from './errors';
import type { Buyer, PaymentRequest } from './purposes';

/**
 * Starts a checkout for any registered purpose: the purpose prepares it (prices from our data), a
 * `checkouts` row is made under the client's idempotency key, and the provider is asked for a session
 * with the same key — so a double click, or a retry after a lost answer, gives the same session and
 * never a second charge. Answers the provider's payment page.
 */
export async function startCheckout(deps: PaymentsDeps, buyer: Buyer, request: PaymentRequest & { locale?: 'en' | 'zh' }): Promise<StartedCheckout> {
  const handler = deps.purposes.get(request.purpose);
  if (!handler) throw new DomainError('invalid', 'unknown_purpose', 'That cannot be bought here.');
  const existing = await findByKey(deps, buyer.id, request.idempotencyKey);
  const reused = reuse(existing);
  if (reused) return reused;

  const prepared = await handler.prepare(deps, buyer, request as never);
  const amountCents = prepared.lineItems.reduce((sum, item) => sum + item.amountCents * item.quantity, 0);
  const currency = prepared.lineItems[0]?.currency ?? SHOP_CURRENCY;
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
      })
      .onConflictDoNothing()
      .returning({ id: checkouts.id });
    // A parallel request with the same key won the insert: answer what it made.
    if (inserted.length === 0) return startCheckout(deps, buyer, request);
  }
  const [sub] = await deps.db.select({ customerId: subscriptions.paymentCustomerId }).from(subscriptions).where(eq(subscriptions.userId, buyer.id));
  try {
    const session = await deps.payments.createCheckout({
      purpose: request.purpose,
      mode: prepared.mode,
      checkoutId,
      userId: buyer.id,
      email: buyer.email,
      customerId: sub?.customerId ?? undefined,
      lineItems: prepared.lineItems,
      metadata: prepared.metadata,
      successUrl: `${deps.publicUrl}${prepared.successPath}`,
      cancelUrl: `${deps.publicUrl}${prepared.cancelPath}`,
      idempotencyKey: `checkout-${checkoutId}`,
      locale: request.locale,
    });
    await deps.db
      .update(checkouts)
      .set({ status: 'open', providerSessionId: session.id, url: session.url, updatedAt: new Date() })
      .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, 'creating')));
    return { checkoutId, url: session.url };
  } catch (err) {
    if (err instanceof PaymentsError) throw paymentsFailure(err);
    throw err;
  }
}

export interface StartedCheckout {
  checkoutId: string;
  /** The provider's payment page. */
  url: string;
}

/**
 * The checkout this idempotency key already started, when it is still open (a double click, a retry
 * after a lost answer), or null when there is none yet; one that ended is refused. Callers with work to
 * do before `startCheckout` (the checkout workflow places the order) ask first, so a retry does none of it.
 */
export async function openCheckoutForKey(deps: PaymentsDeps, userId: string, idempotencyKey: string): Promise<StartedCheckout | null> {
  return reuse(await findByKey(deps, userId, idempotencyKey));
}

function reuse(existing: Awaited<ReturnType<typeof findByKey>>): StartedCheckout | null {
  if (existing?.url && existing.status === 'open') return { checkoutId: existing.id, url: existing.url };
  if (existing && existing.status !== 'creating') throw new DomainError('conflict', 'checkout_finished', 'This checkout has already ended. Please start again.');
  return null;
}

async function findByKey(deps: PaymentsDeps, userId: string, key: string) {
  const [row] = await deps.db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.userId, userId), eq(checkouts.idempotencyKey, key)));
  return row;
}
