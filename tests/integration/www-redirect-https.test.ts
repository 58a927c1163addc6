import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

/**
 * A site published over https (an https `PUBLIC_URL`) behind a proxy that speaks plain http to the app:
 * the www and unauthorised-host redirects keep https and carry HSTS, so a browser is never sent to the
 * http site.
 */
describe.each(testDbKinds())('host redirects of an https site on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { SITE_PRIMARY_DOMAIN: 'stickerstudio.ca', PUBLIC_URL: 'https://stickerstudio.ca' });
  });
  afterAll(() => server?.stop());

  it.each([
    ['www.stickerstudio.ca', 'https://stickerstudio.ca/cart?x=1'],
    ['www.stickerstudio.com', 'https://stickerstudio.com/cart?x=1'],
    ['elsewhere.example', 'https://stickerstudio.ca/cart?x=1'],
  ])('a request to %s over the proxy’s http goes to %s with HSTS', async (host, location) => {
    const res = await server.app.request(`http://${host}/cart?x=1`, { headers: { host } });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(location);
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });
});
