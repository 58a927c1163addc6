import { and, eq } from 'drizzle-orm';
import { communityProfiles, user } from '../../db/schema';
import type { ModerationTarget } from '../moderation/targets';

/**
 * Profiles in moderation. Hiding makes the profile private (only the name shows) and marks it hidden by
 * moderation, so its avatar is no longer shown or served to others (`moderationHiddenBy`). Dismissed
 * reports lift a hide the reports made, but leave the privacy as it is (the profile may have been
 * private by the member's own choice; they can open it again on /community-profile); an admin's
 * explicit "show" makes it public. Removing also keeps it hidden and clears the bio and links (the
 * account itself is the admin's users page's business).
 */
export const profileTarget: ModerationTarget = {
  async describe(db, id) {
    const [row] = await db
      .select({ name: user.name, displayName: communityProfiles.displayName, bio: communityProfiles.bio, isPrivate: communityProfiles.isPrivate })
      .from(user)
      .leftJoin(communityProfiles, eq(communityProfiles.userId, user.id))
      .where(eq(user.id, id));
    if (!row) return null;
    const name = row.displayName || row.name;
    return { title: name, excerpt: (row.bio ?? '').replace(/\s+/g, ' ').trim().slice(0, 280), url: `/user/${id}`, authorId: id, authorName: name, hidden: row.isPrivate ?? false };
  },
  async hide(db, id, reason) {
    await setModeration(db, id, { isPrivate: true, moderationHiddenBy: reason });
  },
  async unhide(db, id, onlyReason) {
    if (onlyReason) {
      // Only a hide the reports made is lifted; the member's own privacy stays.
      await db
        .update(communityProfiles)
        .set({ moderationHiddenBy: null, updatedAt: new Date() })
        .where(and(eq(communityProfiles.userId, id), eq(communityProfiles.moderationHiddenBy, onlyReason)));
      return;
    }
    await setModeration(db, id, { isPrivate: false, moderationHiddenBy: null });
  },
  async remove(db, id) {
    await setModeration(db, id, { isPrivate: true, moderationHiddenBy: 'admin', bio: '', links: [] });
  },
};

type ProfileModeration = Pick<typeof communityProfiles.$inferInsert, 'isPrivate' | 'moderationHiddenBy' | 'bio' | 'links'>;

async function setModeration(db: Parameters<ModerationTarget['hide']>[0], userId: string, set: ProfileModeration) {
  const [exists] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  if (!exists) return;
  await db
    .insert(communityProfiles)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: communityProfiles.userId, set: { ...set, updatedAt: new Date() } });
}
