import { and, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { forumAttachments, forumPosts, forumThreads } from '../../db/schema';
import type { StoragePort } from '../../providers/storage/types';

/** A draft image (uploaded, never posted) is kept this long: a post may take a while to write. */
export const DRAFT_GRACE_MS = 24 * 60 * 60 * 1000;
/** Images one run deletes at most, so a run stays short whatever has piled up; the next run goes on. */
export const SWEEP_LIMIT = 500;
const BATCH = 100;

export interface SweepResult {
  /** Images of deleted posts and threads. */
  removed: number;
  /** Drafts never posted (or taken out of their post by an edit) past the grace period. */
  drafts: number;
}

/** Attachments whose post, or that post's thread, is deleted: nothing can show them again. */
function inDeletedPost(db: Db) {
  const deletedThreads = db.select({ id: forumThreads.id }).from(forumThreads).where(isNotNull(forumThreads.deletedAt));
  const deletedPosts = db
    .select({ id: forumPosts.id })
    .from(forumPosts)
    .where(or(isNotNull(forumPosts.deletedAt), inArray(forumPosts.threadId, deletedThreads)));
  return inArray(forumAttachments.postId, deletedPosts);
}

/**
 * Deletes the files, then the rows, of post images nothing shows any more (decision 106): those of a
 * deleted post or thread, and drafts older than the grace period. A hidden post keeps its images
 * (moderation may show it again); they are not served while it is hidden (readableAttachment).
 *
 * A deleted post's image can never be shown again, so its file goes first and its row last: a run
 * killed in between leaves rows the next run finishes. A draft may be posted at any moment, so its row
 * goes first in a conditional DELETE (a post saved after it cannot take it): a kill in between leaves a
 * file without a row. At most `limit` images a run.
 */
export async function sweepForumAttachments(
  deps: { db: Db; storage: StoragePort },
  now = new Date(),
  options: { limit?: number; draftGraceMs?: number } = {},
): Promise<SweepResult> {
  const limit = options.limit ?? SWEEP_LIMIT;
  const result: SweepResult = { removed: 0, drafts: 0 };
  const removedWhere = inDeletedPost(deps.db);
  while (result.removed < limit) {
    const batch = await deps.db
      .select({ id: forumAttachments.id, key: forumAttachments.storageKey })
      .from(forumAttachments)
      .where(removedWhere)
      .limit(Math.min(BATCH, limit - result.removed));
    for (const { key } of batch) await deps.storage.delete(key);
    if (batch.length)
      await deps.db.delete(forumAttachments).where(
        inArray(
          forumAttachments.id,
          batch.map((b) => b.id),
        ),
      );
    result.removed += batch.length;
    if (batch.length < BATCH) break;
  }
  const draftWhere = and(isNull(forumAttachments.postId), lt(forumAttachments.createdAt, new Date(now.getTime() - (options.draftGraceMs ?? DRAFT_GRACE_MS))));
  while (result.removed + result.drafts < limit) {
    const due = deps.db
      .select({ id: forumAttachments.id })
      .from(forumAttachments)
      .where(draftWhere)
      .limit(Math.min(BATCH, limit - result.removed - result.drafts));
    const batch = await deps.db
      .delete(forumAttachments)
      .where(and(inArray(forumAttachments.id, due), draftWhere))
      .returning({ key: forumAttachments.storageKey });
    for (const { key } of batch) await deps.storage.delete(key);
    result.drafts += batch.length;
    if (batch.length < BATCH) break;
  }
  return result;
}
