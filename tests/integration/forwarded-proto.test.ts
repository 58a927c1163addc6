import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityLogs } from '../../src/server/db/schema';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

/** Behind TRUST_PROXY, X-Forwarded-Proto gives only http or https; anything else is ignored and logged. */
const VALID: Record<string, 'http' | 'https'> = {
  https: 'https',
  http: 'http',
  HTTPS: 'https',
  ' Http ': 'http',
  'https, http': 'https',
  'http,https': 'http',
  'HtTpS ,evil': 'https',
};
const REFUSED = [
  'https://evil.example',
  'http://evil.example',
  'https://evil.example/',
  'javascript',
  'javascript:alert(1)//',
  'data:text/html,<script>alert(1)</script>',
  'data',
  'ftp',
  'file',
  'ws',
  'wss',
  '',
  ' ',
  'https:',
  'http:',
  '//evil.example',
  'https evil',
  'evil, https',
  'https;evil',
  'https\tx',
  'https.evil.example',
  '%68ttps',
  'https%3A%2F%2Fevil.example',
  'vbscript',
  'httpss',
];

describe.each(testDbKinds())('X-Forwarded-Proto behind a trusted proxy on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { SITE_PRIMARY_DOMAIN: 'stickerstudio.ca', TRUST_PROXY: '1' });
  });
  afterAll(() => server.stop());

  const redirectWith = (proto: string) => server.app.request('http://evil.example/login?x=1', { headers: { host: 'evil.example', 'x-forwarded-proto': proto } });
  const refusedLogs = async () => (await server.deps.database.db.select().from(securityLogs).where(eq(securityLogs.event, 'invalid_forwarded_proto'))).length;

  it(`never lets ${Object.keys(VALID).length + REFUSED.length} header variants take a redirect off the site, and logs each refused one`, async () => {
    expect(Object.keys(VALID).length + REFUSED.length).toBe(32);
    let leftSite = 0;
    for (const [header, proto] of Object.entries(VALID)) {
      const res = await redirectWith(header);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(`${proto}://stickerstudio.ca/login?x=1`);
    }
    for (const header of REFUSED) {
      const res = await redirectWith(header);
      expect(res.status).toBe(301);
      const location = res.headers.get('location') ?? '';
      if (!location.startsWith('http://stickerstudio.ca/')) leftSite += 1;
    }
    expect(leftSite).toBe(0);
    expect(await refusedLogs()).toBe(REFUSED.length);
  });

  it('sends HSTS only for a well-formed https, and logs a refused value on an allowed host too', async () => {
    const get = (proto: string) => server.app.request('http://stickerstudio.ca/api/notices/current?page=/', { headers: { host: 'stickerstudio.ca', 'x-forwarded-proto': proto } });
    expect((await get(' HTTPS ')).headers.get('strict-transport-security')).toContain('max-age=');
    const before = await refusedLogs();
    const bad = await get('https://evil.example');
    expect(bad.status).toBe(200);
    expect(bad.headers.get('strict-transport-security')).toBeNull();
    expect(await refusedLogs()).toBe(before + 1);
  });
});
