import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_TARGET_TYPES } from '../../src/shared/community/moderation';
import { adminClient } from '../setup/admin';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

type Client = ReturnType<TestServer['client']>;

/** 36 characters, the length of a UUID, but not one: PostgreSQL refuses to compare it with a uuid column. */
const NOT_A_UUID = 'f'.repeat(36);

/**
 * Every route with a parameter in its path, for a guest, a member and an admin, with each parameter a
 * 36-character string that is not a UUID: never a 5xx, and the routes that read a row by its id answer
 * 404, as for any id that names nothing.
 */
describe.each(testDbKinds())('ids that are not UUIDs on %s', (kind) => {
  let server: TestServer;
  const callers: Record<string, Client> = {};

  beforeAll(async () => {
    server = await startTestServer(kind);
    callers.guest = server.client();
    callers.user = server.client();
    await callers.user.signUpVerified('uuid-ids@test.example');
    callers.admin = await adminClient(server);
  });
  afterAll(() => server?.stop());

  function send(client: Client, method: string, path: string, body: object = {}) {
    const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const base = 'http://localhost:3000';
    return server.app.request(`${base}${path}`, {
      method,
      body: method === 'GET' || method === 'HEAD' ? undefined : JSON.stringify(body),
      headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
    });
  }

  const idRoutes = () => {
    const seen = new Set<string>();
    return server.app.routes
      .filter((r) => r.path.startsWith('/api/') && /\/:[A-Za-z]+/.test(r.path) && r.method !== 'ALL' && !r.path.endsWith('/*'))
      .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
  };

  it.each(['guest', 'user', 'admin'])('no route answers 5xx to a %s', async (role) => {
    const routes = idRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(40);
    const failures: string[] = [];
    for (const route of routes) {
      const path = route.path.replace(/:[A-Za-z]+/g, NOT_A_UUID);
      const res = await send(callers[role], route.method, path);
      if (res.status >= 500) failures.push(`${route.method} ${path} → ${res.status} ${(await res.text()).slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
  });

  it.each([
    ['guest', 'GET', '/api/forum/threads/:id', {}],
    ['user', 'PATCH', '/api/forum/posts/:id', { body: 'An edit.' }],
    ['user', 'DELETE', '/api/forum/posts/:id', {}],
    ['user', 'POST', '/api/forum/threads/:id/posts', { body: 'A reply.' }],
    ['admin', 'POST', '/api/admin/moderation/threads/:id/lock', { locked: true }],
    ['admin', 'POST', '/api/admin/jobs/:id/retry', {}],
    ['admin', 'GET', '/api/admin/orders/:id', {}],
    ['user', 'GET', '/api/orders/:id', {}],
    ['guest', 'GET', '/api/showcase/:id', {}],
  ])('%s %s %s answers 404', async (role, method, route, body) => {
    const res = await send(callers[role], method, route.replace(':id', NOT_A_UUID), body);
    expect(res.status, await res.clone().text()).toBe(404);
  });

  it.each(REPORT_TARGET_TYPES)('a report, a resolution and a hide of a %s that is not a UUID answer 404', async (targetType) => {
    const target = { targetType, targetId: NOT_A_UUID };
    const report = await send(callers.user, 'POST', '/api/reports', { ...target, reason: 'spam' });
    expect(report.status, await report.clone().text()).toBe(404);
    const resolve = await send(callers.admin, 'POST', '/api/admin/moderation/resolve', { ...target, resolution: 'hidden' });
    expect(resolve.status, await resolve.clone().text()).toBeLessThan(500);
    const hide = await send(callers.admin, 'POST', '/api/admin/moderation/hide', { ...target, hidden: true });
    expect(hide.status, await hide.clone().text()).toBe(404);
  });
});
