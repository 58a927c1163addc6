import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogItems } from '../../src/server/db/schema';
import { renderMissingThumbnails } from '../../src/server/services/catalog/items';
import { seedArtKey } from '../../src/server/services/catalog/keys';
import { seedStartingSet, startingSet } from '../../src/server/services/catalog/seed';
import { hasVisiblePixels } from '../../src/server/services/catalog/thumbnail';
import { appOriginsOf } from '../../src/server/services/designs/sources';
import type { StickerOptions } from '../../src/shared/sticker';
import { adminClient } from '../setup/admin';
import { userIdOf } from '../setup/designs';
import { discDesign } from '../setup/orders';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const LIBRARY_OPTIONS: StickerOptions = { product: 'library-item', widthIn: 3, heightIn: 3, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 10 };

/** The sticker library and templates — the starting set, search, who may publish, ordering a library sticker. */
describe.each(testDbKinds())('library and templates on %s', (kind) => {
  let server: TestServer;
  const deps = () => ({
    db: server.deps.database.db,
    storage: server.deps.storage,
    urls: { storage: server.deps.storage, appOrigins: appOriginsOf(server.config), cdnUrl: server.config.site.cdnUrl },
  });

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.stop());

  it('seeds the starting set once: 60 library stickers, 30 templates and the demo art, however often it runs', async () => {
    const set = startingSet();
    const [first, second] = [await seedStartingSet(deps()), await seedStartingSet(deps())];
    expect(first).toEqual({ inserted: set.items.length, artDrawn: set.art.length, translated: set.items.length });
    expect(second).toEqual({ inserted: 0, artDrawn: 0, translated: 0 });
    const rows = await server.deps.database.db.select().from(catalogItems);
    expect(rows.filter((r) => r.kind === 'sticker').length).toBeGreaterThanOrEqual(60);
    expect(rows.filter((r) => r.kind === 'template').length).toBeGreaterThanOrEqual(30);
    for (const art of set.art) expect((await server.deps.storage.getBuffer(seedArtKey(art.name)))?.subarray(1, 4).toString()).toBe('PNG');
  });

  it("renders every starting-set design's thumbnail with the server's renderer, none of them empty", async () => {
    const result = await renderMissingThumbnails(deps());
    expect(result.failed).toEqual([]);
    expect(result.rendered).toBe(startingSet().items.length);
    const rows = await server.deps.database.db.select().from(catalogItems);
    for (const row of rows) {
      const png = await server.deps.storage.getBuffer(row.thumbnailKey as string);
      expect(png, row.name).not.toBeNull();
      expect(await hasVisiblePixels(png as Buffer), row.name).toBe(true);
      // Not a stray speck: a real share of the picture is drawn (the thinnest, a word sticker, covers ~15 %).
      const { data, info } = await sharp(png as Buffer)
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      let opaque = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i] > 200) opaque++;
      expect(opaque / (info.width * info.height), row.name).toBeGreaterThan(0.05);
    }
  }, 240_000);

  it("serves each item in the reader's language: Chinese with ?lang=zh (its English as source), English otherwise", async () => {
    const guest = server.client();
    const en = await guest.get('/api/library?pageSize=48');
    const zh = await guest.get('/api/library?pageSize=48&lang=zh');
    expect(zh.status).toBe(200);
    const star = (list: typeof zh) => list.json.items.find((i: { name: string; source?: { name: string } }) => (i.source?.name ?? i.name) === 'Birthday Star Badge');
    expect(star(en)).toMatchObject({ name: 'Birthday Star Badge' });
    expect(star(en).source).toBeUndefined();
    expect(star(zh)).toMatchObject({ name: '生日星星徽章', source: { name: 'Birthday Star Badge' } });
    expect(star(zh).description).toMatch(/\p{Script=Han}/u);
    const one = await guest.get(`/api/library/${star(en).id}?lang=zh`);
    expect(one.json.item.name).toBe('生日星星徽章');
    const templates = await guest.get('/api/templates?pageSize=48&lang=zh');
    for (const item of templates.json.items as { name: string; source?: unknown }[]) expect(item.name, JSON.stringify(item.source)).toMatch(/\p{Script=Han}/u);
    expect((await guest.get('/api/library?lang=fr')).status).toBe(400);
    // A Chinese reader searches in Chinese: words of the translated names and descriptions match as prefixes.
    const cats = await guest.get(`/api/library?lang=zh&q=${encodeURIComponent('猫咪')}`);
    expect(cats.json.items.map((i: { name: string }) => i.name)).toContain('猫咪俱乐部徽章');
    expect((await guest.get(`/api/library?q=${encodeURIComponent('生日')}`)).json.total).toBeGreaterThanOrEqual(2);
  });

  it('searches, filters and pages the galleries (guests too)', async () => {
    const guest = server.client();
    const cats = await guest.get('/api/library?q=cat');
    expect(cats.status).toBe(200);
    expect(cats.json.total).toBeGreaterThan(2);
    for (const item of cats.json.items) expect(`${item.name} ${item.tags.join(' ')} ${item.description} ${item.category}`.toLowerCase()).toContain('cat');
    // Every word must match, each as a prefix.
    const nap = await guest.get('/api/library?q=nap%20que');
    expect(nap.json.items.map((i: { name: string }) => i.name)).toEqual(['Nap Queen Cat']);
    // Operators of the search syntax are only separators.
    expect((await guest.get(`/api/library?q=${encodeURIComponent("cat & !)(:*'")}`)).json.total).toBe(cats.json.total);
    expect((await guest.get('/api/library?q=%21%26')).json.total).toBe(0);

    const pets = await guest.get('/api/templates?category=pets&size=4x4');
    expect(pets.json.items.length).toBeGreaterThan(0);
    for (const item of pets.json.items) expect(item).toMatchObject({ kind: 'template', category: 'pets', sizeKey: '4x4', widthIn: 4, heightIn: 4 });
    expect(pets.json.facets.categories.find((f: { key: string }) => f.key === 'business').count).toBeGreaterThan(0);

    const page1 = await guest.get('/api/library?pageSize=25');
    const page3 = await guest.get('/api/library?pageSize=25&page=3');
    expect(page1.json.items).toHaveLength(25);
    expect(page3.json.items).toHaveLength(page1.json.total - 50);
    expect(new Set([...page1.json.items, ...page3.json.items].map((i: { id: string }) => i.id)).size).toBe(page1.json.items.length + page3.json.items.length);

    expect((await guest.get('/api/library?category=nope')).status).toBe(400);
    expect((await guest.get('/api/library?size=3x3%3B')).status).toBe(400);
    expect((await guest.get('/api/library?status=retired')).status).toBe(403);

    const doc = await guest.get(page1.json.items[0].documentPath);
    expect(doc.status).toBe(200);
    expect(doc.json).toMatchObject({ version: 2, workspace: { id: 'workspace' } });
  });

  it('lets graphic designers and admins publish, edit and retire; users get 403 and guests 401', async () => {
    const admin = await adminClient(server);
    const designer = server.client();
    await designer.signUpVerified('designer@test.example');
    expect((await admin.post(`/api/admin/users/${await userIdOf(designer)}/role`, { role: 'graphic_designer' })).status).toBe(200);
    const user = server.client();
    await user.signUpVerified('plain-user@test.example');
    const body = { name: 'Red Disc', description: 'A plain red disc.', category: 'quotes', tags: ['Disc', 'red', 'disc'], json: discDesign() };

    expect((await server.client().post('/api/templates', body)).status).toBe(401);
    const refused = await user.post('/api/templates', body);
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('forbidden');

    const created = await designer.post('/api/templates', body);
    expect(created.status).toBe(200);
    expect(created.json.item).toMatchObject({ kind: 'template', name: 'Red Disc', tags: ['disc', 'red'], sizeKey: '2x2', status: 'active' });
    expect(created.json.item.thumbnailUrl).toMatch(/library\/items\/.+\/thumbnail-.+\.png$/);
    const id = created.json.item.id;

    // From one of the designer's own saved designs, into the library; another user's design is not theirs.
    const saved = await designer.post('/api/designs', { name: 'Mine', json: discDesign('#00ff00') });
    const fromDesign = await designer.post('/api/library', { name: 'Green Disc', category: 'nature', designId: saved.json.design.id });
    expect(fromDesign.status).toBe(200);
    const othersDesign = await user.post('/api/designs', { name: 'Theirs', json: discDesign() });
    expect((await designer.post('/api/library', { name: 'Stolen', category: 'nature', designId: othersDesign.json.design.id })).status).toBe(404);
    expect((await designer.post('/api/library', { name: 'Both', category: 'nature', designId: saved.json.design.id, json: discDesign() })).status).toBe(400);

    expect((await user.patch(`/api/templates/${id}`, { name: 'Mine now' })).status).toBe(403);
    expect((await designer.patch(`/api/templates/${id}`, { name: 'Red Disc Two', tags: ['disc'] })).json.item).toMatchObject({ name: 'Red Disc Two', tags: ['disc'] });
    expect((await server.client().get('/api/templates?q=two')).json.items.map((i: { id: string }) => i.id)).toEqual([id]);

    expect((await admin.patch(`/api/templates/${id}`, { status: 'retired' })).json.item.status).toBe('retired');
    expect((await server.client().get('/api/templates?q=two')).json.total).toBe(0);
    expect((await server.client().get(`/api/templates/${id}`)).status).toBe(404);
    expect((await server.client().get(`/api/templates/${id}/document`)).status).toBe(404);
    expect((await designer.get('/api/templates?status=retired&q=two')).json.items.map((i: { id: string }) => i.id)).toEqual([id]);
    expect((await designer.patch(`/api/templates/${id}`, { status: 'active' })).json.item.status).toBe('active');
  });

  it('puts a library sticker in the cart as the library product: a copy of its own, priced from the library prices', async () => {
    const shopper = server.client();
    await shopper.signUp('library-shopper@test.example');
    const [item] = (await shopper.get('/api/library?q=best%20boy')).json.items;
    // A guest may add one too (decision 88): it lands in the guest's own cart, not the member's.
    const guest = server.client();
    const asGuest = await guest.post(`/api/library/${item.id}/cart`, { options: LIBRARY_OPTIONS });
    expect(asGuest.status).toBe(200);
    expect(asGuest.json.cart.lines).toHaveLength(1);
    expect((await shopper.post(`/api/library/${item.id}/cart`, { options: { ...LIBRARY_OPTIONS, product: 'die-cut' } })).status).toBe(400);

    const added = await shopper.post(`/api/library/${item.id}/cart`, { options: LIBRARY_OPTIONS });
    expect(added.status).toBe(200);
    const line = added.json.cart.lines.find((l: { id: string }) => l.id === added.json.itemId);
    expect(line).toMatchObject({ designId: added.json.designId, designName: 'Best Boy Dog', options: LIBRARY_OPTIONS, error: null });
    expect(line.price.lineCents).toBeGreaterThan(0);
    expect(added.json.cart.lines.map((l: { id: string }) => l.id)).not.toContain(asGuest.json.itemId);
    const copy = await shopper.get(`/api/designs/${added.json.designId}`);
    expect(copy.status).toBe(200);
    const [row] = await server.deps.database.db.select().from(catalogItems).where(eq(catalogItems.id, item.id));
    expect(row.name).toBe('Best Boy Dog');
  });
});
