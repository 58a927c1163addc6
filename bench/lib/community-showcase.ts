/**
 * The showcase grid query (issue 18; goal p95 < 50 ms) over 100,000 generated items: the service the
 * route calls (`listShowcase`), on an in-memory PGlite or a PostgreSQL URL, with a mix of what the
 * grid asks — newest and popular first pages, deep keyset pages, a tag, a search (a common word and
 * one only one title has), the following feed.
 * `npm run bench -- community` prints its `showcase_p95_ms`; the merged community bench calls
 * `benchShowcase()` for the same figure.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { encodeCursor } from '../../src/server/db/keyset-cursor';
import type { Viewer } from '../../src/server/domain/viewer';
import type { StoragePort } from '../../src/server/providers/storage/types';
import { listShowcase } from '../../src/server/services/showcase/list';
import type { ShowcaseListQuery } from '../../src/shared/api/community';

export interface ShowcaseBenchOptions {
  /** A PostgreSQL to fill (a throwaway one: 100,000 rows are added); PGlite in memory when absent. */
  databaseUrl?: string;
  items?: number;
  authors?: number;
  /** Timed queries (after a warm-up of each kind). */
  queries?: number;
}

export interface ShowcaseFigures {
  engine: 'pglite' | 'postgres';
  items: number;
  queries: number;
  p50: number;
  p95: number;
  max: number;
  fillSeconds: number;
  /** p95 per kind of query. */
  byKind: Record<string, number>;
  /**
   * p95 of this process's CPU time per query (ms): on PGlite (in-process) the query's own work, which a
   * loaded machine does not inflate as it does the wall-clock figures; on PostgreSQL only the client's share.
   */
  cpuP95: number;
}

const TAGS = ['cats', 'dogs', 'retro', 'pixel', 'nature', 'space', 'cute', 'bold'];
const WORDS = ['Cat', 'Dog', 'Sunset', 'Retro', 'Pixel', 'Flower', 'Skull', 'Rocket'];
/** Only publicUrl is used by the grid. */
const storage = { publicUrl: (key: string) => `/api/files/raw/${key}` } as unknown as StoragePort;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Authors, a viewer following 50 of them, and the items, generated in SQL (seconds, not minutes). */
async function fill(db: Awaited<ReturnType<typeof openDatabase>>['db'], items: number, authors: number) {
  await db.execute(
    sql`INSERT INTO "user" (id, name, email, email_verified) SELECT 'bench-u' || g, 'Maker ' || g, 'maker' || g || '@bench.example', true FROM generate_series(1, ${authors}::int) g ON CONFLICT DO NOTHING`,
  );
  await db.execute(sql`INSERT INTO "user" (id, name, email, email_verified) VALUES ('bench-viewer', 'Viewer', 'viewer@bench.example', true) ON CONFLICT DO NOTHING`);
  await db.execute(
    sql`INSERT INTO follows (follower_id, followee_id) SELECT 'bench-viewer', 'bench-u' || (g * 37 % ${authors}::int + 1) FROM generate_series(1, 50) g ON CONFLICT DO NOTHING`,
  );
  const words = sql.raw(`ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}]`);
  const tags = sql.raw(`ARRAY[${TAGS.map((t) => `'${t}'`).join(',')}]`);
  for (let from = 1; from <= items; from += 20_000) {
    const to = Math.min(items, from + 19_999);
    await db.execute(sql`
      INSERT INTO showcase_items (id, user_id, title, description, tags, json_key, image_key, image_width, image_height, like_count, save_count, comment_count, published_at)
      SELECT 'bench-i' || g, 'bench-u' || (g % ${authors}::int + 1),
             (${words})[1 + g % 8] || ' sticker ' || g, 'A generated design, number ' || g,
             ARRAY[(${tags})[1 + g % 8], (${tags})[1 + (g / 8) % 8]],
             'showcase/bench-i' || g || '/design.json', 'public/showcase/bench-i' || g || '/image.webp', 600, 600,
             (g * 7919) % 500, (g * 31) % 40, (g * 17) % 25,
             timestamptz '2030-01-01' - (g || ' seconds')::interval
      FROM generate_series(${from}::int, ${to}::int) g
      ON CONFLICT DO NOTHING`);
  }
  await db.execute(sql`ANALYZE`);
}

export async function measureShowcase(options: ShowcaseBenchOptions = {}): Promise<ShowcaseFigures> {
  const items = options.items ?? 100_000;
  const authors = options.authors ?? 2_000;
  const queries = options.queries ?? 400;
  const database = await openDatabase({ databaseUrl: options.databaseUrl });
  try {
    const { db } = database;
    const started = performance.now();
    await fill(db, items, authors);
    const fillSeconds = (performance.now() - started) / 1000;

    // Cursors deep in the grid, as "Load more" pressed many times would give.
    const deep = async (offset: number, popular: boolean) => {
      const rows = await db.execute<{ id: string; published_at: string | Date; like_count: number }>(
        popular
          ? sql`SELECT id, published_at, like_count FROM showcase_items WHERE hidden_at IS NULL ORDER BY like_count DESC, published_at DESC, id DESC OFFSET ${offset} LIMIT 1`
          : sql`SELECT id, published_at, like_count FROM showcase_items WHERE hidden_at IS NULL ORDER BY published_at DESC, id DESC OFFSET ${offset} LIMIT 1`,
      );
      const row =
        (rows as unknown as { rows: { id: string; published_at: string | Date; like_count: number }[] }).rows?.[0] ??
        (rows as unknown as { id: string; published_at: string | Date; like_count: number }[])[0];
      const at = new Date(row.published_at).toISOString();
      return encodeCursor(popular ? [row.like_count, at, row.id] : [at, row.id]);
    };
    const viewer = { id: 'bench-viewer', isAdmin: false } as Viewer;
    const kinds: Record<string, () => Promise<{ q: ShowcaseListQuery; viewer: Viewer | null }>> = {
      newest: async () => ({ q: { sort: 'newest', limit: 24 }, viewer: null }),
      popular: async () => ({ q: { sort: 'popular', limit: 24 }, viewer: null }),
      newestDeep: async () => ({ q: { sort: 'newest', limit: 24, cursor: await deep(Math.floor(Math.random() * (items - 100)), false) }, viewer: null }),
      popularDeep: async () => ({ q: { sort: 'popular', limit: 24, cursor: await deep(Math.floor(Math.random() * (items - 100)), true) }, viewer: null }),
      tag: async () => ({ q: { sort: 'newest', limit: 24, tag: TAGS[Math.floor(Math.random() * TAGS.length)] }, viewer: null }),
      tagPopular: async () => ({ q: { sort: 'popular', limit: 24, tag: TAGS[Math.floor(Math.random() * TAGS.length)] }, viewer: null }),
      search: async () => ({ q: { sort: 'newest', limit: 24, q: WORDS[Math.floor(Math.random() * WORDS.length)].slice(0, 4) }, viewer: null }),
      // One item's number: a word only one title has (the grid must not walk the whole table to find it).
      rareSearch: async () => ({ q: { sort: 'newest', limit: 24, q: String(Math.floor(items / 2 + Math.random() * (items / 2))) }, viewer: null }),
      following: async () => ({ q: { sort: 'following', limit: 24 }, viewer }),
    };
    const names = Object.keys(kinds);
    for (const name of names) {
      const { q, viewer: v } = await kinds[name]();
      await listShowcase({ db, storage }, v, q);
    }
    const times: number[] = [];
    const cpuTimes: number[] = [];
    const byKindTimes: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
    for (let i = 0; i < queries; i++) {
      const name = names[i % names.length];
      const { q, viewer: v } = await kinds[name]();
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const page = await listShowcase({ db, storage }, v, q);
      const ms = performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
      if (page.items.length === 0) throw new Error(`The ${name} query found nothing: the bench data is wrong`);
      times.push(ms);
      byKindTimes[name].push(ms);
    }
    times.sort((a, b) => a - b);
    cpuTimes.sort((a, b) => a - b);
    const byKind = Object.fromEntries(
      Object.entries(byKindTimes).map(([k, v]) => [
        k,
        percentile(
          v.sort((a, b) => a - b),
          95,
        ),
      ]),
    );
    return {
      engine: database.kind,
      items,
      queries,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: times[times.length - 1],
      fillSeconds,
      byKind,
      cpuP95: percentile(cpuTimes, 95),
    };
  } finally {
    await database.close();
  }
}

/** The headline figure the combined community bench prints: the grid's p95 (ms) on PGlite, or on `databaseUrl`. */
export async function benchShowcase(options: ShowcaseBenchOptions = {}): Promise<number> {
  return (await measureShowcase(options)).p95;
}
