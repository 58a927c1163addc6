import { and, countDistinct, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { REPORTER_MIN_ACCOUNT_DAYS } from '../../../shared/community/limits';
import type { ReportTargetType } from '../../../shared/community/moderation';
import { resolveAccess } from '../../../shared/roles';
import type { Db } from '../../db/client';
import { forumPosts, orders, reports, showcaseComments, showcaseItems, subscriptions, user } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Established members' open reports on an item: reporters whose account is REPORTER_MIN_ACCOUNT_DAYS
 * old and who have taken part (a forum post, a showcase comment or item, a paid order). Fresh or idle
 * accounts cost nothing to make, so their reports are read by a person but never hide anything alone.
 */
export async function countEstablishedReporters(db: Db, targetType: ReportTargetType, targetId: string, now = new Date()): Promise<number> {
  const madeBefore = new Date(now.getTime() - REPORTER_MIN_ACCOUNT_DAYS * DAY_MS);
  const tookPart = sql`(
    EXISTS (SELECT 1 FROM ${forumPosts} WHERE ${forumPosts.authorId} = ${reports.reporterId})
    OR EXISTS (SELECT 1 FROM ${showcaseComments} WHERE ${showcaseComments.userId} = ${reports.reporterId})
    OR EXISTS (SELECT 1 FROM ${showcaseItems} WHERE ${showcaseItems.userId} = ${reports.reporterId})
    OR EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.userId} = ${reports.reporterId} AND ${isNotNull(orders.paidAt)})
  )`;
  const [row] = await db
    .select({ reporters: countDistinct(reports.reporterId) })
    .from(reports)
    .innerJoin(user, eq(user.id, reports.reporterId))
    .where(and(eq(reports.targetType, targetType), eq(reports.targetId, targetId), isNull(reports.resolvedAt), lte(user.createdAt, madeBefore), tookPart));
  return Number(row?.reporters ?? 0);
}

/** Whether the account is the shop's staff (an admin): their content is never hidden by reports, only reviewed. */
export async function isStaffAccount(db: Db, userId: string, adminEmails: readonly string[]): Promise<boolean> {
  const [row] = await db
    .select({ email: user.email, emailVerified: user.emailVerified, userRole: subscriptions.userRole })
    .from(user)
    .leftJoin(subscriptions, eq(subscriptions.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) return false;
  return resolveAccess({ email: row.email, emailVerified: row.emailVerified, userRole: row.userRole === 'admin' ? 'admin' : 'user', plan: 'free' }, adminEmails).isAdmin;
}
