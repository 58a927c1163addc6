import { eq } from 'drizzle-orm';
import { communityProfiles, user } from '../../db/schema';
import type { ModerationTarget } from '../moderation/targets';

/**
 * Profiles in moderation, with the privacy the member already has (no separate flag): hiding makes the
 * profile private — only the name and avatar stay public. Dismissed reports leave the privacy as it is
 * (the profile may have been private by the member's own choice; they can open it again on
 * /community-profile); an admin's explicit "show" makes it public. Removing also keeps it private and
 * clears the bio and links (the account itself is the admin's users page's business).
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
  async hide(db, id) {
    await setPrivate(db, id, true);
  },
  async unhide(db, id, onlyReason) {
    if (onlyReason) return;
    await setPrivate(db, id, false);
  },
  async remove(db, id) {
    await setPrivate(db, id, true, { bio: '', links: [] });
  },
};

async function setPrivate(db: Parameters<ModerationTarget['hide']>[0], userId: string, isPrivate: boolean, clear: { bio?: string; links?: string[] } = {}) {
  const [exists] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  if (!exists) return;
  await db
    .insert(communityProfiles)
    .values({ userId, isPrivate, ...clear })
    .onConflictDoUpdate({ target: communityProfiles.userId, set: { isPrivate, ...clear, updatedAt: new Date() } });
}
