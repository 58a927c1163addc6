import { isPlanId, type PlanId } from '../../../shared/plans';
import type { PaymentsConfig, PaymentsPort, ProviderSubscription } from '../../providers/payments';
import { SOLD_PLAN_IDS, type SoldPlanId } from '../../providers/payments/settings';

/**
 * Which provider price is which plan. Stripe: the configured STRIPE_PRICE_<PLAN> ids; local: fixed test
 * ids. A subscription's plan is read from its price (so a plan changed in Stripe's portal is seen),
 * then from the price's or the subscription's `plan` metadata (inline prices have no configured id).
 */
export function planPriceId(config: PaymentsConfig, payments: Pick<PaymentsPort, 'kind'>, plan: SoldPlanId): string | undefined {
  return config.stripe.planPrices[plan] ?? (payments.kind === 'local' ? `price_test_local_${plan}` : undefined);
}

export const isSoldPlan = (plan: string): plan is SoldPlanId => (SOLD_PLAN_IDS as readonly string[]).includes(plan);

export function planOfSubscription(config: PaymentsConfig, payments: Pick<PaymentsPort, 'kind'>, sub: ProviderSubscription): PlanId | undefined {
  const price = sub.items.data[0]?.price;
  if (price) {
    for (const plan of SOLD_PLAN_IDS) if (planPriceId(config, payments, plan) === price.id) return plan;
    const fromPrice = price.metadata?.plan ?? price.lookup_key ?? undefined;
    if (fromPrice && isPlanId(fromPrice)) return fromPrice;
  }
  const fromSub = sub.metadata?.plan;
  return fromSub && isPlanId(fromSub) ? fromSub : undefined;
}
