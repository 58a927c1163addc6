import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../src/server/db/schema';
import { adminClient } from '../setup/admin';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, TEST_ADMIN_EMAIL, type TestServer } from '../setup/test-server';

describe.each(testDbKinds())('roles on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.stop());

  const planOf = async (userId: string) => (await server.deps.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

  it('makes an allow-listed e-mail admin with the admin plan', async () => {
    const admin = await adminClient(server);
    const me = (await admin.get('/api/me')).json.user;
    expect(me).toMatchObject({ email: TEST_ADMIN_EMAIL, role: 'admin', isAdmin: true, isGraphicDesigner: true, plan: 'admin' });
    expect((await planOf(me.id)).plan).toBe('admin');
  });

  it('downgrades anyone else holding the admin plan to free at the next request', async () => {
    const c = server.client();
    await c.signUp('sneaky@example.com');
    const id = (await c.get('/api/me')).json.user.id;
    await server.deps.database.db.update(subscriptions).set({ plan: 'admin' }).where(eq(subscriptions.userId, id));
    const me = (await c.get('/api/me')).json.user;
    expect(me).toMatchObject({ plan: 'free', isAdmin: false });
    expect((await planOf(id)).plan).toBe('free');
  });

  it('lets only admins set roles, with the SPEC messages', async () => {
    const target = server.client();
    await target.signUpVerified('designer@example.com');
    const targetId = (await target.get('/api/me')).json.user.id;

    const guest = await server.client().post(`/api/admin/users/${targetId}/role`, { role: 'admin' });
    expect(guest.status).toBe(401);
    expect(guest.json.error.message).toBe('Must be logged in to set user roles');

    const user = server.client();
    await user.signUp('plain@example.com');
    const denied = await user.post(`/api/admin/users/${targetId}/role`, { role: 'admin' });
    expect(denied.status).toBe(403);
    expect(denied.json.error.message).toBe('Only admins can set user roles');

    const admin = await adminClient(server);
    const missing = await admin.post('/api/admin/users/no-such-user/role', { role: 'admin' });
    expect(missing.json.error.message).toBe('Failed to set user role');

    const bad = await admin.post(`/api/admin/users/${targetId}/role`, { role: 'superuser' });
    expect(bad.status).toBe(400);

    const ok = await admin.post(`/api/admin/users/${targetId}/role`, { role: 'graphic_designer' });
    expect(ok.status).toBe(200);
    expect((await target.get('/api/me')).json.user).toMatchObject({ role: 'graphic_designer', isGraphicDesigner: true, isAdmin: false });

    // A stored admin role grants admin.
    await admin.post(`/api/admin/users/${targetId}/role`, { role: 'admin' });
    expect((await target.get('/api/me')).json.user).toMatchObject({ role: 'admin', isAdmin: true });
    expect((await target.get('/api/admin/users')).status).toBe(200);
  });

  it('keeps admin endpoints from non-admins', async () => {
    const user = server.client();
    await user.signUp('nosy@example.com');
    for (const path of ['/api/admin/users', '/api/admin/outbox', '/api/admin/security-logs', '/api/admin/notices']) {
      expect((await user.get(path)).status).toBe(403);
      expect((await server.client().get(path)).status).toBe(401);
    }
  });
});
