import { eq } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/messages';
import { isPlanId, PLANS, type PlanId } from '../../../shared/plans';
import { isAllowListedAdmin, isUserRole, type ResolvedAccess, resolveAccess, type UserRole } from '../../../shared/roles';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { DomainError } from '../../domain/errors';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * SPEC §3 Subscription created at sign-up: plan free, counters at 0. A verified allow-listed address
 * gets the admin plan; an unverified one starts free and is raised once verified (resolveUserAccess).
 */
export async function createSubscription(db: Db, user: { id: string; email: string; emailVerified?: boolean }, adminEmails: readonly string[]): Promise<void> {
  const plan: PlanId = user.emailVerified === true && isAllowListedAdmin(user.email, adminEmails) ? 'admin' : 'free';
  await db
    .insert(subscriptions)
    .values({
      userId: user.id,
      plan,
      userRole: 'user',
      imageCount: 0,
      monthlyImageCount: 0,
      oneTimeCredits: 0,
      maxImages: Number.isFinite(PLANS[plan].maxImages) ? PLANS[plan].maxImages : 0,
      freeCredits: PLANS[plan].freeCredits,
      freeCreditsUsed: 0,
    })
    .onConflictDoNothing();
}

export async function getSubscription(db: Db, userId: string): Promise<SubscriptionRow> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!row) throw new DomainError('not_found', 'subscription_not_found', MESSAGES.subscriptionNotFound);
  return row;
}

/**
 * Resolves the role at sign-in (SPEC §4/§6) and writes back the plan corrections: a verified
 * allow-listed e-mail's plan is forced to admin; anyone else holding admin is downgraded to free.
 */
export async function resolveUserAccess(
  db: Db,
  user: { id: string; email: string; emailVerified: boolean },
  adminEmails: readonly string[],
  /** The subscription row when the caller has just read it. */
  known?: SubscriptionRow,
): Promise<ResolvedAccess> {
  const row = known ?? (await getSubscription(db, user.id));
  const plan: PlanId = isPlanId(row.plan) ? row.plan : 'free';
  const userRole: UserRole = isUserRole(row.userRole) ? row.userRole : 'user';
  const access = resolveAccess({ email: user.email, plan, userRole, emailVerified: user.emailVerified }, adminEmails);
  if (access.planCorrected) {
    const details = PLANS[access.plan];
    await db
      .update(subscriptions)
      .set({ plan: access.plan, maxImages: Number.isFinite(details.maxImages) ? details.maxImages : 0, freeCredits: details.freeCredits, updatedAt: new Date() })
      .where(eq(subscriptions.userId, user.id));
  }
  return access;
}

export function publicSubscription(row: SubscriptionRow) {
  return {
    plan: row.plan,
    userRole: row.userRole,
    imageCount: row.imageCount,
    monthlyImageCount: row.monthlyImageCount,
    oneTimeCredits: row.oneTimeCredits,
    maxImages: row.maxImages,
    lastResetDate: row.lastResetDate.toISOString(),
    freeCredits: row.freeCredits,
    freeCreditsUsed: row.freeCreditsUsed,
    freeCreditsLastReset: row.freeCreditsLastReset.toISOString(),
  };
}
