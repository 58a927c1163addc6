import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustedOrigins } from '../../src/server/services/auth/auth';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

/** Sign-up from either loopback name in development; a clear refusal code for a foreign origin in production. */
const signUpFrom = (server: TestServer, origin: string, email: string) => {
  const host = new URL(origin).host;
  return server.app.request(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    // A browser that has been on the site sends cookies: better-auth checks the origin of such requests.
    headers: { 'content-type': 'application/json', origin, host, 'sec-fetch-site': 'same-origin', cookie: 'seen=1' },
    body: JSON.stringify({ email, password: 'origin-test-password', name: 'Olive Origin' }),
  });
};

describe.each(testDbKinds())('auth origins on %s', (kind) => {
  describe('in development (PUBLIC_URL http://localhost:3000)', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind);
    });
    afterAll(() => server.stop());

    it('accepts a sign-up from http://127.0.0.1:3000 as well as from http://localhost:3000', async () => {
      const loopback = await signUpFrom(server, 'http://127.0.0.1:3000', 'loopback-ip@test.example');
      expect(loopback.status, await loopback.text()).toBe(200);
      const named = await signUpFrom(server, 'http://localhost:3000', 'loopback-name@test.example');
      expect(named.status, await named.text()).toBe(200);
    });

    it('trusts only the two loopback names on the same port, and never in production', () => {
      const site = { primaryDomain: undefined, allowedDomains: [] as string[], cdnUrl: undefined, apiBaseUrl: undefined };
      expect(trustedOrigins({ publicUrl: 'http://localhost:3000', site, isProduction: false })).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
      expect(trustedOrigins({ publicUrl: 'http://127.0.0.1:5173', site, isProduction: false })).toEqual(['http://127.0.0.1:5173', 'http://localhost:5173']);
      expect(trustedOrigins({ publicUrl: 'http://localhost:3000', site, isProduction: true })).toEqual(['http://localhost:3000']);
    });
  });

  describe('in production (PUBLIC_URL https://stickerstudio.ca)', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind, {
        NODE_ENV: 'production',
        AUTH_SECRET: 'a-production-secret-of-enough-length-1234567890',
        PUBLIC_URL: 'https://stickerstudio.ca',
        PAYMENTS_ALLOW_TEST_MODE: 'true',
      });
    });
    afterAll(() => server.stop());

    it('refuses a loopback origin with the INVALID_ORIGIN code, which the app explains in words', async () => {
      const res = await signUpFrom(server, 'http://127.0.0.1:3000', 'prod-loopback@test.example');
      expect(res.status).toBe(403);
      expect((await res.json()).code).toBe('INVALID_ORIGIN');
    });

    it('accepts its own origin', async () => {
      const res = await signUpFrom(server, 'https://stickerstudio.ca', 'prod-own@test.example');
      expect(res.status, await res.text()).toBe(200);
    });
  });
});
