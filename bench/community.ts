import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { measureShowcase, type ShowcaseFigures } from './lib/community-showcase';

export const description = 'Showcase grid query over 100,000 generated items on PGlite (and PostgreSQL): showcase_p95_ms';

/** A PostgreSQL to run against: BENCH_DATABASE_URL / TEST_DATABASE_URL, or a throwaway cluster (scripts/pg-test-cluster.sh). */
function postgresUrl(): { url: string; stop?: () => void } | { skipped: string } {
  const given = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (given) return { url: given };
  try {
    const url = execFileSync('bash', ['scripts/pg-test-cluster.sh', 'start'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return { url, stop: () => execFileSync('bash', ['scripts/pg-test-cluster.sh', 'stop', url], { stdio: 'ignore' }) };
  } catch (err) {
    return { skipped: (err as Error).message.split('\n')[0] };
  }
}

const report = (f: ShowcaseFigures) =>
  console.log(
    `  ${f.engine.padEnd(8)} ${f.items} items (filled in ${f.fillSeconds.toFixed(1)} s), ${f.queries} queries: p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, max ${f.max.toFixed(1)} ms; p95 by kind: ${Object.entries(
      f.byKind,
    )
      .map(([k, v]) => `${k} ${v.toFixed(1)}`)
      .join(', ')}`,
  );

/** `npm run bench -- community [--pglite-only]`: ends with `community: showcase_p95_ms=<x>` (the worse engine's p95). */
export default async function community(args: string[]): Promise<void> {
  console.log(`community bench: node ${process.version}, ${os.cpus().length} cores; the showcase grid (listShowcase) over generated items`);
  const results = [await measureShowcase()];
  report(results[0]);
  if (!args.includes('--pglite-only')) {
    const pg = postgresUrl();
    if ('skipped' in pg) console.log(`  postgres skipped: ${pg.skipped}`);
    else {
      try {
        results.push(await measureShowcase({ databaseUrl: pg.url }));
        report(results[1]);
      } finally {
        pg.stop?.();
      }
    }
  }
  const worst = Math.max(...results.map((r) => r.p95));
  console.log(`community: showcase_p95_ms=${worst.toFixed(1)}`);
}
