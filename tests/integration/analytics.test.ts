import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsActiveSessions, analyticsJourneys, analyticsSessions } from '../../src/server/db/schema';
import { registerAnalyticsJobs } from '../../src/server/jobs/analytics';
import { JobQueue } from '../../src/server/jobs/queue/queue';
import { closeStaleSessions, expireJourneys } from '../../src/server/services/analytics/cleanup';
import { ingestBatch } from '../../src/server/services/analytics/ingest';
import { rollUp } from '../../src/server/services/analytics/rollups';
import { rowsOf } from '../../src/server/services/security/rate-counter';
import { ANALYTICS_HEARTBEAT_MS, ANALYTICS_MAX_BATCH_ITEMS } from '../../src/shared/analytics/constants';
import type { AnalyticsBatch } from '../../src/shared/api/analytics';
import { adminClient } from '../setup/admin';
import { userIdOf } from '../setup/designs';
import { seedPaidOrder } from '../setup/orders';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const ADDRESS = '203.0.113.77';
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

const pageview = (path: string, ageMs = 0) => ({ type: 'pageview' as const, path, ageMs });

describe.each(testDbKinds())('analytics on %s', (kind) => {
  let server: TestServer;
  let db: TestServer['deps']['database']['db'];
  let visitors = 0;
  /** A browser at its own address (as the proxy says), sending beacons: text/plain JSON. */
  const browser = (headers: Record<string, string> = {}) => {
    const client = server.client();
    const ip = headers['x-forwarded-for'] ?? `198.51.100.${++visitors}`;
    return (body: unknown) =>
      client.post('/api/analytics/batch', typeof body === 'string' ? body : JSON.stringify(body), {
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': BROWSER,
        'x-forwarded-for': ip,
        ...headers,
      });
  };
  const count = async (table: string) => Number(rowsOf(await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0].n);
  const clearAnalytics = async () => {
    for (const table of [
      'analytics_sessions',
      'analytics_active_sessions',
      'analytics_page_views',
      'analytics_events',
      'analytics_page_exits',
      'analytics_journeys',
      'analytics_hourly_page_stats',
      'analytics_daily_page_stats',
      'analytics_hourly_event_stats',
      'analytics_daily_event_stats',
    ]) {
      await db.execute(sql.raw(`DELETE FROM ${table}`));
    }
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { TRUST_PROXY: 'true' });
    db = server.deps.database.db;
  });
  afterAll(() => server.stop());

  it('stores a batch in one session: page views, events, exits and the journey', async () => {
    await clearAnalytics();
    const send = browser();
    const first = await send({
      items: [
        pageview('/', 4000),
        { type: 'exit', path: '/', ageMs: 1000, durationMs: 3000 },
        pageview('/indexHome', 1000),
        { type: 'event', name: 'editor_opened', path: '/indexHome', ageMs: 900 },
      ],
      screenWidth: 390,
      language: 'en',
    });
    expect(first.status).toBe(202);
    expect(first.json).toEqual({ accepted: 4 });
    const second = await send({ items: [pageview('/cart'), { type: 'event', name: 'cart_add', path: '/cart', ageMs: 0 }] });
    expect(second.json).toEqual({ accepted: 2 });

    const sessions = await db.select().from(analyticsSessions);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ entryPath: '/', device: 'phone', language: 'en', endedAt: null });
    expect(await count('analytics_page_views')).toBe(3);
    expect(await count('analytics_events')).toBe(2);
    expect(await count('analytics_page_exits')).toBe(1);
    const [journey] = await db.select().from(analyticsJourneys);
    expect(journey.steps).toEqual(['/', '/indexHome', '/cart']);
    expect(await count('analytics_active_sessions')).toBe(1);
  });

  it('refuses bad batches with a clear message', async () => {
    const send = browser();
    const bad = await send({ items: [pageview('https://elsewhere.example/x')] });
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe('invalid_input');
    expect(bad.json.error.message).toContain('items.0.path');
    expect((await send({ items: [pageview('/?email=a@b.c')] })).status).toBe(400);
    expect((await send({ items: [{ type: 'event', name: 'anything', path: '/', ageMs: 0 }] })).status).toBe(400);
    expect((await send({ items: [] })).status).toBe(400);
    expect((await send({ items: Array.from({ length: ANALYTICS_MAX_BATCH_ITEMS + 1 }, () => pageview('/')) })).status).toBe(400);
    expect((await send('not json')).json.error.code).toBe('invalid_json');
    expect((await send({ items: [pageview(`/${'a'.repeat(299)}`)], padding: 'x'.repeat(20_000) })).status).toBe(413);
  });

  it('records nothing for Do Not Track, Global Privacy Control and bots', async () => {
    await clearAnalytics();
    const batch = { items: [pageview('/')] };
    const refusals: Record<string, string>[] = [{ dnt: '1' }, { 'sec-gpc': '1' }, { 'user-agent': GOOGLEBOT }, { 'user-agent': '' }];
    for (const headers of refusals) {
      const res = await browser(headers)(batch);
      expect(res.status).toBe(202);
      expect(res.json).toEqual({ accepted: 0 });
    }
    expect(await count('analytics_sessions')).toBe(0);
    expect(await count('analytics_page_views')).toBe(0);
    expect((await browser({ dnt: '0' })(batch)).json).toEqual({ accepted: 1 });
  });

  it('stores no address and no user agent, only a salted hash', async () => {
    await clearAnalytics();
    await browser({ 'x-forwarded-for': ADDRESS })({ items: [pageview('/pricing')] });
    const dump = JSON.stringify(
      rowsOf(
        await db.execute(sql`
          SELECT (SELECT json_agg(s) FROM analytics_sessions s) AS sessions, (SELECT json_agg(a) FROM analytics_active_sessions a) AS active,
                 (SELECT json_agg(r) FROM rate_counters r) AS counters, (SELECT json_agg(p) FROM analytics_page_views p) AS views`),
      ),
    );
    expect(dump).toContain('/pricing');
    expect(dump).not.toContain(ADDRESS);
    expect(dump).not.toContain('Chrome/130');
    const [session] = await db.select().from(analyticsSessions);
    expect(session.visitorHash).toMatch(/^[0-9a-f]{32}$/);
    // The same browser at another address is another visitor.
    await browser({ 'x-forwarded-for': '203.0.113.78' })({ items: [pageview('/pricing')] });
    expect(await count('analytics_sessions')).toBe(2);
  });

  it('limits batches per address', async () => {
    const send = browser({ 'x-forwarded-for': '192.0.2.200' });
    const answers = [];
    for (let i = 0; i < 62; i++) answers.push((await send({ items: [{ type: 'heartbeat', ageMs: 0 }] })).status);
    expect(answers.filter((s) => s === 202)).toHaveLength(60);
    expect(answers.at(-1)).toBe(429);
  });

  it('keeps a session alive with heartbeats and closes it when silent over 10 minutes (fake clock)', async () => {
    await clearAnalytics();
    const t0 = new Date('2030-03-01T12:00:00Z');
    const at = (ms: number) => new Date(t0.getTime() + ms);
    const ingest = (ms: number, items: AnalyticsBatch['items']) => ingestBatch(db, { batch: { items }, visitorHash: 'v-heartbeat', site: 'localhost', now: at(ms) });
    await ingest(0, [pageview('/indexHome')]);
    await ingest(ANALYTICS_HEARTBEAT_MS, [{ type: 'heartbeat', ageMs: 0 }]);
    await ingest(2 * ANALYTICS_HEARTBEAT_MS, [{ type: 'heartbeat', ageMs: 0 }]);
    // 9 minutes after the last heartbeat: still active.
    expect(await closeStaleSessions(db, at(29 * MINUTE))).toBe(0);
    expect(await db.select().from(analyticsActiveSessions)).toHaveLength(1);
    // 10 minutes and a second of silence: closed, ended when last heard from.
    expect(await closeStaleSessions(db, at(30 * MINUTE + 1000))).toBe(1);
    expect(await db.select().from(analyticsActiveSessions)).toHaveLength(0);
    const [closed] = await db.select().from(analyticsSessions);
    expect(closed.endedAt?.toISOString()).toBe(at(20 * MINUTE).toISOString());
    // The visitor comes back: a new session.
    await ingest(31 * MINUTE, [pageview('/')]);
    expect(await db.select().from(analyticsSessions)).toHaveLength(2);
  });

  it('starts a new session when the last one went silent even before the cleanup ran, and the cleanup closes the old one', async () => {
    await clearAnalytics();
    const t0 = new Date('2030-03-02T08:00:00Z');
    const ingest = (ms: number) => ingestBatch(db, { batch: { items: [pageview('/')] }, visitorHash: 'v-gap', site: 'localhost', now: new Date(t0.getTime() + ms) });
    await ingest(0);
    await ingest(11 * MINUTE);
    const sessions = await db.select().from(analyticsSessions).orderBy(analyticsSessions.startedAt);
    expect(sessions).toHaveLength(2);
    expect(await closeStaleSessions(db, new Date(t0.getTime() + 12 * MINUTE))).toBe(1);
    const after = await db.select().from(analyticsSessions).orderBy(analyticsSessions.startedAt);
    expect(after.map((s) => s.endedAt !== null)).toEqual([true, false]);
  });

  it('runs the stale cleanup every 30 minutes on the job queue (fake clock)', async () => {
    await clearAnalytics();
    let ms = Date.parse('2030-04-01T00:00:00Z');
    const now = () => new Date(ms);
    const queue = new JobQueue({ db, now, random: () => 1, log: { info() {}, warn: console.warn, error: console.error } });
    registerAnalyticsJobs(queue, { database: { db }, now });
    await ingestBatch(db, { batch: { items: [pageview('/')] }, visitorHash: 'v-queue', site: 'localhost', now: now() });
    await queue.runDue();
    ms += 2 * MINUTE;
    await queue.runDue();
    expect((await db.select().from(analyticsSessions))[0].endedAt).toBeNull();
    ms += 30 * MINUTE;
    await queue.runDue();
    expect((await db.select().from(analyticsSessions))[0].endedAt).not.toBeNull();
    await queue.stop();
  });

  it('keeps journeys 7 days, deleting in batches of 500', async () => {
    await clearAnalytics();
    const t0 = new Date('2030-05-01T00:00:00Z');
    for (let i = 0; i < 501; i++) {
      await db.insert(analyticsJourneys).values({ sessionId: crypto.randomUUID(), steps: ['/'], startedAt: t0, updatedAt: t0 });
    }
    await ingestBatch(db, { batch: { items: [pageview('/later')] }, visitorHash: 'v-journey', site: 'localhost', now: new Date(t0.getTime() + DAY) });
    expect(await expireJourneys(db, new Date(t0.getTime() + 7 * DAY - MINUTE))).toBe(0);
    expect(await expireJourneys(db, new Date(t0.getTime() + 7 * DAY + MINUTE))).toBe(501);
    expect((await db.select().from(analyticsJourneys)).map((j) => j.steps)).toEqual([['/later']]);
  });

  it('rolls up to the same counts as the raw rows, by hour and by day', async () => {
    await clearAnalytics();
    const start = Date.parse('2030-06-10T20:00:00Z');
    const paths = ['/', '/pricing', '/indexHome', '/cart'];
    // Deterministic visitors spread over 3 days and several hours (crossing midnight UTC).
    for (let i = 0; i < 40; i++) {
      const now = new Date(start + i * 97 * MINUTE);
      await ingestBatch(db, {
        batch: {
          items: [
            pageview(paths[i % 4], 2000),
            pageview(paths[(i + 1) % 4], 1000),
            { type: 'event', name: i % 3 ? 'editor_opened' : 'design_saved', path: '/indexHome', ageMs: 500 },
          ],
        },
        visitorHash: `v-roll-${i % 7}`,
        site: 'localhost',
        now,
      });
    }
    const range = { from: new Date(start - DAY), to: new Date(start + 4 * DAY) };
    await rollUp(db, range);
    await rollUp(db, range); // twice: the same figures
    const one = async (query: string) => rowsOf(await db.execute(sql.raw(query)));
    expect(await one('SELECT sum(views)::int AS n FROM analytics_daily_page_stats')).toEqual(await one('SELECT count(*)::int AS n FROM analytics_page_views'));
    expect(await one('SELECT sum(views)::int AS n FROM analytics_hourly_page_stats')).toEqual(await one('SELECT count(*)::int AS n FROM analytics_page_views'));
    expect(await one(`SELECT sum(count)::int AS n FROM analytics_daily_event_stats WHERE name <> 'visit'`)).toEqual(await one('SELECT count(*)::int AS n FROM analytics_events'));
    expect(await one(`SELECT sum(count)::int AS n FROM analytics_hourly_event_stats WHERE name = 'visit'`)).toEqual(await one('SELECT count(*)::int AS n FROM analytics_sessions'));
    const byDay = await one(`SELECT day::text AS day, path, views FROM analytics_daily_page_stats ORDER BY 1, 2`);
    const raw = await one(`SELECT (occurred_at AT TIME ZONE 'UTC')::date::text AS day, path, count(*)::int AS views FROM analytics_page_views GROUP BY 1, 2 ORDER BY 1, 2`);
    expect(byDay).toEqual(raw);
    expect(byDay.length).toBeGreaterThan(4);
  });

  it('serves the overview to admins only, with sales, the funnel and daily series', async () => {
    expect((await server.client().get('/api/admin/analytics/overview?range=7')).status).toBe(401);
    const user = server.client();
    await user.signUp('analytics-user@example.com');
    expect((await user.get('/api/admin/analytics/overview?range=7')).status).toBe(403);
    const admin = await adminClient(server);
    expect((await admin.get('/api/admin/analytics/overview?range=14')).status).toBe(400);

    await clearAnalytics();
    const userId = await userIdOf(user);
    await seedPaidOrder(server, userId);
    const send = browser();
    await send({
      items: [
        pageview('/'),
        pageview('/indexHome'),
        { type: 'event', name: 'editor_opened', path: '/indexHome', ageMs: 0 },
        { type: 'event', name: 'editor_opened', path: '/indexHome', ageMs: 0 },
      ],
    });
    await send({
      items: [
        { type: 'event', name: 'design_saved', path: '/indexHome', ageMs: 0 },
        { type: 'event', name: 'cart_add', path: '/cart', ageMs: 0 },
      ],
    });
    await rollUp(db, { from: new Date(Date.now() - DAY), to: new Date(Date.now() + MINUTE) });

    const [shopToday] = rowsOf(await db.execute(sql`SELECT orders, new_users FROM analytics_daily_shop_stats WHERE day = (now() AT TIME ZONE 'UTC')::date`));
    expect(shopToday.orders).toBe(1);
    const res = await admin.get('/api/admin/analytics/overview?range=30');
    expect(res.status).toBe(200);
    const overview = res.json;
    expect(overview.range).toBe(30);
    expect(overview.series).toHaveLength(30);
    expect(overview.sales.todayCents).toBeGreaterThan(0);
    expect(overview.sales.orders).toBe(1);
    expect(overview.sales.averageOrderCents).toBe(overview.sales.rangeCents);
    expect(overview.users.newUsers).toBeGreaterThanOrEqual(2);
    expect(overview.activeSessions).toBe(1);
    expect(Object.fromEntries(overview.funnel.map((s: { step: string; count: number }) => [s.step, s.count]))).toEqual({
      visit: 1,
      editor_opened: 1,
      design_saved: 1,
      cart_add: 1,
      order_paid: 1,
    });
    const today = overview.series.at(-1);
    expect(today).toMatchObject({ visits: 1, pageViews: 2, orders: 1, salesCents: overview.sales.todayCents });
    expect(overview.topPages).toEqual([
      { path: '/', views: 1 },
      { path: '/indexHome', views: 1 },
    ]);
  });
});
