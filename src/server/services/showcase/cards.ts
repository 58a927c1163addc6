import type { ShowcaseCard } from '../../../shared/api/community.responses';
import { showcaseItems } from '../../db/schema';
import type { StoragePort } from '../../providers/storage/types';
import { type MemberRow, memberColumns, toMember } from '../community/members';

export type ItemRow = typeof showcaseItems.$inferSelect;

/** The item's columns a card needs (its author comes from `membersById` or the joins of `cardColumns`). */
export const itemCardColumns = {
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
};

/** The card's columns with its author, for a select joining `user` and `community_profiles`. */
export const cardColumns = { ...itemCardColumns, ...memberColumns };

export type CardRow = Pick<
  ItemRow,
  'id' | 'title' | 'tags' | 'imageKey' | 'imageWidth' | 'imageHeight' | 'likeCount' | 'saveCount' | 'commentCount' | 'remixCount' | 'hiddenAt' | 'publishedAt'
> &
  MemberRow;

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
