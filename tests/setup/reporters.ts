import { eq, sql } from 'drizzle-orm';
import { user } from '../../src/server/db/schema';
import { REPORTER_MIN_ACCOUNT_DAYS } from '../../src/shared/community/limits';
import type { TestServer } from './test-server';

/**
 * Makes an account old enough for its reports to count towards auto-hide (REPORTER_MIN_ACCOUNT_DAYS
 * and a day). It must also have taken part (a forum post, a showcase comment or item): the test does that.
 */
export async function ageAccount(server: TestServer, userId: string): Promise<void> {
  const days = REPORTER_MIN_ACCOUNT_DAYS + 1;
  await server.deps.database.db
    .update(user)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(user.id, userId));
}
