import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import { checkouts, subscriptions } from '../../db/schema';
import { applyCheckoutSession } from './checkout-state';
import { logOf, type PaymentsDeps } from './deps';
import { refreshSubscription } from './subscription-state';

export interface SyncResult {
  ok: boolean;
  reason?: 'timeout' | 'provider_error';
  checkoutsApplied: number;
  subscription: string | null;
}

const OPEN_CHECKOUT_WINDOW_MS = 24 * 3600_000;

class SyncTimeout extends Error {}

/**
 * SPEC §7 syncSubscriptionFromStripe: no payload, a deadline (60 s), the result logged, a failure
 * tolerated (answered as `ok: false`, never thrown). It re-reads the user's open checkouts of the last
 * day and their subscription from the provider and applies them through the same code as the webhook,
 * so the success page and a webhook racing still produce one effect.
 */
export async function syncSubscriptionFromStripe(deps: PaymentsDeps, userId: string, options: { timeoutMs?: number } = {}): Promise<SyncResult> {
  const timeoutMs = options.timeoutMs ?? deps.paymentsConfig.syncTimeoutMs;
  const progress: SyncResult = { ok: true, checkoutsApplied: 0, subscription: null };
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SyncTimeout()), timeoutMs);
  });
  let result: SyncResult;
  try {
    const work = run(deps, userId, progress);
    // Past the deadline the work may still finish (its effects are idempotent); its failure is not unhandled.
    work.catch(() => {});
    await Promise.race([work, deadline]);
    result = { ...progress };
  } catch (err) {
    result = { ...progress, ok: false, reason: err instanceof SyncTimeout ? 'timeout' : 'provider_error' };
    if (!(err instanceof SyncTimeout)) logOf(deps)(`sync for ${userId} failed: ${(err as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
  logOf(deps)(`syncSubscriptionFromStripe ${userId}`, result);
  return result;
}

async function run(deps: PaymentsDeps, userId: string, progress: SyncResult): Promise<void> {
  const since = new Date(Date.now() - OPEN_CHECKOUT_WINDOW_MS);
  const open = await deps.db
    .select({ sessionId: checkouts.providerSessionId })
    .from(checkouts)
    .where(and(eq(checkouts.userId, userId), eq(checkouts.status, 'open'), isNotNull(checkouts.providerSessionId), gt(checkouts.createdAt, since)))
    .orderBy(desc(checkouts.createdAt))
    .limit(10);
  for (const { sessionId } of open) {
    const outcome = await applyCheckoutSession(deps, await deps.payments.retrieveCheckout(sessionId as string));
    if (outcome === 'fulfilled' || outcome === 'expired') progress.checkoutsApplied++;
  }
  const [row] = await deps.db.select({ subscriptionId: subscriptions.providerSubscriptionId }).from(subscriptions).where(eq(subscriptions.userId, userId));
  if (row?.subscriptionId) {
    await refreshSubscription(deps, row.subscriptionId);
    const [after] = await deps.db.select({ status: subscriptions.providerSubscriptionStatus }).from(subscriptions).where(eq(subscriptions.userId, userId));
    progress.subscription = after?.status ?? null;
  }
}
