import { eq } from 'drizzle-orm';
import { isNotificationKind } from '../../shared/community/notification-kinds';
import { communityProfiles, user } from '../db/schema';
import type { AppDeps } from '../deps';
import { notificationMailJob } from '../job-contracts/notifications';
import { decideMail, releaseMail } from '../services/notifications/digest';
import { notificationEmail } from '../services/notifications/emails';
import { preferenceOf } from '../services/notifications/preferences';
import type { JobQueue } from './queue/queue';

/**
 * The e-mail of a notification, collected with the others of its actor and item into one digest
 * (services/notifications/digest.ts). Sent only to a verified address and only if the member still
 * wants this kind by e-mail (they may have switched it off since). The notifications are marked
 * mailed before the mail goes and given back if it fails, so parallel jobs never mail one twice.
 */
export function registerNotificationMail(queue: JobQueue, deps: Pick<AppDeps, 'database' | 'mail' | 'config'>) {
  const { db } = deps.database;
  queue.handle(notificationMailJob, async ({ notificationId }) => {
    const now = new Date();
    const decision = await decideMail(db, notificationId, now);
    if (decision.kind !== 'send') return;
    const latest = decision.claimed[decision.claimed.length - 1];
    const [recipient] = await db.select({ email: user.email, verified: user.emailVerified }).from(user).where(eq(user.id, latest.userId));
    if (!recipient?.verified || !isNotificationKind(latest.kind)) return;
    if (!(await preferenceOf(db, latest.userId, latest.kind)).email) return;
    let actorName: string | null = null;
    if (latest.actorId) {
      const [actor] = await db
        .select({ name: user.name, displayName: communityProfiles.displayName })
        .from(user)
        .leftJoin(communityProfiles, eq(communityProfiles.userId, user.id))
        .where(eq(user.id, latest.actorId));
      actorName = actor ? (actor.displayName ?? actor.name) : null;
    }
    try {
      await deps.mail.send(
        notificationEmail({
          to: recipient.email,
          kind: latest.kind,
          actorName,
          excerpt: latest.excerpt,
          count: decision.claimed.length,
          link: `${deps.config.publicUrl}${latest.targetUrl}`,
          settingsLink: `${deps.config.publicUrl}/community-profile#notifications`,
        }),
      );
    } catch (error) {
      await releaseMail(db, decision.claimed, now);
      throw error;
    }
  });
}
