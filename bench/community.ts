/**
 * `npm run bench -- community [--pglite-only] [--items=N] [--posts=N]`: the showcase grid
 * (bench/lib/community-showcase.ts) and a forum thread with 1,000 replies (bench/lib/community-thread.ts),
 * each over 100,000 generated rows, on PGlite and PostgreSQL. Ends with
 * `community: showcase_p95_ms=<x> thread_p95_ms=<y>` (each the worse engine's p95; goal < 50 ms).
 */
import os from 'node:os';
import { measureShowcase, type ShowcaseFigures } from './lib/community-showcase';
import { benchThread } from './lib/community-thread';
import { postgresUrl } from './lib/postgres';

export const description = 'Showcase grid and a 1,000-reply forum thread over 100,000 generated rows (PGlite and PostgreSQL): showcase_p95_ms thread_p95_ms';

const report = (f: ShowcaseFigures) =>
  console.log(
    `  ${f.engine.padEnd(8)} ${f.items} items (filled in ${f.fillSeconds.toFixed(1)} s), ${f.queries} queries: p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, max ${f.max.toFixed(1)} ms, CPU p95 ${f.cpuP95.toFixed(1)} ms; p95 by kind: ${Object.entries(
      f.byKind,
    )
      .map(([k, v]) => `${k} ${v.toFixed(1)}`)
      .join(', ')}`,
  );

/** `--name=<n>` as a number (a smaller smoke run), or undefined for the bench's default size. */
const sizeArg = (args: string[], name: string) => {
  const raw = args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  return raw ? Number(raw) : undefined;
};

/** Both halves on one engine (PGlite when `databaseUrl` is absent). */
async function measure(args: string[], databaseUrl?: string): Promise<{ showcase: number; thread: number }> {
  const figures = await measureShowcase({ databaseUrl, items: sizeArg(args, 'items') });
  report(figures);
  const thread = await benchThread({ databaseUrl, posts: sizeArg(args, 'posts'), log: (line) => console.log(`  ${line}`) });
  console.log(`  ${figures.engine.padEnd(8)} thread page p95 ${thread.toFixed(1)} ms`);
  return { showcase: figures.p95, thread };
}

export default async function community(args: string[]): Promise<void> {
  console.log(`community bench: node ${process.version}, ${os.cpus().length} cores; the showcase grid (listShowcase) and a forum thread page (readThreadPage)`);
  const results = [await measure(args)];
  if (!args.includes('--pglite-only')) {
    const pg = postgresUrl();
    if ('skipped' in pg) console.log(`  postgres skipped: ${pg.skipped}`);
    else {
      try {
        results.push(await measure(args, pg.url));
      } finally {
        pg.stop?.();
      }
    }
  }
  const worst = (key: 'showcase' | 'thread') => Math.max(...results.map((r) => r[key])).toFixed(1);
  console.log(`community: showcase_p95_ms=${worst('showcase')} thread_p95_ms=${worst('thread')}`);
}
