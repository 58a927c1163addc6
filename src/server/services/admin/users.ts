import { and, count, desc, eq, exists, gt, ilike, notExists, notInArray, or, sql } from 'drizzle-orm';
import type { AdminUser, AdminUserDetail } from '../../../shared/api/admin.responses';
import { PLANS, type PlanId } from '../../../shared/plans';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/escape-like';
import { accountSuspensions, customOrderRequests, designs, guestShoppers, orders, session, subscriptions, user } from '../../db/schema';
import { DomainError, notFound } from '../../domain/errors';
import { getSuspension } from '../accounts/suspension';
import { listLedger } from '../credits/ledger';
import { LIVE_STATUSES } from '../payments/live-status';

/** The back office's view of accounts: search, one account in full, the plan set by hand. */

/**
 * Newest first, 200 at most; `q` matches part of the e-mail or the name. Accounts only, unless `who`
 * asks for the guest shoppers: a guest is a `user` row nobody signs in to (decision 88), not an account.
 */
export async function searchUsers(db: Db, q?: string, who: 'members' | 'guests' = 'members'): Promise<AdminUser[]> {
  const pattern = q ? `%${escapeLike(q)}%` : undefined;
  const guest = db.select({ one: sql`1` }).from(guestShoppers).where(eq(guestShoppers.userId, user.id));
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      plan: subscriptions.plan,
      userRole: subscriptions.userRole,
      suspendedAt: accountSuspensions.suspendedAt,
    })
    .from(user)
    .leftJoin(subscriptions, eq(subscriptions.userId, user.id))
    .leftJoin(accountSuspensions, eq(accountSuspensions.userId, user.id))
    .where(and(who === 'guests' ? exists(guest) : notExists(guest), pattern ? or(ilike(user.email, pattern), ilike(user.name, pattern)) : undefined))
    .orderBy(desc(user.createdAt))
    .limit(200);
  return rows.map(({ suspendedAt, ...r }) => ({ ...r, createdAt: r.createdAt.toISOString(), suspended: suspendedAt !== null }));
}

const countOf = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);

/** One account: subscription, credits and the newest 50 ledger rows, what they own, their suspension. */
export async function getUserForAdmin(db: Db, userId: string, now = new Date()): Promise<AdminUserDetail> {
  const [found] = await db.select().from(user).where(eq(user.id, userId));
  if (!found) throw notFound('No such user.');
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const [orderCount, designCount, customOrderCount, sessionCount, ledger, suspension] = await Promise.all([
    countOf(db.select({ n: count() }).from(orders).where(eq(orders.userId, userId))),
    countOf(db.select({ n: count() }).from(designs).where(eq(designs.userId, userId))),
    countOf(db.select({ n: count() }).from(customOrderRequests).where(eq(customOrderRequests.userId, userId))),
    countOf(
      db
        .select({ n: count() })
        .from(session)
        .where(and(eq(session.userId, userId), gt(session.expiresAt, now))),
    ),
    listLedger(db, userId, 50),
    getSuspension(db, userId),
  ]);
  return {
    user: { id: found.id, email: found.email, name: found.name, emailVerified: found.emailVerified, createdAt: found.createdAt.toISOString() },
    subscription: sub
      ? {
          plan: sub.plan,
          userRole: sub.userRole,
          oneTimeCredits: sub.oneTimeCredits,
          monthlyImageCount: sub.monthlyImageCount,
          maxImages: sub.maxImages,
          freeCredits: sub.freeCredits,
          freeCreditsUsed: sub.freeCreditsUsed,
          imageCount: sub.imageCount,
          providerSubscriptionStatus: sub.providerSubscriptionStatus,
          currentPeriodEnd: sub.currentPeriodEnd?.toISOString() ?? null,
          cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
        }
      : null,
    counts: { orders: orderCount, designs: designCount, customOrders: customOrderCount, activeSessions: sessionCount },
    ledger,
    suspension,
  };
}

/**
 * Sets a user's plan by hand (a gift, a correction) with the plan's allowances. The admin plan is not
 * set this way: it follows the admin role (SPEC §6). A paying customer's plan is the provider's to
 * change, so it is refused while a paid subscription is live.
 */
export async function setUserPlan(db: Db, userId: string, plan: Exclude<PlanId, 'admin'>): Promise<void> {
  const details = PLANS[plan];
  const [row] = await db
    .update(subscriptions)
    .set({ plan, maxImages: Number.isFinite(details.maxImages) ? details.maxImages : 0, freeCredits: details.freeCredits, updatedAt: new Date() })
    .where(and(eq(subscriptions.userId, userId), notInArray(sql`coalesce(${subscriptions.providerSubscriptionStatus}, '')`, [...LIVE_STATUSES])))
    .returning({ userId: subscriptions.userId });
  if (row) return;
  const [exists] = await db.select({ status: subscriptions.providerSubscriptionStatus }).from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!exists) throw notFound('Subscription data not found.');
  throw new DomainError('conflict', 'paid_subscription', 'This user pays for a plan through the payments provider: change it there (or cancel it) first.');
}
