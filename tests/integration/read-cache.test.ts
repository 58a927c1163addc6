import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceTableVersions } from '../../src/server/db/schema';
import { DEFAULT_PRICE_TABLE } from '../../src/shared/pricing/default-price-table';
import { adminClient } from '../setup/admin';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Anonymous catalogue, showcase and price reads: ETags, 304, Cache-Control, invalidation (decision 103). */
describe.each(testDbKinds())('cached public reads on %s', (kind) => {
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof adminClient>>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await adminClient(server);
  });
  afterAll(() => server.stop());

  it.each(['/api/library?limit=4', '/api/templates?limit=4', '/api/showcase/items', '/api/prices/current'])(
    '%s: a strong ETag, public caching, 304 on If-None-Match',
    async (url) => {
      const anonymous = server.client();
      const first = await anonymous.get(url);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag') as string;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
      expect(first.headers.get('cache-control')).toBe('public, max-age=10, stale-while-revalidate=60');
      expect(first.headers.get('vary')).toContain('Cookie');
      const again = await anonymous.get(url);
      expect(again.text).toBe(first.text);
      expect(again.headers.get('etag')).toBe(etag);
      // The security headers and the request id are on hits too.
      expect(again.headers.get('x-content-type-options')).toBe('nosniff');
      expect(again.headers.get('x-request-id')).toBeTruthy();
      const notModified = await anonymous.get(url, { 'if-none-match': `"other", ${etag}` });
      expect(notModified.status).toBe(304);
      expect(notModified.text).toBe('');
      expect(notModified.headers.get('etag')).toBe(etag);
      expect((await anonymous.get(url, { 'if-none-match': '"other"' })).status).toBe(200);
    },
  );

  it('answers a signed-in reader privately, uncached', async () => {
    const res = await admin.get('/api/library?limit=4');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('etag')).toBeNull();
  });

  it("shows an admin's new price version at once on this instance", async () => {
    const before = await server.client().get('/api/prices/current');
    const dearer = structuredClone(DEFAULT_PRICE_TABLE);
    dearer.basePricesCents[1][0] += 100;
    expect((await admin.post('/api/admin/prices', { table: dearer, note: 'Cache test', basedOnVersion: before.json.version })).status).toBe(201);
    const after = await server.client().get('/api/prices/current', { 'if-none-match': before.headers.get('etag') as string });
    expect(after.status).toBe(200);
    expect(after.json.version).toBe(before.json.version + 1);
  });

  it("sees another instance's write (straight to the database) within the fingerprint's second", async () => {
    const before = await server.client().get('/api/prices/current');
    const db = server.deps.database.db;
    await db.insert(priceTableVersions).values({ version: before.json.version + 1, priceTable: DEFAULT_PRICE_TABLE, note: 'Written elsewhere' });
    await sleep(1100);
    const after = await server.client().get('/api/prices/current');
    expect(after.json.version).toBe(before.json.version + 1);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });
});
