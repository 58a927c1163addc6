/**
 * `npm run bench -- analytics [--events=1000000] [--ingest=100000] [--pglite-only | --postgres-only]`: the analytics ingest
 * rate through the real route (POST /api/analytics/batch, 50 records a batch, many visitors at once),
 * then the raw tables filled up to `--events` records spread over 90 days (SQL, as many more visitors
 * would have sent), the roll-ups built, and the dashboard's overview (GET /api/admin/analytics/overview's
 * service) timed for 7, 30 and 90 days. On PGlite, and on PostgreSQL (BENCH_DATABASE_URL /
 * TEST_DATABASE_URL, or a throwaway cluster from scripts/pg-test-cluster.sh). Last line:
 * `analytics: ingest_per_s=<PostgreSQL's, else PGlite's> dashboard_p95_ms=<the slower engine's>`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { buildServer } from '../src/server/server';
import { analyticsOverview } from '../src/server/services/analytics/overview';
import { rollUp } from '../src/server/services/analytics/rollups';
import { rowsOf } from '../src/server/services/security/rate-counter';
import { ANALYTICS_MAX_BATCH_ITEMS, ANALYTICS_RANGES } from '../src/shared/analytics/constants';
import { postgresUrl } from './lib/postgres';

export const description = 'analytics: ingest rate and dashboard p95 over 1,000,000 events (PGlite, PostgreSQL)';

const DAY_MS = 24 * 60 * 60 * 1000;
const PATHS = ['/', '/pricing', '/indexHome', '/cart', '/custom-order', '/account/projects', '/tools/qr-code', '/preview', '/subscription', '/account/orders'];
const EVENTS = ['editor_opened', 'design_saved', 'cart_add', 'checkout_started'] as const;
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

function flag(args: string[], name: string, fallback: number): number {
  const hit = args.find((a) => a.startsWith(`--${name}=`));
  return hit ? Number(hit.split('=')[1]) : fallback;
}

interface RunResult {
  kind: string;
  ingestPerSec: number;
  rawRecords: number;
  fillSec: number;
  rollupSec: number;
  p50: number;
  p95: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function run(databaseUrl: string | undefined, total: number, ingestTarget: number): Promise<RunResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ss-bench-analytics-'));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000', TRUST_PROXY: 'true' });
  const database = await openDatabase(databaseUrl ? { databaseUrl } : {});
  const server = await buildServer(config, { database });
  const { db } = database;
  try {
    // 1. Ingest through the route: each visitor (its own address) sends 4 batches of 50 records.
    const batches = Math.ceil(ingestTarget / ANALYTICS_MAX_BATCH_ITEMS);
    const concurrency = 16;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let i = next++; i < batches; i = next++) {
          const visitor = Math.floor(i / 4);
          const items = Array.from({ length: ANALYTICS_MAX_BATCH_ITEMS }, (_, k) =>
            k % 5 === 4
              ? { type: 'event', name: EVENTS[(i + k) % EVENTS.length], path: '/indexHome', ageMs: k * 100 }
              : { type: 'pageview', path: PATHS[(i + k) % PATHS.length], ageMs: k * 100 },
          );
          const res = await server.app.request('http://localhost:3000/api/analytics/batch', {
            method: 'POST',
            headers: {
              'content-type': 'text/plain',
              'user-agent': UA,
              'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
              origin: 'http://localhost:3000',
            },
            body: JSON.stringify({ items, screenWidth: 1280, language: 'en' }),
          });
          if (res.status !== 202) throw new Error(`batch answered ${res.status}: ${await res.text()}`);
        }
      }),
    );
    const ingestPerSec = (batches * ANALYTICS_MAX_BATCH_ITEMS) / ((performance.now() - started) / 1000);

    // 2. The rest of the records over the last 90 days, with the shop's own rows the dashboard reads.
    const fillStarted = performance.now();
    const remaining = Math.max(0, total - batches * ANALYTICS_MAX_BATCH_ITEMS);
    await fill(db, remaining);
    const fillSec = (performance.now() - fillStarted) / 1000;
    if (database.kind === 'pglite') await db.execute(sql`VACUUM (ANALYZE)`);
    else await db.execute(sql`ANALYZE`);
    const rawRecords = Number(rowsOf(await db.execute(sql`SELECT (SELECT count(*) FROM analytics_page_views) + (SELECT count(*) FROM analytics_events) AS n`))[0].n);

    // 3. Roll-ups over the whole range (the job does yesterday and today every 5 minutes).
    const now = new Date();
    const rollStarted = performance.now();
    await rollUp(db, { from: new Date(now.getTime() - 91 * DAY_MS), to: now });
    const rollupSec = (performance.now() - rollStarted) / 1000;

    // 4. The dashboard: each range 20 times, after one warm-up each.
    const times: number[] = [];
    for (const range of ANALYTICS_RANGES) await analyticsOverview(db, range, new Date());
    for (let i = 0; i < 20; i++) {
      for (const range of ANALYTICS_RANGES) {
        const t = performance.now();
        await analyticsOverview(db, range, new Date());
        times.push(performance.now() - t);
      }
    }
    times.sort((a, b) => a - b);
    return { kind: database.kind, ingestPerSec, rawRecords, fillSec, rollupSec, p50: percentile(times, 50), p95: percentile(times, 95) };
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `records` page views (80 %) and events (20 %) in sessions of 10 over the last 90 days, plus 5,000
 * users, 20,000 paid orders and 50,000 generations: set-based inserts, in chunks so PGlite's memory stays
 * small.
 */
async function fill(db: Awaited<ReturnType<typeof openDatabase>>['db'], records: number) {
  const sessions = Math.ceil(records / 10);
  const chunk = 100_000;
  // A session's start is a function of its number, so its records need no join: g seconds-steps over 90 days.
  const start = (g: string) => sql.raw(`now() - ((${g}::bigint * 7919) % 7776000) * interval '1 second'`);
  const pathOf = sql.raw(`(ARRAY[${PATHS.map((p) => `'${p}'`).join(',')}])`);
  const eventOf = sql.raw(`(ARRAY[${EVENTS.map((e) => `'${e}'`).join(',')}])`);
  for (let from = 0; from < sessions; from += chunk / 10) {
    const to = Math.min(sessions, from + chunk / 10) - 1;
    await db.execute(sql`
      INSERT INTO analytics_sessions (id, visitor_hash, started_at, last_seen_at, ended_at, entry_path, device, language)
      SELECT md5('s' || g)::uuid, md5('v' || (g % 400000)), ${start('g')}, ${start('g')} + interval '5 minutes', ${start('g')} + interval '5 minutes', '/', 'desktop', 'en'
      FROM generate_series(${from}::int, ${to}::int) g`);
    await db.execute(sql`
      INSERT INTO analytics_page_views (session_id, path, occurred_at)
      SELECT md5('s' || g)::uuid, ${pathOf}[1 + (g + k) % ${PATHS.length}], ${start('g')} + k * interval '20 seconds'
      FROM generate_series(${from}::int, ${to}::int) g CROSS JOIN generate_series(0, 7) k`);
    await db.execute(sql`
      INSERT INTO analytics_events (session_id, name, path, occurred_at)
      SELECT md5('s' || g)::uuid, ${eventOf}[1 + (g + k) % ${EVENTS.length}], '/indexHome', ${start('g')} + k * interval '30 seconds'
      FROM generate_series(${from}::int, ${to}::int) g CROSS JOIN generate_series(0, 1) k`);
  }
  await db.execute(sql`
    INSERT INTO "user" (id, name, email, email_verified, created_at, updated_at)
    SELECT 'bench-' || g, 'Bench ' || g, 'bench-' || g || '@example.com', g % 3 = 0, now() - random() * interval '120 days', now() FROM generate_series(1, 5000) g`);
  await db.execute(sql`
    INSERT INTO orders (id, user_id, status, price_version_id, subtotal_cents, shipping_cents, tax_cents, total_cents, shipping_method, shipping_address, created_at, updated_at, paid_at)
    SELECT gen_random_uuid(), 'bench-' || (1 + g % 5000), 'paid', '1', c, 0, 0, c, 'standard', '{}'::jsonb, t, t, t
    FROM (SELECT g, 1000 + (g * 37) % 9000 AS c, now() - random() * interval '120 days' AS t FROM generate_series(1, 20000) g) o`);
  await db.execute(sql`
    INSERT INTO generations (id, user_id, status, balance, cost, model_tier, prompt, style, size, count, created_at)
    SELECT gen_random_uuid(), 'bench-' || (1 + g % 5000), 'succeeded', 'free', 1, 'standard', 'a sticker', 'none', '1024x1024', 1, now() - random() * interval '120 days'
    FROM generate_series(1, 50000) g`);
}

export default async function analytics(args: string[]): Promise<void> {
  const total = flag(args, 'events', 1_000_000);
  const ingest = Math.min(total, flag(args, 'ingest', 100_000));
  console.log(`analytics bench: node ${process.version}, ${os.cpus().length} cores; ${ingest} records through the route, ${total} in all over 90 days`);
  const report = (r: RunResult) =>
    console.log(
      `  ${r.kind.padEnd(8)} ingest ${r.ingestPerSec.toFixed(0)} records/s; ${r.rawRecords} raw records (fill ${r.fillSec.toFixed(1)} s), roll-up of 91 days ${r.rollupSec.toFixed(1)} s; overview p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`,
    );
  const results: RunResult[] = [];
  if (!args.includes('--postgres-only')) {
    results.push(await run(undefined, total, ingest));
    report(results[0]);
  }
  if (!args.includes('--pglite-only')) {
    const pg = postgresUrl();
    if ('skipped' in pg) console.log(`  postgres skipped: ${pg.skipped}`);
    else {
      try {
        results.push(await run(pg.url, total, ingest));
        report(results[results.length - 1]);
      } finally {
        pg.stop?.();
      }
    }
  }
  const headline = results.find((r) => r.kind === 'postgres') ?? results[0];
  const p95 = Math.max(...results.map((r) => r.p95));
  console.log(`analytics: ingest_per_s=${headline.ingestPerSec.toFixed(0)} dashboard_p95_ms=${p95.toFixed(1)}`);
}
