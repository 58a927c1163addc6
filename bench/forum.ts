/**
 * `npm run bench -- forum [--postgres]`: one page of a forum thread with 1,000 replies among 100,000
 * generated posts (bench/lib/community-thread.ts; the forum half of the community bench).
 */
import { benchThread } from './lib/community-thread';

export const description = 'forum: p95 of reading a page of a 1,000-reply thread among 100,000 posts (PGlite, or --postgres)';

export default async function run(args: string[]): Promise<void> {
  const databaseUrl = args.includes('--postgres') ? process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL : undefined;
  if (args.includes('--postgres') && !databaseUrl) throw new Error('--postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  const p95 = await benchThread({ databaseUrl, log: console.log });
  console.log(`forum: thread_p95_ms=${p95}`);
}
