import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

type Client = ReturnType<TestServer['client']>;
interface Routed {
  routes: readonly { method: string; path: string }[];
}

/**
 * Every handler the app registered under /api/admin, read from the app itself (`app.routes`), not from
 * a hand-kept list. Middleware registered with `use` is listed as ALL and left out: it is not a route.
 */
function adminRoutesOf(app: Routed): { method: string; path: string }[] {
  const seen = new Set<string>();
  return app.routes
    .filter((r) => r.method !== 'ALL' && (r.path === '/api/admin' || r.path.startsWith('/api/admin/')))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
}

/** A concrete URL for a route pattern: every :param and wildcard becomes a plain segment. */
const urlOf = (path: string) => path.replace(/:[^/]+/g, 'x').replace(/\*/g, 'x');

/** The admin routes that do not answer `expected` to this caller. */
async function answersOtherThan(routes: { method: string; path: string }[], call: (method: string, url: string) => Promise<{ status: number }>, expected: number) {
  const open: string[] = [];
  for (const r of routes) {
    const res = await call(r.method, urlOf(r.path));
    if (res.status !== expected) open.push(`${r.method} ${r.path} → ${res.status}`);
  }
  return open;
}

const caller = (client: Client) => (method: string, url: string) =>
  method === 'GET' ? client.get(url) : method === 'PATCH' ? client.patch(url, {}) : method === 'POST' ? client.post(url, {}) : client.get(url);

describe.each(testDbKinds())('the admin guard on %s', (kind) => {
  let server: TestServer;
  let guest: Client;
  let user: Client;
  beforeAll(async () => {
    server = await startTestServer(kind);
    guest = server.client();
    user = server.client();
    await user.signUp('not-an-admin@example.com');
  });
  afterAll(() => server.stop());

  it('answers every registered /api/admin route with 401 for a guest and 403 for a user', async () => {
    const routes = adminRoutesOf(server.app);
    // Users, outbox, notices (3), security logs, auto-login keys, custom orders (2), production: at least these.
    expect(routes.length).toBeGreaterThanOrEqual(11);
    expect(routes.map((r) => r.method)).not.toContain('DELETE'); // the caller below sends GET/POST/PATCH only; extend it with the routes
    expect(await answersOtherThan(routes, caller(guest), 401)).toEqual([]);
    expect(await answersOtherThan(routes, caller(user), 403)).toEqual([]);
  });

  it('finds a route registered outside the guard', async () => {
    // The same check on an app where one admin path was added beside the admin sub-app, not inside it.
    const leaky = new Hono();
    leaky.get('/api/admin/leak', (c) => c.json({ secrets: true }));
    leaky.route('/', server.app);
    const routes = adminRoutesOf(leaky);
    const call = async (method: string, url: string) => leaky.request(`http://localhost:3000${url}`, { method, headers: { origin: 'http://localhost:3000' } });
    expect(await answersOtherThan(routes, call, 401)).toEqual(['GET /api/admin/leak → 200']);
  });
});
