import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communityProfiles, showcaseItems } from '../../db/schema';
import type { Viewer } from '../../domain/viewer';

const SHOWCASE_PICTURE = /^public\/showcase\/([^/]+)\//;
const AVATAR = /^public\/avatars\/([^/]+)\//;

/**
 * Whether a member's published file may be served to this viewer: a showcase picture while its item is
 * published and not hidden, an avatar while it is the profile's own and the profile is not hidden by
 * moderation (`moderationHiddenBy`: reports or an admin; a member's own choice of privacy keeps the
 * avatar). Each only as the current file of its item or profile. The author and admins always may.
 * Any other key is not a published file: true.
 */
export async function mayServePublishedFile(db: Db, viewer: Viewer | null, key: string): Promise<boolean> {
  const picture = SHOWCASE_PICTURE.exec(key);
  if (picture) {
    const [item] = await db
      .select({ userId: showcaseItems.userId, imageKey: showcaseItems.imageKey, hiddenAt: showcaseItems.hiddenAt })
      .from(showcaseItems)
      .where(eq(showcaseItems.id, picture[1]));
    if (!item || item.imageKey !== key) return false;
    return !item.hiddenAt || isAuthorOrAdmin(viewer, item.userId);
  }
  const avatar = AVATAR.exec(key);
  if (avatar) {
    const userId = avatar[1];
    const [profile] = await db
      .select({ avatarKey: communityProfiles.avatarKey, hiddenBy: communityProfiles.moderationHiddenBy })
      .from(communityProfiles)
      .where(eq(communityProfiles.userId, userId));
    if (!profile || profile.avatarKey !== key) return false;
    return !profile.hiddenBy || isAuthorOrAdmin(viewer, userId);
  }
  return true;
}

const isAuthorOrAdmin = (viewer: Viewer | null, authorId: string) => !!viewer && (viewer.id === authorId || viewer.isAdmin);
