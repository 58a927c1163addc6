import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { newsletterDeliveries, newsletterIssues, newsletterSubscribers } from '../../db/schema';
import type { Viewer } from '../../domain/viewer';
import { enqueueJob } from '../../job-contracts/enqueue';
import { newsletterSendJob } from '../../job-contracts/newsletter';
import type { MailPort } from '../../providers/mail/types';
import { userHtmlOptions } from '../forum/render';
import { loadUserHtml } from '../heavy-modules';
import { newsletterIssueEmail } from './emails';
import { unsubscribeToken } from './tokens';

const toSummary = (row: typeof newsletterIssues.$inferSelect) => ({
  id: row.id,
  subject: row.subject,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  recipientCount: row.recipientCount,
});

export async function listIssues(db: Db) {
  return (await db.select().from(newsletterIssues).orderBy(desc(newsletterIssues.createdAt)).limit(50)).map(toSummary);
}

/** An admin's issue: stored, then sent by the `newsletter.send` job (enqueued in the same transaction). */
export async function createIssue(db: Db, admin: Viewer, input: { subject: string; body: string }) {
  const id = randomUUID();
  const row = await db.transaction(async (tx) => {
    const [issue] = await tx.insert(newsletterIssues).values({ id, subject: input.subject, body: input.body, createdBy: admin.id, createdAt: new Date() }).returning();
    await enqueueJob(tx, newsletterSendJob, { issueId: id }, { singletonKey: `newsletter-send:${id}` });
    return issue;
  });
  return toSummary(row);
}

const BATCH = 100;

/**
 * Sends an issue to every confirmed subscriber, in batches by id. A delivery row is written before
 * each mail, so a retried job skips everyone already mailed (at most one mail can be lost to a crash
 * between the row and the send — never one sent twice). Never mails a pending or unsubscribed address.
 */
export async function sendIssue(deps: { db: Db; mail: MailPort; config: Pick<AppConfig, 'publicUrl' | 'site' | 'authSecret'> }, issueId: string): Promise<number> {
  const { db } = deps;
  const [issue] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId));
  if (!issue) return 0;
  const { renderUserMarkdown } = await loadUserHtml();
  const html = renderUserMarkdown(issue.body, userHtmlOptions(deps.config));
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await db
      .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .where(and(eq(newsletterSubscribers.status, 'confirmed'), gt(newsletterSubscribers.id, after)))
      .orderBy(asc(newsletterSubscribers.id))
      .limit(BATCH);
    if (!batch.length) break;
    for (const subscriber of batch) {
      const [claimed] = await db
        .insert(newsletterDeliveries)
        .values({ issueId, subscriberId: subscriber.id, sentAt: new Date() })
        .onConflictDoNothing()
        .returning({ id: newsletterDeliveries.subscriberId });
      if (!claimed) continue;
      const token = encodeURIComponent(unsubscribeToken(deps.config.authSecret, subscriber.id));
      await deps.mail.send(
        newsletterIssueEmail({
          to: subscriber.email,
          subject: issue.subject,
          text: issue.body,
          html,
          unsubscribePageUrl: `${deps.config.publicUrl}/newsletter-thanks?unsubscribe=${token}`,
          oneClickUrl: `${deps.config.publicUrl}/api/newsletter/one-click?token=${token}`,
        }),
      );
    }
    after = batch[batch.length - 1].id;
  }
  const [sent] = await db.select({ n: count() }).from(newsletterDeliveries).where(eq(newsletterDeliveries.issueId, issueId));
  await db
    .update(newsletterIssues)
    .set({ sentAt: new Date(), recipientCount: sent?.n ?? 0 })
    .where(eq(newsletterIssues.id, issueId));
  return sent?.n ?? 0;
}
