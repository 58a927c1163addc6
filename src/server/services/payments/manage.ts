import { eq } from 'drizzle-orm';
import { isPlanId, type PlanId } from '../../../shared/plans';
import { subscriptions } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import { PaymentsError } from '../../providers/payments';
import type { SubscriptionRow } from '../accounts/subscriptions';
import { getSubscription } from '../accounts/subscriptions';
import { type Actor, savedDesignsUsage } from '../designs';
import type { PaymentsDeps } from './deps';
import { paymentsFailure } from './errors';
import { hasLiveSubscription } from './live-status';
import { isSoldPlan, planPriceId } from './plan-prices';
import { readStamp } from './read-clock';
import { applySubscriptionState } from './subscription-state';

/** What /subscription shows about billing (usage figures come from GET /api/credits). */
export async function billingView(deps: PaymentsDeps, actor: Actor) {
  const row = await getSubscription(deps.db, actor.id);
  const plan: PlanId = isPlanId(row.plan) ? row.plan : 'free';
  return {
    provider: deps.payments.kind,
    testMode: deps.payments.testMode,
    plan,
    status: row.providerSubscriptionStatus,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    hasPortal: deps.payments.kind === 'stripe' && !!row.paymentCustomerId,
    savedDesigns: await savedDesignsUsage(deps.db, { ...actor, plan }),
  };
}

function liveSubscription(row: SubscriptionRow): string {
  if (!row.providerSubscriptionId || !hasLiveSubscription(row)) throw new DomainError('conflict', 'no_subscription', 'You have no running subscription. Choose a plan first.');
  return row.providerSubscriptionId;
}

const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (err) {
    if (err instanceof PaymentsError) throw paymentsFailure(err);
    throw err;
  }
};

/** Upgrade or downgrade a running subscription (prorated by the provider), then apply what the provider answers. */
export async function changePlan(deps: PaymentsDeps, actor: Actor, plan: string, idempotencyKey: string) {
  if (!isSoldPlan(plan)) throw new DomainError('invalid', 'plan_not_sold', 'That plan cannot be bought.');
  const row = await getSubscription(deps.db, actor.id);
  const subscriptionId = liveSubscription(row);
  const priceId = planPriceId(deps.paymentsConfig, deps.payments, plan);
  if (!priceId) throw new DomainError('unavailable', 'payments_not_configured', `Set STRIPE_PRICE_${plan.toUpperCase()} to change plans here, or use the billing portal.`);
  await guarded(async () => {
    const fetchedAt = readStamp();
    const updated = await deps.payments.changeSubscriptionPrice(subscriptionId, priceId, idempotencyKey);
    await applySubscriptionState(deps, updated, fetchedAt);
  });
  return billingView(deps, actor);
}

/** Cancel at the period's end (or take that back): the plan stays until then. */
export async function setCancelAtPeriodEnd(deps: PaymentsDeps, actor: Actor, cancel: boolean, idempotencyKey: string) {
  const row = await getSubscription(deps.db, actor.id);
  const subscriptionId = liveSubscription(row);
  await guarded(async () => {
    const fetchedAt = readStamp();
    const updated = await deps.payments.setCancelAtPeriodEnd(subscriptionId, cancel, idempotencyKey);
    await applySubscriptionState(deps, updated, fetchedAt);
  });
  return billingView(deps, actor);
}

/** Stripe's Billing customer portal (card, invoices, plan change, cancellation), back to /subscription. */
export async function billingPortalUrl(deps: PaymentsDeps, userId: string): Promise<string> {
  const [row] = await deps.db.select({ customerId: subscriptions.paymentCustomerId }).from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!row?.customerId) throw new DomainError('conflict', 'no_customer', 'You have not paid for anything yet.');
  return guarded(() => deps.payments.billingPortalUrl(row.customerId as string, `${deps.publicUrl}/subscription`));
}
