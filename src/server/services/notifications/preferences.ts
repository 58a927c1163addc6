import { and, eq } from 'drizzle-orm';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../shared/community/notification-kinds';
import type { Db } from '../../db/client';
import { notificationPreferences } from '../../db/schema';

export interface NotificationPreference {
  kind: NotificationKind;
  inApp: boolean;
  email: boolean;
}

/** Every kind's switches for a member; a kind never changed is on in the app and by e-mail. */
export async function listPreferences(db: Db, userId: string): Promise<NotificationPreference[]> {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  const stored = new Map(rows.map((r) => [r.kind, r]));
  return NOTIFICATION_KINDS.map((kind) => ({ kind, inApp: stored.get(kind)?.inApp ?? true, email: stored.get(kind)?.email ?? true }));
}

/** One kind's switches. */
export async function preferenceOf(db: Db, userId: string, kind: NotificationKind): Promise<NotificationPreference> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
  return { kind, inApp: row?.inApp ?? true, email: row?.email ?? true };
}

export async function updatePreferences(db: Db, userId: string, changes: NotificationPreference[]): Promise<NotificationPreference[]> {
  for (const change of changes) {
    await db
      .insert(notificationPreferences)
      .values({ userId, kind: change.kind, inApp: change.inApp, email: change.email })
      .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind], set: { inApp: change.inApp, email: change.email } });
  }
  return listPreferences(db, userId);
}
