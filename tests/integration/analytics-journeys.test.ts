import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestBatch } from '../../src/server/services/analytics/ingest';
import type { AnalyticsBatch } from '../../src/shared/api/analytics';
import { JOURNEYS_PAGE_SIZE } from '../../src/shared/api/analytics';
import { adminClient } from '../setup/admin';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const DESKTOP = 1280;
const PHONE = 390;

type Item = AnalyticsBatch['items'][number];
const page = (path: string, ageMs = 0): Item => ({ type: 'pageview', path, ageMs });
const exit = (path: string, durationMs: number, ageMs = 0): Item => ({ type: 'exit', path, durationMs, ageMs });
const event = (name: 'editor_opened' | 'design_saved' | 'cart_add' | 'checkout_started', path: string): Item => ({ type: 'event', name, path, ageMs: 0 });

describe.each(testDbKinds())('journeys and page exits on %s', (kind) => {
  let server: TestServer;
  let admin: ReturnType<TestServer['client']>;
  let db: TestServer['deps']['database']['db'];
  /** One visitor's batches, sent `minutesAgo` before now, in order. */
  const visit = async (visitor: string, screenWidth: number, minutesAgo: number, ...batches: Item[][]) => {
    for (const [i, items] of batches.entries()) {
      await ingestBatch(db, { batch: { items, screenWidth, language: 'en' }, visitorHash: visitor, site: 'localhost', now: new Date(Date.now() - minutesAgo * MINUTE + i * 1000) });
    }
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    db = server.deps.database.db;
    admin = await adminClient(server);
    for (const table of ['analytics_sessions', 'analytics_active_sessions', 'analytics_page_views', 'analytics_events', 'analytics_page_exits', 'analytics_journeys']) {
      await db.execute(sql.raw(`DELETE FROM ${table}`));
    }
    // A: desktop, three pages, saved a design and added it to the cart.
    await visit(
      'visitor-a',
      DESKTOP,
      30,
      [page('/', 9000), exit('/', 3000, 6000), page('/pricing', 6000), exit('/pricing', 5000, 1000), page('/indexHome', 1000)],
      [event('editor_opened', '/indexHome'), event('design_saved', '/indexHome'), event('cart_add', '/indexHome')],
    );
    // B: phone, the home page only (a bounce).
    await visit('visitor-b', PHONE, 20, [page('/', 2000), exit('/', 1000)]);
    // C: desktop, pricing then home, opened the editor.
    await visit('visitor-c', DESKTOP, 10, [page('/pricing', 4000), page('/', 1000), event('editor_opened', '/')]);
    // D: eight days ago: its journey is past the 7 days and outside the default range.
    await visit('visitor-d', DESKTOP, 8 * 24 * 60, [page('/cart')]);
  });
  afterAll(() => server.stop());

  it('gives exit rates, entries, bounces and time on page per page, and the funnel’s drop-off', async () => {
    const res = await admin.get('/api/admin/analytics/exits');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ sessions: 3, pageViews: 6, bounces: 1 });
    const byPath = Object.fromEntries(res.json.pages.map((p: { path: string }) => [p.path, p]));
    expect(res.json.pages.map((p: { path: string }) => p.path)).toEqual(['/', '/pricing', '/indexHome']);
    expect(byPath['/']).toEqual({ path: '/', views: 3, entries: 2, exits: 2, exitRate: 2 / 3, bounces: 1, averageTimeMs: 2000 });
    expect(byPath['/pricing']).toEqual({ path: '/pricing', views: 2, entries: 1, exits: 0, exitRate: 0, bounces: 0, averageTimeMs: 5000 });
    expect(byPath['/indexHome']).toEqual({ path: '/indexHome', views: 1, entries: 0, exits: 1, exitRate: 1, bounces: 0, averageTimeMs: null });
    expect(res.json.funnel).toEqual([
      { step: 'visit', sessions: 3, dropOff: 0, dropOffRate: 0 },
      { step: 'editor_opened', sessions: 2, dropOff: 1, dropOffRate: 1 / 3 },
      { step: 'design_saved', sessions: 1, dropOff: 1, dropOffRate: 1 / 2 },
      { step: 'cart_add', sessions: 1, dropOff: 0, dropOffRate: 0 },
      { step: 'checkout_started', sessions: 0, dropOff: 1, dropOffRate: 1 },
    ]);
  });

  it('filters by device, page and time range', async () => {
    const phone = (await admin.get('/api/admin/analytics/exits?device=phone')).json;
    expect(phone).toMatchObject({ sessions: 1, pageViews: 1, bounces: 1 });
    expect(phone.pages).toEqual([{ path: '/', views: 1, entries: 1, exits: 1, exitRate: 1, bounces: 1, averageTimeMs: 1000 }]);
    const throughPricing = (await admin.get('/api/admin/analytics/exits?path=%2Fpricing')).json;
    expect(throughPricing.sessions).toBe(2);
    const old = new Date(Date.now() - 9 * DAY).toISOString();
    const lastWeekOnly = new Date(Date.now() - 7 * DAY).toISOString();
    const older = (await admin.get(`/api/admin/analytics/exits?from=${encodeURIComponent(old)}&to=${encodeURIComponent(lastWeekOnly)}`)).json;
    expect(older.pages).toEqual([{ path: '/cart', views: 1, entries: 1, exits: 1, exitRate: 1, bounces: 1, averageTimeMs: null }]);
  });

  it('lists journeys newest first with their pages in order, entry, exit, device and funnel steps — nothing that identifies the visitor', async () => {
    const res = await admin.get('/api/admin/analytics/journeys');
    expect(res.status).toBe(200);
    expect(res.json.nextCursor).toBeNull();
    const [c, b, a] = res.json.journeys;
    expect(res.json.journeys).toHaveLength(3);
    expect(c).toMatchObject({ steps: ['/pricing', '/'], entryPath: '/pricing', exitPath: '/', device: 'desktop', events: ['editor_opened'], ended: false });
    expect(b).toMatchObject({ steps: ['/'], entryPath: '/', exitPath: '/', device: 'phone', events: [] });
    expect(a).toMatchObject({ steps: ['/', '/pricing', '/indexHome'], exitPath: '/indexHome', language: 'en', events: ['editor_opened', 'design_saved', 'cart_add'] });
    expect(a.durationMs).toBeGreaterThanOrEqual(9000);
    expect(JSON.stringify(res.json)).not.toContain('visitor-');
    expect(Object.keys(a).sort()).toEqual(
      ['device', 'durationMs', 'ended', 'entryPath', 'events', 'exitPath', 'language', 'lastSeenAt', 'referrerHost', 'sessionId', 'startedAt', 'steps'].sort(),
    );

    const throughPricing = (await admin.get('/api/admin/analytics/journeys?path=%2Fpricing&device=desktop')).json.journeys;
    expect(throughPricing.map((j: { steps: string[] }) => j.steps[0])).toEqual(['/pricing', '/']);
  });

  it('pages through many journeys without repeats or gaps', async () => {
    for (let i = 0; i < JOURNEYS_PAGE_SIZE + 3; i++) await visit(`many-${i}`, PHONE, 60 + i, [page(`/many/${i}`)]);
    const first = (await admin.get('/api/admin/analytics/journeys?device=phone')).json;
    expect(first.journeys).toHaveLength(JOURNEYS_PAGE_SIZE);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await admin.get(`/api/admin/analytics/journeys?device=phone&cursor=${first.nextCursor}`)).json;
    expect(second.nextCursor).toBeNull();
    const ids = [...first.journeys, ...second.journeys].map((j: { sessionId: string }) => j.sessionId);
    expect(new Set(ids).size).toBe(JOURNEYS_PAGE_SIZE + 4); // 53 new phone visits and B
  });

  it('refuses bad filters with a clear message', async () => {
    const cursor = await admin.get('/api/admin/analytics/journeys?cursor=not-a-cursor');
    expect(cursor.status).toBe(400);
    expect(cursor.json.error.message).toBe('This page link is not valid any more: go back to the first page.');
    const backwards = await admin.get(`/api/admin/analytics/exits?from=${encodeURIComponent('2030-01-02T00:00:00Z')}&to=${encodeURIComponent('2030-01-01T00:00:00Z')}`);
    expect(backwards.status).toBe(400);
    expect(backwards.json.error.message).toContain("'from' must not be after 'to'.");
    expect((await admin.get('/api/admin/analytics/journeys?device=fridge')).status).toBe(400);
    expect((await admin.get('/api/admin/analytics/journeys?path=https%3A%2F%2Felsewhere')).status).toBe(400);
  });

  it('is for admins only: a guest gets 401, a signed-in user 403', async () => {
    const user = server.client();
    await user.signUpVerified('journeys-user@example.com');
    for (const url of ['/api/admin/analytics/journeys', '/api/admin/analytics/exits']) {
      expect((await server.client().get(url)).status).toBe(401);
      expect((await user.get(url)).status).toBe(403);
    }
  });
});
