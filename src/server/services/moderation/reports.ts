import { randomUUID } from 'node:crypto';
import { and, asc, countDistinct, eq, isNull, sql } from 'drizzle-orm';
import type { CreateReport } from '../../../shared/api/forum';
import type { ReportedItem } from '../../../shared/api/forum.responses';
import { REPORT_HIDE_THRESHOLD } from '../../../shared/community/limits';
import type { ReportReason, ReportResolution, ReportTargetType } from '../../../shared/community/moderation';
import type { Db } from '../../db/client';
import { reports } from '../../db/schema';
import { DomainError, notFound, rateLimited } from '../../domain/errors';
import type { Viewer } from '../../domain/viewer';
import { hitCounter } from '../security/rate-counter';
import { registerAllModerationTargets } from './all-targets';
import { type ModerationTarget, moderationTarget } from './targets';
import { countEstablishedReporters, isStaffAccount } from './trust';

/** Reports one person may file a day: plenty for a real member, a wall for a script. */
export const REPORTS_PER_DAY = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ModerationOptions {
  /** Distinct established reporters that hide an item until reviewed (REPORT_HIDE_THRESHOLD by default; configurable). */
  hideThreshold?: number;
  /** The configured admin addresses: staff content is never hidden by reports (it waits for review). */
  adminEmails?: readonly string[];
}

function targetOf(type: ReportTargetType): ModerationTarget {
  registerAllModerationTargets();
  const target = moderationTarget(type);
  if (!target) throw new DomainError('invalid', 'report_target_unsupported', 'This kind of item cannot be reported yet.');
  return target;
}

/**
 * Someone reports an item: one report per person and item (a second is answered like the first).
 * Every report puts the item in the review queue. When REPORT_HIDE_THRESHOLD different established
 * members (trust.ts) have open reports on it, it is hidden until an admin reviews it — unless its
 * author is staff, whose content only waits for the review.
 */
export async function createReport(db: Db, viewer: Viewer, input: CreateReport, options: ModerationOptions = {}): Promise<{ id: string; hidden: boolean }> {
  const target = targetOf(input.targetType);
  const item = await target.describe(db, input.targetId);
  if (!item) throw notFound('This item does not exist.');
  if (item.authorId === viewer.id) throw new DomainError('invalid', 'report_own', 'You cannot report your own post.');
  if ((await hitCounter(db, `reports:${viewer.id}`, DAY_MS)) > REPORTS_PER_DAY)
    throw rateLimited(`You can send ${REPORTS_PER_DAY} reports a day. Our team will look at the ones you sent.`);

  const [inserted] = await db
    .insert(reports)
    .values({
      id: randomUUID(),
      targetType: input.targetType,
      targetId: input.targetId,
      reporterId: viewer.id,
      reason: input.reason,
      note: input.note || null,
      createdAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  const id =
    inserted?.id ??
    (
      await db
        .select({ id: reports.id })
        .from(reports)
        .where(and(eq(reports.targetType, input.targetType), eq(reports.targetId, input.targetId), eq(reports.reporterId, viewer.id)))
    )[0].id;

  if (item.hidden) return { id, hidden: true };
  const threshold = options.hideThreshold ?? REPORT_HIDE_THRESHOLD;
  if ((await countEstablishedReporters(db, input.targetType, input.targetId)) >= threshold && !(await isStaffAccount(db, item.authorId, options.adminEmails ?? []))) {
    await target.hide(db, input.targetId, 'reports');
    return { id, hidden: true };
  }
  return { id, hidden: false };
}

/** Every item with open reports, oldest first, with what the review needs to decide. */
export async function listReportedItems(db: Db): Promise<ReportedItem[]> {
  const groups = await db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      reportCount: countDistinct(reports.reporterId),
      reasons: sql<ReportReason[]>`array_agg(DISTINCT ${reports.reason})`,
      notes: sql<(string | null)[]>`array_agg(${reports.note} ORDER BY ${reports.createdAt})`,
      firstReportedAt: sql<string>`min(${reports.createdAt})`,
    })
    .from(reports)
    .where(isNull(reports.resolvedAt))
    .groupBy(reports.targetType, reports.targetId)
    .orderBy(asc(sql`min(${reports.createdAt})`))
    .limit(200);
  return Promise.all(
    groups.map(async (group) => {
      registerAllModerationTargets();
      const item = (await moderationTarget(group.targetType)?.describe(db, group.targetId)) ?? null;
      return {
        targetType: group.targetType,
        targetId: group.targetId,
        title: item?.title ?? null,
        excerpt: item?.excerpt ?? null,
        url: item?.url ?? null,
        authorName: item?.authorName ?? null,
        hidden: item?.hidden ?? false,
        reportCount: Number(group.reportCount),
        reasons: group.reasons,
        notes: group.notes.filter((note): note is string => !!note),
        firstReportedAt: new Date(group.firstReportedAt).toISOString(),
      };
    }),
  );
}

/**
 * An admin closes an item's open reports: dismissed (the item is shown again if reports hid it),
 * hidden (kept hidden as the admin's decision) or deleted.
 */
export async function resolveReports(db: Db, admin: Viewer, targetType: ReportTargetType, targetId: string, resolution: ReportResolution): Promise<void> {
  const target = targetOf(targetType);
  if (resolution === 'dismissed') await target.unhide(db, targetId, 'reports');
  if (resolution === 'hidden') await target.hide(db, targetId, 'admin');
  if (resolution === 'deleted') await target.remove(db, targetId);
  await db
    .update(reports)
    .set({ resolvedAt: new Date(), resolvedBy: admin.id, resolution })
    .where(and(eq(reports.targetType, targetType), eq(reports.targetId, targetId), isNull(reports.resolvedAt)));
}

/** An admin hides or shows an item directly (reported or not). */
export async function setItemHidden(db: Db, targetType: ReportTargetType, targetId: string, hidden: boolean): Promise<void> {
  const target = targetOf(targetType);
  if (!(await target.describe(db, targetId))) throw notFound('This item does not exist.');
  if (hidden) await target.hide(db, targetId, 'admin');
  else await target.unhide(db, targetId);
}
