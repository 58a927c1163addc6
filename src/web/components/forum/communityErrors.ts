import { NEW_ACCOUNT_FIRST_DAY_POSTS, NEW_ACCOUNT_MAX_IMAGES, NEW_ACCOUNT_MAX_LINKS, NEW_ACCOUNT_POST_INTERVAL_SECONDS } from '../../../shared/community/limits';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../api/errors';
import type { TFunction } from '../../translation/translator';

/** Community refusals with their own texts (`forum.errors.<code>`), with the numbers they quote. */
const CODES = new Set([
  'post_interval',
  'too_many_links',
  'too_many_images',
  'first_day_cap',
  'thread_locked',
  'email_unverified',
  'report_own',
  'report_target_unsupported',
  'newsletter_link_invalid',
  'slug_taken',
  'not_found',
  'forbidden',
]);

export function communityErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && CODES.has(error.code)) {
    const details = (error.details ?? {}) as { seconds?: number };
    return t(`forum.errors.${error.code}`, {
      seconds: details.seconds ?? NEW_ACCOUNT_POST_INTERVAL_SECONDS,
      interval: NEW_ACCOUNT_POST_INTERVAL_SECONDS,
      links: NEW_ACCOUNT_MAX_LINKS,
      images: NEW_ACCOUNT_MAX_IMAGES,
      posts: NEW_ACCOUNT_FIRST_DAY_POSTS,
    });
  }
  return errorMessage(error, t);
}
