import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { peopleResponseSchema } from '../../../shared/api/community.responses';
import type { Db } from '../../db/client';
import { decodeCursor, encodeCursor } from '../../db/keyset-cursor';
import { communityProfiles, follows, user } from '../../db/schema';
import { DomainError, notFound } from '../../domain/errors';
import type { StoragePort } from '../../providers/storage/types';
import { notify } from '../notifications/notify';
import { memberColumns, toMember } from './members';

async function followerCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.followeeId, userId));
  return Number(row?.n ?? 0);
}

/** Follows a member. Twice is once (and notifies once); yourself is refused. */
export async function follow(db: Db, followerId: string, followeeId: string): Promise<{ following: true; followerCount: number }> {
  if (followerId === followeeId) throw new DomainError('invalid', 'follow_self', 'You cannot follow yourself.');
  const [exists] = await db.select({ id: user.id }).from(user).where(eq(user.id, followeeId));
  if (!exists) throw notFound('That member was not found.');
  await db.transaction(async (tx) => {
    const inserted = await tx.insert(follows).values({ followerId, followeeId }).onConflictDoNothing().returning({ at: follows.createdAt });
    if (inserted.length)
      await notify(tx as unknown as Db, { userId: followeeId, kind: 'follow', actorId: followerId, targetUrl: `/user/${followerId}`, dedupeKey: `follow:${followerId}` });
  });
  return { following: true, followerCount: await followerCount(db, followeeId) };
}

/** Unfollows; unfollowing someone you do not follow changes nothing. */
export async function unfollow(db: Db, followerId: string, followeeId: string): Promise<{ following: false; followerCount: number }> {
  await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
  return { following: false, followerCount: await followerCount(db, followeeId) };
}

type People = z.infer<typeof peopleResponseSchema>;

/** The member's followers, or the members they follow, newest first, with whether the member follows each back. */
export async function listPeople(deps: { db: Db; storage: StoragePort }, userId: string, q: { tab: 'followers' | 'following'; cursor?: string; limit: number }): Promise<People> {
  const mine = q.tab === 'followers' ? eq(follows.followeeId, userId) : eq(follows.followerId, userId);
  const other = q.tab === 'followers' ? follows.followerId : follows.followeeId;
  const where = [mine];
  if (q.cursor) {
    const [at, id] = decodeCursor(q.cursor, ['date', 'id']);
    where.push(sql`(${follows.createdAt}, ${other}) < (${at}::timestamptz, ${id})`);
  }
  const rows = await deps.db
    .select({ ...memberColumns, at: follows.createdAt })
    .from(follows)
    .innerJoin(user, eq(user.id, other))
    .leftJoin(communityProfiles, eq(communityProfiles.userId, user.id))
    .where(and(...where))
    .orderBy(desc(follows.createdAt), desc(other))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const ids = page.map((r) => r.memberId);
  const back = ids.length
    ? new Set(
        (
          await deps.db
            .select({ id: follows.followeeId })
            .from(follows)
            .where(and(eq(follows.followerId, userId), inArray(follows.followeeId, ids)))
        ).map((r) => r.id),
      )
    : new Set<string>();
  const last = page[page.length - 1];
  return {
    people: page.map((r) => ({ ...toMember(r, deps.storage), followedByMe: back.has(r.memberId) })),
    nextCursor: rows.length > q.limit && last ? encodeCursor([last.at.toISOString(), last.memberId]) : null,
  };
}
