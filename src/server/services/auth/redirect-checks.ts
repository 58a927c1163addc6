import { APIError } from 'better-auth/api';
import { isSafeRedirectPath } from '../../../shared/domains';

/** Where better-auth takes a page to send the browser to afterwards, in a body or a query. */
const REDIRECT_FIELDS = ['callbackURL', 'redirectTo', 'errorCallbackURL', 'newUserCallbackURL'] as const;

/**
 * better-auth accepts a path on this site as a redirect target, but judges it before dot segments are
 * resolved: "/.//host" passes and is followed as "//host", off the site. Every path-shaped target, in
 * any auth endpoint's body or query, must pass the app's own rule (`safeRedirectPath`), refused 403 as
 * better-auth refuses an untrusted one. Absolute URLs stay with better-auth's `trustedOrigins` check.
 */
export function refuseOffSiteRedirects(sources: Array<Record<string, unknown> | undefined>): void {
  for (const source of sources) {
    if (!source || typeof source !== 'object') continue;
    for (const field of REDIRECT_FIELDS) {
      const value = source[field];
      if (typeof value === 'string' && value.startsWith('/') && !isSafeRedirectPath(value)) {
        throw new APIError('FORBIDDEN', { code: 'INVALID_REDIRECT_URL', message: `Invalid ${field}` });
      }
    }
  }
}
