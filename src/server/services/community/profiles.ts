import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { UpdateProfile } from '../../../shared/api/community';
import type { OwnProfile, PublicProfile } from '../../../shared/api/community.responses';
import { isSafeProfileLink } from '../../../shared/community/links';
import type { Db } from '../../db/client';
import { communityProfiles, follows, showcaseItems, user } from '../../db/schema';
import { DomainError, invalidInput, notFound } from '../../domain/errors';
import type { Viewer } from '../../domain/viewer';
import type { StoragePort } from '../../providers/storage/types';
import type { CheckedUpload } from '../uploads';

export interface ProfileDeps {
  db: Db;
  storage: StoragePort;
}

/** Avatars are stored square, at this side, as WebP: whatever was uploaded is decoded and drawn again. */
const AVATAR_SIDE = 256;

async function followCounts(db: Db, userId: string): Promise<{ followerCount: number; followingCount: number }> {
  const [[followers], [following]] = await Promise.all([
    db.select({ n: count() }).from(follows).where(eq(follows.followeeId, userId)),
    db.select({ n: count() }).from(follows).where(eq(follows.followerId, userId)),
  ]);
  return { followerCount: Number(followers?.n ?? 0), followingCount: Number(following?.n ?? 0) };
}

async function profileRow(db: Db, userId: string) {
  const [row] = await db
    .select({ id: user.id, name: user.name, profile: communityProfiles })
    .from(user)
    .leftJoin(communityProfiles, eq(communityProfiles.userId, user.id))
    .where(eq(user.id, userId));
  return row;
}

/** The member's own profile, as /community-profile edits it. */
export async function getOwnProfile(deps: ProfileDeps, userId: string): Promise<OwnProfile> {
  const row = await profileRow(deps.db, userId);
  if (!row) throw notFound();
  const p = row.profile;
  return {
    userId,
    name: row.name,
    displayName: p?.displayName ?? null,
    bio: p?.bio ?? '',
    links: p?.links ?? [],
    avatarUrl: p?.avatarKey ? deps.storage.publicUrl(p.avatarKey) : null,
    isPrivate: p?.isPrivate ?? false,
    ...(await followCounts(deps.db, userId)),
  };
}

/** Saves the changed fields (the row is made at the first change). Links are checked again here: http(s) only. */
export async function updateOwnProfile(deps: ProfileDeps, userId: string, input: UpdateProfile): Promise<OwnProfile> {
  if (input.links && !input.links.every(isSafeProfileLink)) throw invalidInput('Links must start with http:// or https://.');
  const set = {
    ...(input.displayName !== undefined ? { displayName: input.displayName || null } : {}),
    ...(input.bio !== undefined ? { bio: input.bio } : {}),
    ...(input.links !== undefined ? { links: [...new Set(input.links)] } : {}),
    ...(input.isPrivate !== undefined ? { isPrivate: input.isPrivate } : {}),
    updatedAt: new Date(),
  };
  await deps.db
    .insert(communityProfiles)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: communityProfiles.userId, set });
  return getOwnProfile(deps, userId);
}

/** A new avatar from a checked upload: redrawn as a 256 px WebP under public/avatars/{uid}/; the old one goes. */
export async function setAvatar(deps: ProfileDeps, userId: string, image: CheckedUpload, maxPixels: number): Promise<OwnProfile> {
  let webp: Buffer;
  try {
    webp = await sharp(image.body, { limitInputPixels: maxPixels }).rotate().resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
  } catch {
    throw new DomainError('unprocessable', 'image_unreadable', 'That image could not be read. Please try another one.');
  }
  const key = `public/avatars/${userId}/${randomUUID()}.webp`;
  await deps.storage.put(key, webp, 'image/webp');
  const [old] = await deps.db.select({ key: communityProfiles.avatarKey }).from(communityProfiles).where(eq(communityProfiles.userId, userId));
  await deps.db
    .insert(communityProfiles)
    .values({ userId, avatarKey: key, updatedAt: new Date() })
    .onConflictDoUpdate({ target: communityProfiles.userId, set: { avatarKey: key, updatedAt: new Date() } });
  if (old?.key) await deps.storage.delete(old.key).catch(() => {});
  return getOwnProfile(deps, userId);
}

export async function removeAvatar(deps: ProfileDeps, userId: string): Promise<OwnProfile> {
  const [old] = await deps.db.select({ key: communityProfiles.avatarKey }).from(communityProfiles).where(eq(communityProfiles.userId, userId));
  if (old?.key) {
    await deps.db.update(communityProfiles).set({ avatarKey: null, updatedAt: new Date() }).where(eq(communityProfiles.userId, userId));
    await deps.storage.delete(old.key).catch(() => {});
  }
  return getOwnProfile(deps, userId);
}

/**
 * Another member's profile. A private one shows its name and avatar only (no bio, links, counts or
 * items) to anyone but its owner and admins; one hidden by moderation not even its avatar.
 */
export async function getPublicProfile(deps: ProfileDeps, viewer: Viewer | null, userId: string): Promise<PublicProfile> {
  const row = await profileRow(deps.db, userId);
  if (!row) throw notFound('That member was not found.');
  const p = row.profile;
  const isSelf = viewer?.id === userId;
  const isPrivate = p?.isPrivate ?? false;
  const open = !isPrivate || isSelf || !!viewer?.isAdmin;
  const [counts, [items], [follow]] = await Promise.all([
    followCounts(deps.db, userId),
    deps.db
      .select({ n: count() })
      .from(showcaseItems)
      .where(and(eq(showcaseItems.userId, userId), isNull(showcaseItems.hiddenAt))),
    viewer && !isSelf
      ? deps.db
          .select({ one: follows.followerId })
          .from(follows)
          .where(and(eq(follows.followerId, viewer.id), eq(follows.followeeId, userId)))
      : Promise.resolve([]),
  ]);
  return {
    id: userId,
    name: p?.displayName ?? row.name,
    avatarUrl: p?.avatarKey && (!p.moderationHiddenBy || isSelf || viewer?.isAdmin) ? deps.storage.publicUrl(p.avatarKey) : null,
    isPrivate,
    bio: open ? (p?.bio ?? '') : '',
    links: open ? (p?.links ?? []) : [],
    followerCount: open ? counts.followerCount : null,
    followingCount: open ? counts.followingCount : null,
    itemCount: open ? Number(items?.n ?? 0) : null,
    viewer: { isSelf, follows: !!follow },
  };
}

/** Whether a member's showcase items may be listed on their profile for this viewer. */
export async function profileIsOpenTo(db: Db, viewer: Viewer | null, userId: string): Promise<boolean> {
  if (viewer && (viewer.id === userId || viewer.isAdmin)) return true;
  const [row] = await db.select({ isPrivate: communityProfiles.isPrivate }).from(communityProfiles).where(eq(communityProfiles.userId, userId));
  return !row?.isPrivate;
}
