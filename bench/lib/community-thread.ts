/**
 * The forum half of `npm run bench -- community` (issue 18): reading one page of a thread with 1,000
 * replies among 100,000 generated posts, through the same service the route calls
 * (`readThreadPage`: the thread row, then one (thread_id, seq) index range of 25 posts with their
 * authors). Goal: p95 < 50 ms.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../src/server/db/client';
import { readThreadPage } from '../../src/server/services/forum/read';
import { POSTS_PER_PAGE } from '../../src/shared/community/limits';

export interface ThreadBenchOptions {
  /** PostgreSQL instead of in-memory PGlite. */
  databaseUrl?: string;
  /** Posts in the whole forum (default 100,000) and replies in the measured thread (default 1,000). */
  posts?: number;
  replies?: number;
  /** Measured page reads (after 20 unmeasured ones). */
  reads?: number;
  log?: (line: string) => void;
}

const POSTS_PER_OTHER_THREAD = 20;
const USERS = 1_000;
const BODY = 'I tried the clear vinyl with a matte laminate and it survived forty washes. **Highly recommended**, but cut with a 3 mm border so the edges do not lift.';

/** Fills the forum: USERS people, the measured thread (1 + replies posts) and threads of 20 posts up to `posts`. */
async function seed(database: Database, posts: number, replies: number): Promise<string> {
  const { db } = database;
  const others = Math.max(0, Math.ceil((posts - replies - 1) / POSTS_PER_OTHER_THREAD));
  await db.execute(sql`
    INSERT INTO "user" (id, name, email, email_verified, created_at, updated_at)
    SELECT 'bench-user-' || g, 'Bench User ' || g, 'bench-' || g || '@bench.example', true, now() - interval '30 days', now() - interval '30 days'
    FROM generate_series(1, ${USERS}::int) g ON CONFLICT DO NOTHING`);
  // Thread 0 is the measured one; the others share the categories.
  await db.execute(sql`
    INSERT INTO forum_threads (id, category_id, author_id, title, post_count, last_post_at, created_at)
    SELECT md5('bench-thread-' || g)::uuid,
           (ARRAY['general','design-help','ai-generation','ordering-printing','feedback'])[1 + g % 5],
           'bench-user-' || (1 + g % ${USERS}::int), 'Bench thread ' || g,
           CASE WHEN g = 0 THEN ${replies + 1}::int ELSE ${POSTS_PER_OTHER_THREAD}::int END,
           now() - (g || ' minutes')::interval, now() - interval '30 days'
    FROM generate_series(0, ${others}::int) g`);
  await db.execute(sql`
    INSERT INTO forum_posts (id, thread_id, seq, author_id, body, body_html, created_at)
    SELECT gen_random_uuid(), md5('bench-thread-' || t)::uuid, s, 'bench-user-' || (1 + (t * 31 + s) % ${USERS}::int),
           ${BODY}::text || ' #' || s, '<p>' || ${BODY}::text || ' #' || s || '</p>', now() - interval '30 days' + (s || ' seconds')::interval
    FROM generate_series(0, ${others}::int) t
    CROSS JOIN LATERAL generate_series(1, CASE WHEN t = 0 THEN ${replies + 1}::int ELSE ${POSTS_PER_OTHER_THREAD}::int END) s`);
  await db.execute(sql`ANALYZE`);
  const { rows } = (await db.execute(sql`SELECT md5('bench-thread-0')::uuid::text AS id`)) as unknown as { rows: { id: string }[] };
  return rows[0].id;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** p95 in ms of reading one page (random among the thread's pages) of the thread with 1,000 replies. */
export async function benchThread(options: ThreadBenchOptions = {}): Promise<number> {
  const posts = options.posts ?? 100_000;
  const replies = options.replies ?? 1_000;
  const reads = options.reads ?? 300;
  const log = options.log ?? (() => {});
  const database = await openDatabase({ databaseUrl: options.databaseUrl });
  try {
    const started = performance.now();
    const threadId = await seed(database, posts, replies);
    const { rows } = (await database.db.execute(sql`SELECT count(*)::int AS n FROM forum_posts`)) as unknown as { rows: { n: number }[] };
    log(`forum: ${rows[0]?.n} posts generated on ${database.kind} in ${Math.round(performance.now() - started)} ms`);
    const pages = Math.ceil((replies + 1) / POSTS_PER_PAGE);
    const times: number[] = [];
    for (let i = 0; i < reads + 20; i++) {
      const page = 1 + ((i * 7919) % pages);
      const t0 = performance.now();
      const answer = await readThreadPage(database.db, null, threadId, page);
      const ms = performance.now() - t0;
      if (answer.posts.length === 0) throw new Error(`page ${page} of the bench thread is empty`);
      if (i >= 20) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const p95 = Number(percentile(times, 95).toFixed(2));
    log(
      `forum: ${reads} page reads of a ${replies}-reply thread (${pages} pages): p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${p95} ms, max ${times[times.length - 1].toFixed(2)} ms`,
    );
    return p95;
  } finally {
    await database.close();
  }
}
