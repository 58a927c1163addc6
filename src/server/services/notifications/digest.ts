import { and, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs, notifications } from '../../db/schema';
import { enqueueJob } from '../../job-contracts/enqueue';
import { notificationMailJob } from '../../job-contracts/notifications';

/**
 * A member gets at most one e-mail per actor and item (kind and page) in this window: what happens in
 * between is collected into the next mail, a digest, so forty comments in a second are one mail.
 */
export const MAIL_DIGEST_WINDOW_MS = 60 * 60 * 1000;

type NotificationRow = typeof notifications.$inferSelect;
type Grouped = Pick<NotificationRow, 'userId' | 'kind' | 'actorId' | 'targetUrl'>;

/** The page a notification points at: its link without the anchor (one comment of many on the same item). */
const pageOf = (targetUrl: string) => targetUrl.split('#')[0];

function inGroup(n: Grouped) {
  return and(
    eq(notifications.userId, n.userId),
    eq(notifications.kind, n.kind),
    n.actorId ? eq(notifications.actorId, n.actorId) : isNull(notifications.actorId),
    sql`split_part(${notifications.targetUrl}, '#', 1) = ${pageOf(n.targetUrl)}`,
  );
}

const digestKey = (n: Grouped) => `notification-digest:${n.userId}:${n.kind}:${n.actorId ?? 'system'}:${pageOf(n.targetUrl)}`;

export type MailDecision = { kind: 'send'; claimed: NotificationRow[] } | { kind: 'later' } | { kind: 'nothing' };

/**
 * What the mail job of one notification does. Nothing of its group (its actor and item) is waiting: nothing. The group was mailed
 * within the window: a digest job runs when the window ends (one per group; it collects this one).
 * Otherwise every unmailed notification of the group is claimed (marked mailed, so a parallel job
 * claims none of them) and sent as one mail; `release` gives them back if the sending fails.
 */
export async function decideMail(db: Db, notificationId: string, now = new Date()): Promise<MailDecision> {
  const [n] = await db.select().from(notifications).where(eq(notifications.id, notificationId));
  if (!n) return { kind: 'nothing' };
  // The notification stands for its group: a digest whose first one was mailed meanwhile still collects the rest.
  const [pending] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(inGroup(n), isNull(notifications.mailedAt)))
    .limit(1);
  if (!pending) return { kind: 'nothing' };
  const [last] = await db
    .select({ at: max(notifications.mailedAt) })
    .from(notifications)
    .where(inGroup(n));
  const lastAt = last?.at ? new Date(last.at).getTime() : null;
  if (lastAt !== null && now.getTime() - lastAt < MAIL_DIGEST_WINDOW_MS) {
    const queued = await enqueueJob(db, notificationMailJob, { notificationId }, { runAt: new Date(lastAt + MAIL_DIGEST_WINDOW_MS), singletonKey: digestKey(n), now });
    if (queued) return { kind: 'later' };
    // A digest of this group is already waiting (it will collect this one), or running now (it may not have: retry).
    const [active] = await db
      .select({ status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.singletonKey, digestKey(n)), inArray(jobs.status, ['queued', 'running'])));
    if (active?.status === 'queued') return { kind: 'later' };
    throw new Error('A digest of this group is being sent; this notification is looked at again.');
  }
  const claimed = await db
    .update(notifications)
    .set({ mailedAt: now })
    .where(and(inGroup(n), isNull(notifications.mailedAt)))
    .returning();
  if (!claimed.length) return { kind: 'nothing' };
  claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return { kind: 'send', claimed };
}

/** The claimed notifications go back to unmailed (the mail could not be sent; the job retries). */
export async function releaseMail(db: Db, claimed: NotificationRow[], mailedAt: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ mailedAt: null })
    .where(
      and(
        inArray(
          notifications.id,
          claimed.map((n) => n.id),
        ),
        eq(notifications.mailedAt, mailedAt),
      ),
    );
}
