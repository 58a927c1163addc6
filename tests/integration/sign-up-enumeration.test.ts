import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

/**
 * Issue 28 finding 11 (decision 93): signing up with a registered address answers exactly as a new
 * address does (status, body shape, no session either way), and the address's owner is mailed
 * "you already have an account" instead; those mails are capped per address like the others.
 */
describe.each(testDbKinds())('sign-up does not tell who has an account, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.client().signUp('owner@example.com', 'owners-secret');
  });
  afterAll(() => server.stop());

  const signUp = (email: string) => server.client().post('/api/auth/sign-up/email', { email, password: 'prober-pass-1', name: 'Prober' });
  const shape = (json: any) => ({
    bodyKeys: Object.keys(json ?? {}).sort(),
    userKeys: Object.keys(json.user ?? {}).sort(),
    email: json.user?.email,
    emailVerified: json.user?.emailVerified,
  });

  it('answers a registered address as it answers a new one, with no session for either', async () => {
    const fresh = await signUp('newcomer@example.com');
    const taken = await signUp('owner@example.com');
    expect(taken.status).toBe(fresh.status);
    expect(fresh.status).toBe(200);
    expect(shape(taken.json)).toEqual({ ...shape(fresh.json), email: 'owner@example.com' });
    for (const res of [fresh, taken]) expect(res.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);
  });

  it('mails the owner "already registered", never a second verification, and keeps their password', async () => {
    const before = (await server.mail.list()).filter((m) => m.to === 'owner@example.com').length;
    await signUp('owner@example.com');
    const mails = (await server.mail.list()).filter((m) => m.to === 'owner@example.com');
    expect(mails.length).toBe(before + 1);
    const newest = mails[0];
    expect(newest.subject).toContain('You already have a Sticker Studio account');
    expect(newest.text).toContain('/login');
    expect(newest.text).not.toContain('verify-email?token=');
    const owner = server.client();
    expect((await owner.post('/api/auth/sign-in/email', { email: 'owner@example.com', password: 'owners-secret' })).status).toBe(200);
    expect((await owner.post('/api/auth/sign-in/email', { email: 'owner@example.com', password: 'prober-pass-1' })).status).toBe(401);
  });

  it('caps "already registered" mails per address', async () => {
    const address = 'capped-owner@example.com';
    await server.client().signUp(address, 'owners-secret');
    for (let i = 0; i < 8; i++) expect((await signUp(address)).status).toBe(200);
    const mails = (await server.mail.list()).filter((m) => m.to === address && m.subject.includes('already have'));
    expect(mails.length).toBe(5);
  });

  it('the verification link signs a newcomer in, as before', async () => {
    const browser = server.client();
    await browser.post('/api/auth/sign-up/email', { email: 'linked@example.com', password: 'linked-pass-1', name: 'Linked', callbackURL: '/account/projects' });
    expect((await browser.get('/api/me')).json.user).toBeNull();
    const link = (await server.mail.list()).find((m) => m.to === 'linked@example.com')?.text.match(/https?:\/\/\S+/)?.[0] as string;
    const url = new URL(link);
    const opened = await browser.get(url.pathname + url.search);
    expect(opened.status).toBe(302);
    expect((await browser.get('/api/me')).json.user).toMatchObject({ email: 'linked@example.com', emailVerified: true });
  });
});
