import { execFileSync } from 'node:child_process';

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
