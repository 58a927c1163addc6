import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationAnswer } from '../../../shared/api/community.responses';
import type { NotificationKind } from '../../../shared/community/notification-kinds';
import type { Db } from '../../db/client';
import { decodeCursor, encodeCursor } from '../../db/keyset-cursor';
import { communityProfiles, notifications, user } from '../../db/schema';
import type { StoragePort } from '../../providers/storage/types';

/** The member's unread notifications (the bell's number; a partial index counts them). */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.inApp, true), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Newest first, keyset-paged. */
export async function listNotifications(
  deps: { db: Db; storage: StoragePort },
  userId: string,
  page: { cursor?: string; limit: number },
): Promise<{ notifications: NotificationAnswer[]; nextCursor: string | null; unread: number }> {
  const where = [eq(notifications.userId, userId), eq(notifications.inApp, true)];
  if (page.cursor) {
    const c = decodeCursor(page.cursor, ['date', 'id']);
    where.push(sql`(${notifications.createdAt}, ${notifications.id}) < (${c[0]}::timestamptz, ${c[1]})`);
  }
  const rows = await deps.db
    .select({
      n: notifications,
      actorName: sql<string | null>`coalesce(${communityProfiles.displayName}, ${user.name})`,
      actorAvatarKey: communityProfiles.avatarKey,
    })
    .from(notifications)
    .leftJoin(user, eq(user.id, notifications.actorId))
    .leftJoin(communityProfiles, eq(communityProfiles.userId, notifications.actorId))
    .where(and(...where))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  const last = shown[shown.length - 1]?.n;
  return {
    notifications: shown.map(({ n, actorName, actorAvatarKey }) => ({
      id: n.id,
      kind: n.kind as NotificationKind,
      actor: n.actorId && actorName ? { id: n.actorId, name: actorName, avatarUrl: actorAvatarKey ? deps.storage.publicUrl(actorAvatarKey) : null } : null,
      targetUrl: n.targetUrl,
      excerpt: n.excerpt,
      read: n.readAt !== null,
      createdAt: n.createdAt.toISOString(),
    })),
    nextCursor: rows.length > page.limit && last ? encodeCursor([last.createdAt.toISOString(), last.id]) : null,
    unread: await unreadCount(deps.db, userId),
  };
}

/** Marks these (or all) of the member's notifications read; answers the unread count left. */
export async function markRead(db: Db, userId: string, ids?: string[]): Promise<number> {
  const mine = [eq(notifications.userId, userId), isNull(notifications.readAt)];
  if (ids) {
    if (ids.length === 0) return unreadCount(db, userId);
    mine.push(inArray(notifications.id, ids));
  }
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(...mine));
  return unreadCount(db, userId);
}
