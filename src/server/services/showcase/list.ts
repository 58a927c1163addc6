import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { ShowcaseListQuery } from '../../../shared/api/community';
import type { ShowcaseCard } from '../../../shared/api/community.responses';
import { normaliseTag } from '../../../shared/community/tags';
import type { Db } from '../../db/client';
import { decodeCursor, encodeCursor } from '../../db/keyset-cursor';
import { communityProfiles, follows, showcaseItems, user } from '../../db/schema';
import { unauthenticated } from '../../domain/errors';
import type { Viewer } from '../../domain/viewer';
import type { StoragePort } from '../../providers/storage/types';
import { memberColumns } from '../community/members';
import { profileIsOpenTo } from '../community/profiles';
import { itemCardColumns, toCard } from './cards';

/**
 * The search text as a prefix query: each word (letters and digits of any script) must begin a word of
 * the title or description. Anything else in the text is dropped, so no input can break the query.
 */
export function searchQuery(text: string): string | null {
  const words =
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/**
 * The grid: newest (published_at, id), popular (like_count, published_at, id) or following (newest of
 * the members the viewer follows), with a tag, a search and an author filter; keyset paging on the
 * order's own partial index, so page 1,000 costs what page 1 does. Hidden items are left out, except on
 * an author's own list for that author (and admins).
 */
export async function listShowcase(
  deps: { db: Db; storage: StoragePort },
  viewer: Viewer | null,
  q: ShowcaseListQuery,
): Promise<{ items: ShowcaseCard[]; nextCursor: string | null }> {
  const where: SQL[] = [];
  const showHidden = !!q.author && !!viewer && (viewer.id === q.author || viewer.isAdmin);
  if (!showHidden) where.push(isNull(showcaseItems.hiddenAt));
  if (q.author) {
    if (!(await profileIsOpenTo(deps.db, viewer, q.author))) return { items: [], nextCursor: null };
    where.push(eq(showcaseItems.userId, q.author));
  }
  if (q.tag) where.push(sql`${showcaseItems.tags} @> ARRAY[${normaliseTag(q.tag)}]::text[]`);
  const search = q.q ? searchQuery(q.q) : null;
  if (search) where.push(sql`${showcaseItems.search} @@ to_tsquery('simple', ${search})`);
  if (q.sort === 'following') {
    if (!viewer) throw unauthenticated('Sign in to see the designs of the members you follow.');
    where.push(inArray(showcaseItems.userId, deps.db.select({ id: follows.followeeId }).from(follows).where(eq(follows.followerId, viewer.id))));
  }

  const popular = q.sort === 'popular';
  if (q.cursor) {
    if (popular) {
      const [likes, at, id] = decodeCursor(q.cursor, ['int', 'date', 'id']);
      where.push(sql`(${showcaseItems.likeCount}, ${showcaseItems.publishedAt}, ${showcaseItems.id}) < (${likes}, ${at}::timestamptz, ${id})`);
    } else {
      const [at, id] = decodeCursor(q.cursor, ['date', 'id']);
      where.push(sql`(${showcaseItems.publishedAt}, ${showcaseItems.id}) < (${at}::timestamptz, ${id})`);
    }
  }
  const order = popular ? [desc(showcaseItems.likeCount), desc(showcaseItems.publishedAt), desc(showcaseItems.id)] : [desc(showcaseItems.publishedAt), desc(showcaseItems.id)];

  // The page is chosen on its own (a keyset walk of the order's index: the LIMIT keeps the planner
  // from joining first), then its authors are joined to those rows only. Joined directly, the planner
  // hashed all 100,000 rows with their authors and sorted them.
  const pageRows = deps.db.$with('page').as(
    deps.db
      .select(itemCardColumns)
      .from(showcaseItems)
      .where(and(...where))
      .orderBy(...order)
      .limit(q.limit + 1),
  );
  const pageOrder = popular ? [desc(pageRows.likeCount), desc(pageRows.publishedAt), desc(pageRows.id)] : [desc(pageRows.publishedAt), desc(pageRows.id)];
  const rows = await deps.db
    .with(pageRows)
    .select({ ...pageRows._.selectedFields, ...memberColumns })
    .from(pageRows)
    .innerJoin(user, eq(user.id, pageRows.userId))
    .leftJoin(communityProfiles, eq(communityProfiles.userId, pageRows.userId))
    .orderBy(...pageOrder);
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > q.limit && last ? encodeCursor(popular ? [last.likeCount, last.publishedAt.toISOString(), last.id] : [last.publishedAt.toISOString(), last.id]) : null;
  return { items: page.map((r) => toCard(r, deps.storage)), nextCursor };
}
