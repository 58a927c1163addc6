import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceTableVersions } from '../../src/server/db/schema';
import { getCurrentPriceTable, getPriceTable } from '../../src/server/services/pricing/price-tables';
import { quoteLine } from '../../src/server/services/pricing/quotes';
import { DEFAULT_PRICE_TABLE } from '../../src/shared/pricing/default-price-table';
import type { StickerOptions } from '../../src/shared/sticker';
import { adminClient } from '../setup/admin';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const twoByTwo: StickerOptions = { product: 'die-cut', widthIn: 2, heightIn: 2, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 50 };

/** Price table versions (decision 33): the default, admins' edits as new immutable versions. */
describe.each(testDbKinds())('price table versions on %s', (kind) => {
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof adminClient>>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await adminClient(server);
  });
  afterAll(() => server.stop());
  const db = () => server.deps.database.db;

  it('serves the built-in table as version 1 to everyone', async () => {
    const res = await server.client().get('/api/prices/current');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    expect(Object.keys(res.json).sort()).toEqual(['createdAt', 'table', 'version']); // no admin e-mail in public
    expect(res.json.version).toBe(1);
    expect(res.json.table).toEqual(DEFAULT_PRICE_TABLE);
  });

  it('only admins list, read and create versions', async () => {
    const user = server.client();
    await user.signUp('shopper@example.com');
    expect((await user.get('/api/admin/prices')).status).toBe(403);
    expect((await server.client().get('/api/admin/prices/1')).status).toBe(401);
    expect((await user.post('/api/admin/prices', { table: DEFAULT_PRICE_TABLE, basedOnVersion: 1 })).status).toBe(403);
  });

  it('saves an edit as the next version, keeps the old one, and quotes with either', async () => {
    const dearer = structuredClone(DEFAULT_PRICE_TABLE);
    dearer.basePricesCents[1][0] = 5_400;
    const created = await admin.post('/api/admin/prices', { table: dearer, note: 'Vinyl costs more', basedOnVersion: 1 });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ version: 2, note: 'Vinyl costs more', createdBy: 'admin@test.example' });
    expect((await admin.get('/api/admin/prices/1')).json).toMatchObject({ note: 'Built-in default', createdBy: null });

    expect((await server.client().get('/api/prices/current')).json.version).toBe(2);
    expect((await admin.get('/api/admin/prices/1')).json.table.basePricesCents[1][0]).toBe(4_900);
    expect((await admin.get('/api/admin/prices/2')).json.table.basePricesCents[1][0]).toBe(5_400);
    const list = await admin.get('/api/admin/prices');
    expect(list.json.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);

    expect((await quoteLine(db(), twoByTwo)).line.amountCents).toBe(5_400);
    expect((await quoteLine(db(), twoByTwo, 1)).line.amountCents).toBe(4_900);
    expect((await quoteLine(db(), twoByTwo, 2)).priceVersion).toBe(2);
    expect((await getCurrentPriceTable(db())).version).toBe(2);
  });

  it('refuses an edit based on an old version (another admin saved first)', async () => {
    const stale = await admin.post('/api/admin/prices', { table: DEFAULT_PRICE_TABLE, basedOnVersion: 1 });
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatchObject({ code: 'price_version_conflict', details: { currentVersion: 2 } });
  });

  it('lets one of two simultaneous saves from the same version through', async () => {
    const base = (await server.client().get('/api/prices/current')).json.version;
    const [a, b] = await Promise.all([
      admin.post('/api/admin/prices', { table: DEFAULT_PRICE_TABLE, note: 'a', basedOnVersion: base }),
      admin.post('/api/admin/prices', { table: DEFAULT_PRICE_TABLE, note: 'b', basedOnVersion: base }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((await server.client().get('/api/prices/current')).json.version).toBe(base + 1);
  });

  it('refuses a table the shared schema refuses', async () => {
    const broken = structuredClone(DEFAULT_PRICE_TABLE) as unknown as { basePricesCents: number[][]; quantityBreaks: number[] };
    broken.basePricesCents[1][2] = 100; // cheaper than a smaller quantity
    const res = await admin.post('/api/admin/prices', { table: broken, basedOnVersion: 3 });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('invalid_input');
    expect(res.json.error.message).toMatch(/larger quantity/);
    const missing = { ...DEFAULT_PRICE_TABLE, materials: { clear: 12_000 } };
    expect((await admin.post('/api/admin/prices', { table: missing, basedOnVersion: 3 })).status).toBe(400);
  });

  it('answers 404 for a version that does not exist and 400 for one that cannot', async () => {
    expect((await admin.get('/api/admin/prices/99')).json.error.code).toBe('price_version_not_found');
    expect((await admin.get('/api/admin/prices/abc')).status).toBe(400);
    await expect(getPriceTable(db(), 99)).rejects.toMatchObject({ code: 'price_version_not_found' });
  });

  it('turns a refused option into its quote code', async () => {
    await expect(quoteLine(db(), { ...twoByTwo, widthIn: 30 })).rejects.toMatchObject({
      kind: 'invalid',
      code: 'size_out_of_range',
      details: { field: 'widthIn', values: { min: 1, max: 24 } },
    });
  });

  it('keeps versions immutable in the database itself', async () => {
    await expect(db().update(priceTableVersions).set({ note: 'rewritten' }).where(sql`version = 1`)).rejects.toThrow();
    await expect(db().delete(priceTableVersions).where(sql`version = 1`)).rejects.toThrow();
    expect((await admin.get('/api/admin/prices/1')).json.note).toBe('Built-in default');
  });
});
