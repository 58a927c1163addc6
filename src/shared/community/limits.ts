/** The community's limits: what a showcase item, a comment and a profile may hold. */
export const COMMUNITY_LIMITS = {
  titleMax: 80,
  descriptionMax: 1000,
  tagsMax: 8,
  tagMax: 24,
  commentMax: 1000,
  displayNameMax: 50,
  bioMax: 500,
  linksMax: 5,
  linkMax: 200,
  /** Showcase grid and profile pages. */
  pageSizeMax: 48,
  pageSizeDefault: 24,
} as const;

export const SHOWCASE_SORTS = ['newest', 'popular', 'following'] as const;
export type ShowcaseSort = (typeof SHOWCASE_SORTS)[number];

/**
 * Community limits, Discourse-like: a new account (its first day) may post only so often,
 * with few links and images, and only so many posts that day. Admins are exempt. The server enforces
 * them (services/forum/limits.ts); the composer shows the same numbers.
 */
export const NEW_ACCOUNT_PERIOD_HOURS = 24;
/** Seconds a new account waits between two posts. */
export const NEW_ACCOUNT_POST_INTERVAL_SECONDS = 30;
/** Links and images one post of a new account may hold. */
export const NEW_ACCOUNT_MAX_LINKS = 2;
export const NEW_ACCOUNT_MAX_IMAGES = 1;
/** Posts (threads and replies together) a new account may write in its first day. */
export const NEW_ACCOUNT_FIRST_DAY_POSTS = 10;

/** Reports from this many different people hide an item until an admin reviews it. */
export const REPORT_HIDE_THRESHOLD = 3;
/**
 * Only established members' reports count towards that threshold: accounts at least this many days old
 * that have taken part (a forum post, a showcase comment or item, a paid order). Every report still
 * reaches the review queue.
 */
export const REPORTER_MIN_ACCOUNT_DAYS = 7;

/**
 * Showcase comments one member may write a minute (anywhere), and one item may take a minute (from
 * everyone): a conversation's pace, never a script's.
 */
export const COMMENTS_PER_MEMBER_PER_MINUTE = 6;
export const COMMENTS_PER_ITEM_PER_MINUTE = 30;

/** Sizes of what people write. */
export const POST_MAX_CHARS = 20_000;
export const THREAD_TITLE_MIN_CHARS = 5;
export const THREAD_TITLE_MAX_CHARS = 140;
export const REPORT_NOTE_MAX_CHARS = 500;
export const ARTICLE_MAX_CHARS = 60_000;

/** Replies on one page of a thread, threads on one page of a category. */
export const POSTS_PER_PAGE = 25;
export const THREADS_PER_PAGE = 25;

/** The refusals, worded for people (the web app shows its translation of the code). */
export const limitMessages = {
  postInterval: (seconds: number) => `New accounts can post once every ${NEW_ACCOUNT_POST_INTERVAL_SECONDS} seconds. Please wait ${seconds} more seconds.`,
  tooManyLinks: () => `New accounts can put at most ${NEW_ACCOUNT_MAX_LINKS} links in a post.`,
  tooManyImages: () => `New accounts can put at most ${NEW_ACCOUNT_MAX_IMAGES} image in a post.`,
  firstDayCap: () => `New accounts can write ${NEW_ACCOUNT_FIRST_DAY_POSTS} posts on their first day. Please come back tomorrow.`,
};
