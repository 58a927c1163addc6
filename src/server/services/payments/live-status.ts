import type { SubscriptionRow } from '../accounts/subscriptions';

/** Provider statuses in which the plan is paid for and its limits apply. */
export const LIVE_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);

export const hasLiveSubscription = (row: Pick<SubscriptionRow, 'providerSubscriptionStatus'>) => LIVE_STATUSES.has(row.providerSubscriptionStatus ?? '');
