import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../src/server/db/schema';
import { adminClient } from '../setup/admin';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

/** Admin rights (allow-list or stored role) only for a verified address. */
describe.each(testDbKinds())('admin only after the address is verified on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.stop());

  const planOf = async (userId: string) => (await server.deps.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]?.plan;
  const ADMIN_ROUTES = ['/api/admin/users', '/api/admin/security-logs', '/api/admin/notices', '/api/ai/qwen-test'];

  it('treats an allow-listed address as an ordinary unverified user until it is verified', async () => {
    const squatter = server.client();
    expect((await squatter.signUp('second-admin@test.example')).status).toBe(200);
    const me = (await squatter.get('/api/me')).json.user;
    expect(me).toMatchObject({ emailVerified: false, isAdmin: false, role: 'user', plan: 'free' });
    expect(await planOf(me.id)).toBe('free');
    let gotThrough = 0;
    for (const route of ADMIN_ROUTES) if ((await squatter.get(route)).status !== 403) gotThrough += 1;
    expect(gotThrough).toBe(0);

    // The owner opens the link in the mail: now the address is proven and the rights apply.
    await squatter.verifyEmail('second-admin@test.example');
    const verified = (await squatter.get('/api/me')).json.user;
    expect(verified).toMatchObject({ emailVerified: true, isAdmin: true, role: 'admin', plan: 'admin' });
    expect(await planOf(me.id)).toBe('admin');
    expect((await squatter.get('/api/admin/users')).status).toBe(200);
  });

  it('grants nothing from a stored admin role while the address is unverified', async () => {
    const admin = await adminClient(server);
    const target = server.client();
    await target.signUp('unverified-staff@example.com');
    const id = (await target.get('/api/me')).json.user.id;
    expect((await admin.post(`/api/admin/users/${id}/role`, { role: 'admin' })).status).toBe(200);
    expect((await target.get('/api/me')).json.user).toMatchObject({ isAdmin: false, role: 'user' });
    expect((await target.get('/api/admin/users')).status).toBe(403);
    await target.verifyEmail('unverified-staff@example.com');
    expect((await target.get('/api/me')).json.user).toMatchObject({ isAdmin: true, role: 'admin' });
  });
});
