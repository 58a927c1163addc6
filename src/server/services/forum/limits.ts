import { and, count, eq, gte, sql } from 'drizzle-orm';
import {
  limitMessages,
  NEW_ACCOUNT_FIRST_DAY_POSTS,
  NEW_ACCOUNT_MAX_IMAGES,
  NEW_ACCOUNT_MAX_LINKS,
  NEW_ACCOUNT_PERIOD_HOURS,
  NEW_ACCOUNT_POST_INTERVAL_SECONDS,
} from '../../../shared/community/limits';
import { countLinksAndImages } from '../../../shared/community/markdown';
import type { Db } from '../../db/client';
import { forumPosts, user } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import type { Viewer } from '../../domain/viewer';
import { hitCounter, rowsOf } from '../security/rate-counter';

/** The error codes of the new-account limits (the web app translates them). */
export const LIMIT_CODES = { postInterval: 'post_interval', tooManyLinks: 'too_many_links', tooManyImages: 'too_many_images', firstDayCap: 'first_day_cap' } as const;

const HOUR_MS = 60 * 60 * 1000;

/** When the account was made, if it is still new (its first NEW_ACCOUNT_PERIOD_HOURS); admins never are. */
async function newAccountSince(db: Db, viewer: Viewer, now: Date): Promise<Date | null> {
  if (viewer.isAdmin) return null;
  const [row] = await db.select({ createdAt: user.createdAt }).from(user).where(eq(user.id, viewer.id));
  if (!row) return null;
  return now.getTime() - row.createdAt.getTime() < NEW_ACCOUNT_PERIOD_HOURS * HOUR_MS ? row.createdAt : null;
}

/** Links and images a new account may put in one post (for writing and editing alike). */
export async function checkPostContent(db: Db, viewer: Viewer, source: string, now = new Date()): Promise<void> {
  if (!(await newAccountSince(db, viewer, now))) return;
  const { links, images } = countLinksAndImages(source);
  if (links > NEW_ACCOUNT_MAX_LINKS) throw new DomainError('invalid', LIMIT_CODES.tooManyLinks, limitMessages.tooManyLinks(), { max: NEW_ACCOUNT_MAX_LINKS, found: links });
  if (images > NEW_ACCOUNT_MAX_IMAGES) throw new DomainError('invalid', LIMIT_CODES.tooManyImages, limitMessages.tooManyImages(), { max: NEW_ACCOUNT_MAX_IMAGES, found: images });
}

/**
 * Before a new post (thread or reply) of a new account: its content, the first-day cap, and one post
 * per NEW_ACCOUNT_POST_INTERVAL_SECONDS (an atomic database counter, so parallel requests cannot both
 * pass). Call it last, after every other check, since it spends the interval.
 */
export async function checkNewPost(db: Db, viewer: Viewer, source: string, now = new Date()): Promise<void> {
  const since = await newAccountSince(db, viewer, now);
  if (!since) return;
  await checkPostContent(db, viewer, source, now);
  const [written] = await db
    .select({ n: count() })
    .from(forumPosts)
    .where(and(eq(forumPosts.authorId, viewer.id), gte(forumPosts.createdAt, since)));
  if ((written?.n ?? 0) >= NEW_ACCOUNT_FIRST_DAY_POSTS) {
    throw new DomainError('rate_limited', LIMIT_CODES.firstDayCap, limitMessages.firstDayCap(), { max: NEW_ACCOUNT_FIRST_DAY_POSTS });
  }
  const key = `forum-post-interval:${viewer.id}`;
  const intervalMs = NEW_ACCOUNT_POST_INTERVAL_SECONDS * 1000;
  if ((await hitCounter(db, key, intervalMs)) > 1) {
    const started = rowsOf(await db.execute(sql`SELECT window_start FROM rate_counters WHERE key = ${key}`))[0]?.window_start;
    const elapsed = started ? now.getTime() - new Date(started as string).getTime() : 0;
    const seconds = Math.max(1, Math.ceil((intervalMs - elapsed) / 1000));
    throw new DomainError('rate_limited', LIMIT_CODES.postInterval, limitMessages.postInterval(seconds), { seconds });
  }
}
