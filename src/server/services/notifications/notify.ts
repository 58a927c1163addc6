import { randomUUID } from 'node:crypto';
import type { NotificationKind } from '../../../shared/community/notification-kinds';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { invalidInput } from '../../domain/errors';
import { enqueueJob } from '../../job-contracts/enqueue';
import { notificationMailJob } from '../../job-contracts/notifications';
import { preferenceOf } from './preferences';

export interface NotifyInput {
  /** Who is told. */
  userId: string;
  kind: NotificationKind;
  /** Who did it (null for the system). A member is never told about their own actions. */
  actorId?: string | null;
  /** A path in this app: "/showcase/abc", "/forum/t/1#post-9". */
  targetUrl: string;
  /** Plain text shown with it (cut to 140 characters). */
  excerpt?: string;
  /** The same key for the same member is one notification ever (a like, unliked and liked again, tells once). */
  dedupeKey?: string;
  /** False: in the app only, whatever the member's e-mail switch says (a mention the author's cap or an edit brought). */
  mail?: boolean;
}

export const EXCERPT_MAX = 140;

/** Same-origin paths only: a notification's link can never lead off the site. */
const isAppPath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.includes('\\') && !/[\s\u0000-\u001f]/.test(url);

/**
 * Tells a member something happened, as their switches for that kind say: in the app (the bell), by
 * e-mail (a job on the queue, in the caller's transaction when `db` is one; mails of one actor and item
 * are collected into a digest: digest.ts), both or neither. Answers
 * the notification's id, or null when nothing was recorded (switched off, self, or already told).
 */
export async function notify(db: Db, input: NotifyInput): Promise<string | null> {
  if (!isAppPath(input.targetUrl)) throw invalidInput('A notification links to a path in this app.');
  if (input.actorId && input.actorId === input.userId) return null;
  const preference = await preferenceOf(db, input.userId, input.kind);
  const mail = preference.email && input.mail !== false;
  if (!preference.inApp && !mail) return null;
  const excerpt = [...(input.excerpt ?? '')].slice(0, EXCERPT_MAX).join('');
  const [row] = await db
    .insert(notifications)
    .values({
      id: randomUUID(),
      userId: input.userId,
      kind: input.kind,
      actorId: input.actorId ?? null,
      targetUrl: input.targetUrl,
      excerpt,
      dedupeKey: input.dedupeKey ?? null,
      inApp: preference.inApp,
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (!row) return null;
  if (mail) await enqueueJob(db, notificationMailJob, { notificationId: row.id });
  return row.id;
}
