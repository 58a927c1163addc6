import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

/** Paths a browser resolves to `//evil.example` (another host), as the probe sent them. */
const OFF_SITE = ['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/a/..//evil.example', '/./\\evil.example'];

/**
 * Redirect targets of better-auth's endpoints pass the app's own rule: a path that, resolved, starts
 * with `//` or `/\` is refused at e-mail verification (no 302 off the site), at sign-up and at the
 * password reset request; a plain path on the site still works.
 */
describe.each(testDbKinds())('auth redirect targets on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { TRUST_PROXY: '1' });
  });
  afterAll(() => server?.stop());

  /** Where a Location header takes a browser that is on the site. */
  const hostOf = (location: string | null) => (location ? new URL(location, 'http://localhost:3000').host : null);

  it.each(OFF_SITE)('verify-email with callbackURL %s does not send the browser off the site', async (callbackURL) => {
    const res = await server.app.request(`http://localhost:3000/api/auth/verify-email?token=not-a-token&callbackURL=${encodeURIComponent(callbackURL)}`);
    expect(res.status).toBeLessThan(500);
    const location = res.headers.get('location');
    if (location) expect(hostOf(location)).toBe('localhost:3000');
  });

  it('verify-email with a path on the site still redirects there', async () => {
    const res = await server.app.request(`http://localhost:3000/api/auth/verify-email?token=not-a-token&callbackURL=${encodeURIComponent('/account/projects')}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/account\/projects/);
  });

  it.each(OFF_SITE)('sign-up with callbackURL %s is refused', async (callbackURL) => {
    const client = server.client();
    const res = await client.post('/api/auth/sign-up/email', {
      name: 'Redirect',
      email: `redirect-${OFF_SITE.indexOf(callbackURL)}@test.example`,
      password: 'correct-horse-battery',
      callbackURL,
    });
    expect(res.status).toBe(403);
  });

  it('a password reset to a path on the site is accepted', async () => {
    const res = await server.client().post('/api/auth/request-password-reset', { email: 'nobody@test.example', redirectTo: '/reset-password' });
    expect(res.status).toBe(200);
  });

  it.each(OFF_SITE)('a password reset with redirectTo %s is refused', async (redirectTo) => {
    // Each from its own address, so the reset's rate limit is not what answers.
    const from = { 'x-forwarded-for': `203.0.113.${10 + OFF_SITE.indexOf(redirectTo)}` };
    const res = await server.client().post('/api/auth/request-password-reset', { email: 'nobody@test.example', redirectTo }, from);
    expect(res.status).toBe(403);
  });
});
