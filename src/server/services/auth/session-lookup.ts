import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { session, subscriptions, user } from '../../db/schema';
import type { SubscriptionRow } from '../accounts/subscriptions';

export interface SessionWithUser {
  sessionId: string;
  expiresAt: Date;
  user: { id: string; email: string; name: string; emailVerified: boolean };
  /** Null for a user whose sign-up was interrupted before the row was made. */
  subscription: SubscriptionRow | null;
}

/**
 * The session of a token, its user and their subscription in one prepared query. better-auth's own
 * getSession reads the session and the user in two, and the middleware then read the subscription:
 * on PGlite each query costs ~1 ms of the server's only thread (decision 15).
 */
export function createSessionLookup(db: Db): (token: string) => Promise<SessionWithUser | undefined> {
  const query = db
    .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      user: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified },
      subscription: getTableColumns(subscriptions),
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(subscriptions, eq(subscriptions.userId, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .prepare('session_with_user');
  return async (token) => (await query.execute({ token }))[0] as SessionWithUser | undefined;
}

/**
 * Whether a session found by token can be used as it is: not expired, and not yet due for
 * better-auth's sliding refresh (which happens once `updateAge` has passed since the last one).
 * Anything else is left to better-auth, which deletes expired sessions and extends due ones.
 */
export function isUsableAsIs(expiresAt: Date, config: { expiresIn: number; updateAge: number }, now = Date.now()): boolean {
  const expires = expiresAt.getTime();
  if (!(expires > now)) return false;
  return expires - config.expiresIn * 1000 + config.updateAge * 1000 > now;
}
