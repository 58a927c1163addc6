import { eq } from 'drizzle-orm';
import type { CheckoutRequest } from '../../../../shared/api/payments';
import { PLANS } from '../../../../shared/plans';
import { subscriptions } from '../../../db/schema';
import { DomainError } from '../../../domain/errors';
import { hasLiveSubscription } from '../live-status';
import { isSoldPlan, planPriceId } from '../plan-prices';
import type { PurposeHandler } from './registry';

type PlanRequest = Extract<CheckoutRequest, { purpose: 'plan' }>;

/**
 * SPEC §9 plans, sold as monthly subscriptions (Checkout mode `subscription`). Fulfilment itself
 * changes nothing here: the plan is applied from the subscription as the provider reports it
 * (`applySubscriptionState`), which the webhook's checkout handling runs right after.
 */
export const planPurpose: PurposeHandler<PlanRequest> = {
  purpose: 'plan',
  async prepare(deps, buyer, request) {
    const plan = request.plan;
    if (!isSoldPlan(plan)) throw new DomainError('invalid', 'plan_not_sold', 'That plan cannot be bought.');
    if (buyer.plan === 'admin') throw new DomainError('conflict', 'admin_plan', 'Admin accounts have every limit already.');
    const [row] = await deps.db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.id));
    if (row && hasLiveSubscription(row)) throw new DomainError('conflict', 'already_subscribed', 'You already have a subscription: change its plan from the subscription page.');
    const details = PLANS[plan];
    const price = details.price;
    if (!price) throw new DomainError('invalid', 'plan_not_sold', 'That plan cannot be bought.');
    return {
      reference: plan,
      mode: 'subscription',
      lineItems: [
        {
          priceId: planPriceId(deps.paymentsConfig, deps.payments, plan),
          name: `Sticker Studio ${details.name}`,
          amountCents: price.amountCents,
          currency: price.currency,
          quantity: 1,
          recurring: { interval: 'month' },
        },
      ],
      metadata: { plan },
      successPath: '/subscription?checkout=success',
      cancelPath: '/pricing?checkout=cancelled',
    };
  },
  async fulfil() {
    // The subscription's state is applied by applySubscriptionState (see above).
  },
};
