import { eq, inArray, sql } from 'drizzle-orm';
import type { Member } from '../../../shared/api/community.responses';
import type { Db } from '../../db/client';
import { communityProfiles, user } from '../../db/schema';
import type { StoragePort } from '../../providers/storage/types';

/**
 * How a member is shown anywhere in the community: the profile's display name (else the account's
 * name) and avatar (none while moderation hides the profile). Select these columns from `user` LEFT JOIN `community_profiles`.
 */
export const memberColumns = {
  memberId: user.id,
  memberName: sql<string>`coalesce(${communityProfiles.displayName}, ${user.name})`,
  // A profile hidden by moderation shows no avatar (its file is not served either: published-files.ts).
  memberAvatarKey: sql<string | null>`case when ${communityProfiles.moderationHiddenBy} is null then ${communityProfiles.avatarKey} end`,
};

export interface MemberRow {
  memberId: string;
  memberName: string;
  memberAvatarKey: string | null;
}

export function toMember(row: MemberRow, storage: StoragePort): Member {
  return { id: row.memberId, name: row.memberName, avatarUrl: row.memberAvatarKey ? storage.publicUrl(row.memberAvatarKey) : null };
}

/** These members (one query), by id. */
export async function membersById(db: Db, ids: string[]): Promise<Map<string, MemberRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(memberColumns).from(user).leftJoin(communityProfiles, eq(communityProfiles.userId, user.id)).where(inArray(user.id, ids));
  return new Map(rows.map((r) => [r.memberId, r]));
}
