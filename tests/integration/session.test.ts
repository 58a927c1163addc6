import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, subscriptions, user } from '../../src/server/db/schema';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const DAY = 86_400_000;

/**
 * Decision 15: a signed session cookie is read in one query; everything else goes through better-auth.
 * Both paths must answer exactly what better-auth alone would.
 */
describe.each(testDbKinds())('the session behind every API request on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.stop());

  async function signedUp(email: string) {
    const c = server.client();
    expect((await c.signUp(email)).status).toBe(200);
    const [row] = await server.deps.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    return { c, userId: row.id };
  }
  const sessionsOf = (userId: string) => server.deps.database.db.select().from(session).where(eq(session.userId, userId));

  it('knows a signed-in user and applies a plan change on the very next request', async () => {
    const { c, userId } = await signedUp('session-plan@example.com');
    expect((await c.get('/api/me')).json.user).toMatchObject({ email: 'session-plan@example.com', plan: 'free' });
    await server.deps.database.db.update(subscriptions).set({ plan: 'gold' }).where(eq(subscriptions.userId, userId));
    expect((await c.get('/api/me')).json.user).toMatchObject({ plan: 'gold' });
  });

  it('refuses a cookie whose token or signature was changed', async () => {
    const { c } = await signedUp('session-tamper@example.com');
    const value = decodeURIComponent(c.jar.get('better-auth.session_token') as string);
    const [token, signature] = [value.slice(0, value.lastIndexOf('.')), value.slice(value.lastIndexOf('.') + 1)];
    const forged = server.client();
    forged.jar.set('better-auth.session_token', encodeURIComponent(`${token}x.${signature}`));
    expect((await forged.get('/api/me')).json.user).toBeNull();
    forged.jar.set('better-auth.session_token', encodeURIComponent(`${token}.${'A'.repeat(43)}=`));
    expect((await forged.get('/api/me')).json.user).toBeNull();
  });

  it('ends at once when the session is removed on the server (signed out elsewhere)', async () => {
    const { c, userId } = await signedUp('session-revoked@example.com');
    await server.deps.database.db.delete(session).where(eq(session.userId, userId));
    expect((await c.get('/api/me')).json.user).toBeNull();
  });

  it('treats an expired session as signed out, deletes it and clears the cookie', async () => {
    const { c, userId } = await signedUp('session-expired@example.com');
    await server.deps.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, userId));
    const me = await c.get('/api/me');
    expect(me.json.user).toBeNull();
    expect(me.headers.getSetCookie().some((s) => s.startsWith('better-auth.session_token=') && /max-age=0/i.test(s))).toBe(true);
    expect(await sessionsOf(userId)).toHaveLength(0);
  });

  it('extends a session last refreshed over a day ago and sends the browser the renewed cookie', async () => {
    const { c, userId } = await signedUp('session-refresh@example.com');
    // As if signed in two days ago: 28 of the 30 days left.
    await server.deps.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 28 * DAY) })
      .where(eq(session.userId, userId));
    const me = await c.get('/api/me');
    expect(me.json.user).toMatchObject({ email: 'session-refresh@example.com' });
    const renewed = me.headers.getSetCookie().find((s) => s.startsWith('better-auth.session_token='));
    expect(renewed).toMatch(/max-age=2592000/i);
    const [row] = await sessionsOf(userId);
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29.9 * DAY);
    // Refreshed: the next request is read as it is, with nothing to renew.
    const next = await c.get('/api/me');
    expect(next.json.user).toMatchObject({ email: 'session-refresh@example.com' });
    expect(next.headers.getSetCookie()).toEqual([]);
  });

  it('keeps "don\'t remember me" sign-ins working (better-auth reads those itself)', async () => {
    const { userId } = await signedUp('session-short@example.com');
    const c = server.client();
    const res = await c.post('/api/auth/sign-in/email', { email: 'session-short@example.com', password: 'secret123', rememberMe: false });
    expect(res.status).toBe(200);
    expect([...c.jar.keys()]).toContain('better-auth.dont_remember');
    expect((await c.get('/api/me')).json.user).toMatchObject({ email: 'session-short@example.com' });
    expect((await sessionsOf(userId)).length).toBe(2);
  });

  it('gives a user whose sign-up was interrupted a subscription row', async () => {
    const { c, userId } = await signedUp('session-nosub@example.com');
    await server.deps.database.db.delete(subscriptions).where(eq(subscriptions.userId, userId));
    expect((await c.get('/api/me')).json.user).toMatchObject({ email: 'session-nosub@example.com', plan: 'free' });
    const [{ n }] = await server.deps.database.db.select({ n: sql<number>`count(*)::int` }).from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(n).toBe(1);
  });
});
