import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '../setup/admin';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

describe.each(testDbKinds())('auto-login on %s', (kind) => {
  let server: TestServer;
  let userId: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    const u = server.client();
    await u.signUp('auto@example.com');
    userId = (await u.get('/api/me')).json.user.id;
  });
  afterAll(() => server.stop());

  const issue = async (ttlMinutes?: number) => {
    const admin = await adminClient(server);
    const res = await admin.post('/api/admin/auto-login-keys', { userId, projectId: 'proj-1', ttlMinutes });
    expect(res.status).toBe(201);
    return res.json as { key: string; url: string; username: string };
  };

  it('only admins issue keys', async () => {
    const u = server.client();
    await u.signIn('auto@example.com');
    expect((await u.post('/api/admin/auto-login-keys', { userId, projectId: 'p' })).status).toBe(403);
  });

  it('redeems a key once for a jwt that identifies the user as a bearer token', async () => {
    const issued = await issue();
    expect(issued.url).toContain('/home?username=auto%40example.com&projectid=proj-1&key=');
    const res = await server.client().post('/api/auto-login', { username: issued.username, projectid: 'proj-1', key: issued.key });
    expect(res.status).toBe(200);
    const jwt = res.json.data.jwt as string;
    expect(jwt.split('.')).toHaveLength(3);
    const me = await server.client().get('/api/me', { authorization: `Bearer ${jwt}` });
    expect(me.json.user.email).toBe('auto@example.com');
    // Signing out ends the token's session on the server.
    const second = await issue();
    const jwt2 = (await server.client().post('/api/auto-login', { username: second.username, projectid: 'proj-1', key: second.key })).json.data.jwt;
    const bearer = { authorization: `Bearer ${jwt2}` };
    expect((await server.client().get('/api/me', bearer)).json.user.email).toBe('auto@example.com');
    expect((await server.client().post('/api/auto-login/sign-out', {}, bearer)).status).toBe(200);
    expect((await server.client().get('/api/me', bearer)).json.user).toBeNull();
    expect((await server.client().get('/api/me', { authorization: `Bearer ${jwt}` })).json.user.email).toBe('auto@example.com');
    // Single use.
    const again = await server.client().post('/api/auto-login', { username: issued.username, projectid: 'proj-1', key: issued.key });
    expect(again.status).toBe(401);
  });

  it('refuses a wrong project, a wrong user, a forged token and an expired key', async () => {
    const issued = await issue();
    expect((await server.client().post('/api/auto-login', { username: issued.username, projectid: 'other', key: issued.key })).status).toBe(401);
    expect((await server.client().post('/api/auto-login', { username: 'someone@example.com', projectid: 'proj-1', key: issued.key })).status).toBe(401);
    const forged = `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from(`{"sub":"${userId}"}`).toString('base64url')}.bad`;
    expect((await server.client().get('/api/me', { authorization: `Bearer ${forged}` })).json.user).toBeNull();

    const expired = await issue(1);
    await server.deps.database.db.execute(sql`UPDATE auto_login_keys SET expires_at = now() - interval '1 minute'`);
    expect((await server.client().post('/api/auto-login', { username: expired.username, projectid: 'proj-1', key: expired.key })).status).toBe(401);
  });

  it('lets exactly one of many concurrent redemptions win', async () => {
    const issued = await issue();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => server.client().post('/api/auto-login', { username: issued.username, projectid: 'proj-1', key: issued.key })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  });
});
