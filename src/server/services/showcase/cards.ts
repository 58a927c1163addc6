import { eq } from 'drizzle-orm';
import type { ShowcaseCard } from '../../../shared/api/community.responses';
import { communityProfiles, showcaseItems, user } from '../../db/schema';
import type { StoragePort } from '../../providers/storage/types';
import { type MemberRow, memberColumns, toMember } from '../community/members';

export type ItemRow = typeof showcaseItems.$inferSelect;

/** The columns a card needs: the item and its author (select from showcase_items with `withAuthor`). */
export const cardColumns = {
  id: showcaseItems.id,
  userId: showcaseItems.userId,
  title: showcaseItems.title,
  tags: showcaseItems.tags,
  imageKey: showcaseItems.imageKey,
  imageWidth: showcaseItems.imageWidth,
  imageHeight: showcaseItems.imageHeight,
  likeCount: showcaseItems.likeCount,
  saveCount: showcaseItems.saveCount,
  commentCount: showcaseItems.commentCount,
  remixCount: showcaseItems.remixCount,
  hiddenAt: showcaseItems.hiddenAt,
  publishedAt: showcaseItems.publishedAt,
  ...memberColumns,
};

export type CardRow = Pick<
  ItemRow,
  'id' | 'title' | 'tags' | 'imageKey' | 'imageWidth' | 'imageHeight' | 'likeCount' | 'saveCount' | 'commentCount' | 'remixCount' | 'hiddenAt' | 'publishedAt'
> &
  MemberRow;

/** Joins for `cardColumns`. */
export const authorJoin = { user: [user, eq(user.id, showcaseItems.userId)], profile: [communityProfiles, eq(communityProfiles.userId, showcaseItems.userId)] } as const;

export function toCard(row: CardRow, storage: StoragePort): ShowcaseCard {
  return {
    id: row.id,
    title: row.title,
    tags: row.tags,
    imageUrl: storage.publicUrl(row.imageKey),
    imageWidth: row.imageWidth,
    imageHeight: row.imageHeight,
    author: toMember(row, storage),
    likeCount: row.likeCount,
    saveCount: row.saveCount,
    commentCount: row.commentCount,
    remixCount: row.remixCount,
    hidden: row.hiddenAt !== null,
    publishedAt: row.publishedAt.toISOString(),
  };
}
