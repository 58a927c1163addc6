import { eq } from 'drizzle-orm';
import { PLANS, type PlanId } from '../../../shared/plans';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { ProviderSubscription } from '../../providers/payments';
import { writeLedger } from '../credits/ledger';
import { recordPurchaseReceipt } from '../invoices/purchase-receipts';
import { checkoutLanguageOf } from './checkout-language';
import type { PaymentsDeps } from './deps';
import { type AppliedEvent, recordEvent } from './events';
import { hasLiveSubscription, LIVE_STATUSES } from './live-status';
import { planOfSubscription } from './plan-prices';
import { readStamp } from './read-clock';

const seconds = (value: number | undefined) => (value === undefined ? null : new Date(value * 1000));

function periodOf(sub: ProviderSubscription) {
  const item = sub.items.data[0];
  return { start: seconds(item?.current_period_start ?? sub.current_period_start), end: seconds(item?.current_period_end ?? sub.current_period_end) };
}

export type SubscriptionApplyResult = 'applied' | 'duplicate' | 'stale' | 'unknown_user' | 'superseded';

/**
 * Applies a subscription as the provider reported it when read at `fetchedAt` — never the event's copy,
 * which may be old (events arrive late and out of order). In one transaction with the event id:
 * - a read older than the one already applied changes nothing (`provider_synced_at`), so whatever order
 *   webhooks and syncs finish in, the row ends equal to the provider's latest state;
 * - a live subscription sets the plan, maxImages and the free credits of its plan; an ended one puts the
 *   user back on free (admins keep admin);
 * - a new paid period (renewal, or the first) starts the monthly image count at 0, with a ledger `reset`;
 * - an active paid period is recorded once as a receipt, which mails its invoice (purchase-receipts.ts)
 *   in the language the plan was bought in (the subscription's metadata keeps it).
 */
export async function applySubscriptionState(deps: PaymentsDeps, sub: ProviderSubscription, fetchedAt: Date, event?: AppliedEvent): Promise<SubscriptionApplyResult> {
  const userId = sub.metadata?.userId ?? (await userOfCustomer(deps.db, sub.customer));
  return inTransaction(deps.db, async (tx) => {
    if (event && !(await recordEvent(tx, event))) return 'duplicate';
    if (!userId) return 'unknown_user';
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
    if (!row) return 'unknown_user';
    if (row.providerSyncedAt && row.providerSyncedAt > fetchedAt) return 'stale';
    const live = LIVE_STATUSES.has(sub.status);
    // An old subscription ending must not take away the plan of a newer one.
    if (!live && row.providerSubscriptionId && row.providerSubscriptionId !== sub.id && hasLiveSubscription(row)) return 'superseded';
    const paidPlan = planOfSubscription(deps.paymentsConfig, deps.payments, sub);
    const plan: PlanId = row.plan === 'admin' ? 'admin' : live && paidPlan ? paidPlan : 'free';
    const details = PLANS[plan];
    const period = periodOf(sub);
    const newPeriod = live && period.start !== null && (row.currentPeriodStart === null || period.start > row.currentPeriodStart);
    await tx
      .update(subscriptions)
      .set({
        plan,
        maxImages: Number.isFinite(details.maxImages) ? details.maxImages : 0,
        freeCredits: details.freeCredits,
        paymentCustomerId: sub.customer,
        providerSubscriptionId: sub.id,
        providerSubscriptionStatus: sub.status,
        cancelAtPeriodEnd: sub.cancel_at_period_end,
        currentPeriodStart: period.start,
        currentPeriodEnd: period.end,
        providerSyncedAt: fetchedAt,
        updatedAt: new Date(),
        ...(newPeriod && period.start ? { monthlyImageCount: 0, lastResetDate: period.start } : {}),
      })
      .where(eq(subscriptions.userId, userId));
    if (newPeriod && row.monthlyImageCount !== 0) {
      // +used-before-the-reset keeps monthlyImageCount = −Σ monthly (ledger.ts).
      await writeLedger(tx, {
        userId,
        kind: 'reset',
        balance: 'monthly',
        amount: row.monthlyImageCount,
        reason: `monthly image count reset: paid period from ${period.start?.toISOString()} (${row.monthlyImageCount} of ${row.maxImages} used)`,
        createdAt: new Date(),
      });
    }
    // A paid month gets its receipt and invoice once: the first sync that sees the period active records
    // it (a month whose payment is late is recorded when it is paid and the subscription is active again).
    const price = paidPlan ? PLANS[paidPlan].price : null;
    if (sub.status === 'active' && plan !== 'admin' && paidPlan && price && period.start) {
      await recordPurchaseReceipt(tx, {
        userId,
        kind: 'plan',
        source: `plan:${sub.id}:${period.start.toISOString()}`,
        item: paidPlan,
        amountCents: price.amountCents,
        currency: price.currency,
        paidAt: fetchedAt,
        language: checkoutLanguageOf(sub.metadata),
      });
    }
    return 'applied';
  });
}

async function userOfCustomer(db: Db, customerId: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.paymentCustomerId, customerId)).limit(1);
  return row?.userId;
}

/** Reads the subscription from the provider now and applies it (webhooks, the sync, plan changes). */
export async function refreshSubscription(deps: PaymentsDeps, subscriptionId: string, event?: AppliedEvent): Promise<SubscriptionApplyResult> {
  const fetchedAt = readStamp();
  const sub = await deps.payments.retrieveSubscription(subscriptionId);
  return applySubscriptionState(deps, sub, fetchedAt, event);
}
