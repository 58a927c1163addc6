import { and, eq, isNull } from 'drizzle-orm';
import { isNotificationKind } from '../../shared/community/notification-kinds';
import { communityProfiles, notifications, user } from '../db/schema';
import type { AppDeps } from '../deps';
import { notificationMailJob } from '../job-contracts/notifications';
import { notificationEmail } from '../services/notifications/emails';
import { preferenceOf } from '../services/notifications/preferences';
import type { JobQueue } from './queue/queue';

/**
 * The e-mail of one notification. Sent only to a verified address and only if the member still wants
 * this kind by e-mail (they may have switched it off since); marked sent once. At least once: a crash
 * right after sending may send it twice.
 */
export function registerNotificationMail(queue: JobQueue, deps: Pick<AppDeps, 'database' | 'mail' | 'config'>) {
  const { db } = deps.database;
  queue.handle(notificationMailJob, async ({ notificationId }) => {
    const [found] = await db
      .select({ n: notifications, email: user.email, verified: user.emailVerified })
      .from(notifications)
      .innerJoin(user, eq(user.id, notifications.userId))
      .where(eq(notifications.id, notificationId));
    if (!found || found.n.mailedAt || !found.verified || !isNotificationKind(found.n.kind)) return;
    if (!(await preferenceOf(db, found.n.userId, found.n.kind)).email) return;
    let actorName: string | null = null;
    if (found.n.actorId) {
      const [actor] = await db
        .select({ name: user.name, displayName: communityProfiles.displayName })
        .from(user)
        .leftJoin(communityProfiles, eq(communityProfiles.userId, user.id))
        .where(eq(user.id, found.n.actorId));
      actorName = actor ? (actor.displayName ?? actor.name) : null;
    }
    await deps.mail.send(
      notificationEmail({
        to: found.email,
        kind: found.n.kind,
        actorName,
        excerpt: found.n.excerpt,
        link: `${deps.config.publicUrl}${found.n.targetUrl}`,
        settingsLink: `${deps.config.publicUrl}/community-profile#notifications`,
      }),
    );
    await db
      .update(notifications)
      .set({ mailedAt: new Date() })
      .where(and(eq(notifications.id, notificationId), isNull(notifications.mailedAt)));
  });
}
