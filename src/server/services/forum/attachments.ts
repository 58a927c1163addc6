import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import sharp from 'sharp';
import { forumAttachmentIdsIn, forumAttachmentUrl } from '../../../shared/community/attachments';
import type { Db } from '../../db/client';
import { forumAttachments, forumPosts, forumThreads } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import type { Viewer } from '../../domain/viewer';
import { enqueueJob } from '../../job-contracts/enqueue';
import { SWEEP_FORUM_ATTACHMENTS_KEY, sweepForumAttachmentsJob } from '../../job-contracts/forum';
import type { StoragePort } from '../../providers/storage/types';
import type { CheckedUpload } from '../uploads';

/** Longest side an attachment is kept at: enough for a post column on any screen, small to serve. */
const MAX_SIDE = 2048;

export interface StoredAttachment {
  id: string;
  url: string;
  width: number;
  height: number;
}

/**
 * Keeps an image a member put into a post they are writing. The upload has had every upload check
 * (type from the bytes, size and pixel limits); it is then decoded and written anew as WebP (EXIF
 * rotation applied, metadata and anything hidden after the image data dropped, at most 2048 px), so
 * what readers get is always an image this server made. Vector art is refused: posts show pictures.
 */
export async function storeForumAttachment(deps: { db: Db; storage: StoragePort }, viewer: Viewer, image: CheckedUpload): Promise<StoredAttachment> {
  if (image.contentType === 'image/svg+xml' || image.pdf) {
    throw new DomainError('unsupported_type', 'unsupported_type', 'Posts take photos and pictures: PNG, JPEG, WebP or GIF.');
  }
  const { data, info } = await sharp(image.body, { limitInputPixels: false })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 85 })
    .toBuffer({ resolveWithObject: true });
  const id = randomUUID();
  const storageKey = `forum/attachments/${id}.webp`;
  await deps.storage.put(storageKey, data, 'image/webp');
  await deps.db
    .insert(forumAttachments)
    .values({ id, uploaderId: viewer.id, storageKey, contentType: 'image/webp', bytes: data.length, width: info.width, height: info.height, createdAt: new Date() });
  return { id, url: forumAttachmentUrl(id), width: info.width, height: info.height };
}

/**
 * The attachments a post may show: those its author uploaded that are not another post's. The
 * sanitiser keeps an image only when its URL names one of them.
 */
export async function usableAttachments(db: Db, authorId: string, source: string, postId?: string): Promise<Set<string>> {
  const ids = forumAttachmentIdsIn(source);
  if (!ids.length) return new Set();
  const free = postId ? or(isNull(forumAttachments.postId), eq(forumAttachments.postId, postId)) : isNull(forumAttachments.postId);
  const rows = await db
    .select({ id: forumAttachments.id })
    .from(forumAttachments)
    .where(and(inArray(forumAttachments.id, ids), eq(forumAttachments.uploaderId, authorId), free));
  return new Set(rows.map((r) => r.id));
}

/**
 * Ties the attachments a saved post shows to it (in the post's transaction): from now on they are public
 * with it. Those an edit took out are its uploader's drafts again: never served to others, and swept
 * after the drafts' grace period.
 */
export async function attachToPost(tx: Db, postId: string, authorId: string, html: string): Promise<void> {
  const ids = forumAttachmentIdsIn(html);
  await tx
    .update(forumAttachments)
    .set({ postId: null })
    .where(and(eq(forumAttachments.postId, postId), ids.length ? notInArray(forumAttachments.id, ids) : undefined));
  if (!ids.length) return;
  await tx
    .update(forumAttachments)
    .set({ postId })
    .where(and(inArray(forumAttachments.id, ids), eq(forumAttachments.uploaderId, authorId), or(isNull(forumAttachments.postId), eq(forumAttachments.postId, postId))));
}

/**
 * Posts were deleted: their images stop being served at once (readableAttachment), and the sweep that
 * deletes their files is asked to run now (one waiting run covers many deletions).
 */
export async function sweepPostAttachmentsSoon(db: Db, postIds: string[]): Promise<void> {
  if (!postIds.length) return;
  const [any] = await db.select({ id: forumAttachments.id }).from(forumAttachments).where(inArray(forumAttachments.postId, postIds)).limit(1);
  if (any) await enqueueJob(db, sweepForumAttachmentsJob, {}, { singletonKey: SWEEP_FORUM_ATTACHMENTS_KEY });
}

/** What a reader may be served: the file, and whether it is public (attached to a visible post) or the uploader's draft. */
export async function readableAttachment(db: Db, viewer: Viewer | null, id: string): Promise<{ storageKey: string; isPublic: boolean } | null> {
  const [row] = await db
    .select({
      storageKey: forumAttachments.storageKey,
      uploaderId: forumAttachments.uploaderId,
      postId: forumAttachments.postId,
      postHidden: forumPosts.hiddenAt,
      postDeleted: forumPosts.deletedAt,
      threadHidden: forumThreads.hiddenAt,
      threadDeleted: forumThreads.deletedAt,
    })
    .from(forumAttachments)
    .leftJoin(forumPosts, eq(forumPosts.id, forumAttachments.postId))
    .leftJoin(forumThreads, eq(forumThreads.id, forumPosts.threadId))
    .where(eq(forumAttachments.id, id));
  if (!row) return null;
  // Not in a post yet: only its uploader sees it (the editor's preview).
  if (!row.postId) return viewer?.id === row.uploaderId ? { storageKey: row.storageKey, isPublic: false } : null;
  // A hidden or deleted post (or thread) takes its images with it, for everyone.
  if (row.postHidden || row.postDeleted || row.threadHidden || row.threadDeleted) return null;
  return { storageKey: row.storageKey, isPublic: true };
}
