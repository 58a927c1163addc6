import { execFileSync } from 'node:child_process';
import pg from 'pg';

/**
 * A PostgreSQL for a bench to run against: BENCH_DATABASE_URL / TEST_DATABASE_URL, or a throwaway
 * cluster from scripts/pg-test-cluster.sh (with `stop` to remove it). When neither is possible, the
 * reason, so the bench reports PGlite alone instead of failing.
 */
export function postgresUrl(): { url: string; stop?: () => void } | { skipped: string } {
  const given = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (given) return { url: given };
  try {
    const url = execFileSync('bash', ['scripts/pg-test-cluster.sh', 'start'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return { url, stop: () => execFileSync('bash', ['scripts/pg-test-cluster.sh', 'stop', url], { stdio: 'ignore' }) };
  } catch (err) {
    return { skipped: (err as Error).message.split('\n')[0] };
  }
}

/** A new empty database on the cluster of `url`, for one bench run; `drop` removes it. */
export async function scratchDatabase(url: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
