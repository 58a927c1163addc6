import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communityProfiles, reports, showcaseItems } from '../../db/schema';
import type { Viewer } from '../../domain/viewer';

const SHOWCASE_PICTURE = /^public\/showcase\/([^/]+)\//;
const AVATAR = /^public\/avatars\/([^/]+)\//;

/**
 * Whether a member's published file may be served to this viewer: a showcase picture while its item is
 * published and not hidden, an avatar while it is the profile's own and the profile is not hidden by
 * moderation (private by reports or an admin's review; a member's own choice of privacy keeps the
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
      .select({ avatarKey: communityProfiles.avatarKey, isPrivate: communityProfiles.isPrivate })
      .from(communityProfiles)
      .where(eq(communityProfiles.userId, userId));
    if (!profile || profile.avatarKey !== key) return false;
    if (!profile.isPrivate || isAuthorOrAdmin(viewer, userId)) return true;
    const [moderated] = await db
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.targetType, 'profile'), eq(reports.targetId, userId), or(isNull(reports.resolvedAt), inArray(reports.resolution, ['hidden', 'deleted']))))
      .limit(1);
    return !moderated;
  }
  return true;
}

const isAuthorOrAdmin = (viewer: Viewer | null, authorId: string) => !!viewer && (viewer.id === authorId || viewer.isAdmin);
