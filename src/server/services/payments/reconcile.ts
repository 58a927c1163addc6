import { and, asc, eq, isNotNull, lt } from 'drizzle-orm';
import { checkouts } from '../../db/schema';
import { componentLog } from '../../log/logger';
import { applyCheckoutSession, type CheckoutApplyResult } from './checkout-state';
import type { PaymentsDeps } from './deps';

/** A checkout still open this long after its last change is asked about (its webhook may have been lost). */
export const RECONCILE_AFTER_MS = 10 * 60_000;
/** Checkouts asked about per run: the provider's read rate is bounded, the oldest go first. */
export const RECONCILE_BATCH = 50;

export interface ReconcileResult {
  checked: number;
  outcomes: Partial<Record<CheckoutApplyResult | 'failed', number>>;
}

/**
 * No paid order or pack is left behind (issue 32 item 2): a webhook lost to a crash, a restart or the
 * provider's own trouble is made good here. Every checkout still open after `RECONCILE_AFTER_MS` is
 * re-read from the provider and applied through the same once-only path as the webhook and the
 * success page (`applyCheckoutSession`), so a checkout paid meanwhile is fulfilled exactly once and
 * one the provider expired is expired. One still open is stamped (`updated_at`), so the next run asks
 * about the others first. A provider that fails leaves that checkout for the next run.
 */
export async function reconcileOpenCheckouts(deps: PaymentsDeps, now = new Date()): Promise<ReconcileResult> {
  const stale = await deps.db
    .select({ id: checkouts.id, sessionId: checkouts.providerSessionId })
    .from(checkouts)
    .where(and(eq(checkouts.status, 'open'), isNotNull(checkouts.providerSessionId), lt(checkouts.updatedAt, new Date(now.getTime() - RECONCILE_AFTER_MS))))
    .orderBy(asc(checkouts.updatedAt))
    .limit(RECONCILE_BATCH);
  const outcomes: ReconcileResult['outcomes'] = {};
  for (const { id, sessionId } of stale) {
    let outcome: CheckoutApplyResult | 'failed';
    try {
      outcome = await applyCheckoutSession(deps, await deps.payments.retrieveCheckout(sessionId as string));
      if (outcome === 'unchanged')
        await deps.db
          .update(checkouts)
          .set({ updatedAt: now })
          .where(and(eq(checkouts.id, id), eq(checkouts.status, 'open')));
    } catch (err) {
      outcome = 'failed';
      componentLog('payments').error({ checkoutId: id, error: (err as Error).message }, 'reconciling a checkout failed');
    }
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  }
  return { checked: stale.length, outcomes };
}
