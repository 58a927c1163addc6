import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { designs, subscriptions } from '../../src/server/db/schema';
import { expireDesigns } from '../../src/server/jobs/expire-designs';
import { savedDesignLimitMessage } from '../../src/shared/autosave';
import { call, keyOfUrl, noiseJpegDataUrl, pngDataUrl, rawFile, sampleDesign, userIdOf } from '../setup/designs';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, TEST_ADMIN_EMAIL, type TestServer } from '../setup/test-server';

const DAY = 86_400_000;

describe.each(testDbKinds())('saved designs on %s', (kind) => {
  let server: TestServer;
  let alice: ReturnType<TestServer['client']>;
  let bob: ReturnType<TestServer['client']>;
  let admin: ReturnType<TestServer['client']>;
  let aliceId: string;
  let bobId: string;
  let adminId: string;
  const api = (who: Parameters<typeof call>[1], method: string, url: string, body?: unknown) => call(server, who, method, url, body);
  const db = () => server.deps.database.db;

  async function create(who: Parameters<typeof call>[1], body: Record<string, unknown> = {}) {
    const res = await api(who, 'POST', '/api/designs', { name: 'My design', json: sampleDesign(), isFavorite: false, ...body });
    expect(res.status, res.text).toBe(201);
    return res.json.design;
  }

  /** Direct favourite rows, to reach a plan limit without hundreds of requests. */
  async function seedFavorites(userId: string, n: number) {
    const now = new Date();
    const rows = Array.from({ length: n }, (_, i) => ({
      id: `seed-${userId}-${i}-${Math.random().toString(36).slice(2)}`,
      userId,
      name: `seed ${i}`,
      jsonKey: `users/${userId}/designs/seed/files/design-r1-00000000.json`,
      jsonSize: 2,
      isFavorite: true,
      designFolderPath: `users/${userId}/designs/seed/files/`,
      createdAt: now,
      updatedAt: now,
    }));
    await db().insert(designs).values(rows);
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    [alice, bob, admin] = [server.client(), server.client(), server.client()];
    expect((await alice.signUp('alice-d@test.example')).status).toBe(200);
    expect((await bob.signUp('bob-d@test.example')).status).toBe(200);
    expect((await admin.signUpVerified(TEST_ADMIN_EMAIL)).status).toBe(200);
    [aliceId, bobId, adminId] = await Promise.all([userIdOf(alice), userIdOf(bob), userIdOf(admin)]);
  });
  afterAll(() => server.stop());

  it('creates, reads, saves, renames, favourites, duplicates and deletes a design, with its files', async () => {
    const before = Date.now();
    const created = await create(alice, { name: '  Birthday sticker  ' });
    expect(created).toMatchObject({
      name: 'Birthday sticker',
      userId: aliceId,
      revision: 1,
      isFavorite: false,
      thumbnailURL: null,
      thumbnailGenerated: false,
      autoSaved: false,
      isAutoSaveSession: false,
      isFinalized: false,
      isSelfContained: false,
      copiedFilesCount: 0,
      designFolderPath: `users/${aliceId}/designs/${created.id}/files/`,
    });
    expect(Date.parse(created.expiresAt) - before).toBeGreaterThanOrEqual(90 * DAY - 1000);
    expect(Date.parse(created.expiresAt) - Date.now()).toBeLessThanOrEqual(90 * DAY);

    const read = await api(alice, 'GET', `/api/designs/${created.id}`);
    expect(read.status).toBe(200);
    expect(read.json.design.json).toEqual(sampleDesign());
    expect(read.json.design).toMatchObject({ id: created.id, revision: 1, name: 'Birthday sticker', cutlinePath: null });
    const [row] = await db().select().from(designs).where(eq(designs.id, created.id));
    expect(row.jsonKey).toMatch(new RegExp(`^users/${aliceId}/designs/${created.id}/files/design-r1-[0-9a-f]{8}\\.json$`));
    expect(row.jsonSize).toBe(JSON.stringify(sampleDesign()).length);

    const saved = await api(alice, 'PUT', `/api/designs/${created.id}`, {
      json: sampleDesign('Changed', { cutlinePath: 'M0 0 L10 10' }),
      baseRevision: 1,
      preview: await pngDataUrl(600, 300),
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.design).toMatchObject({ revision: 2, thumbnailGenerated: true });
    expect(saved.json.design.thumbnailURL).toMatch(new RegExp(`^/api/files/raw/thumbnails/${created.id}-2-[0-9a-f]{8}\\.jpg$`));
    expect(saved.json.design.previewURL).toMatch(new RegExp(`^/api/files/raw/users/${aliceId}/designs/${created.id}/files/preview-r2-[0-9a-f]{8}\\.png$`));
    expect(await server.deps.storage.getBuffer(row.jsonKey)).toBeNull(); // the old revision's file is gone
    const reread = await api(alice, 'GET', `/api/designs/${created.id}`);
    expect(reread.json.design.json.objects[0].text).toBe('Changed');
    expect(reread.json.design.cutlinePath).toBe('M0 0 L10 10');
    // The preview is the owner's; the thumbnail is public.
    expect((await rawFile(server, alice, saved.json.design.previewURL)).status).toBe(200);
    expect((await rawFile(server, bob, saved.json.design.previewURL)).status).toBe(404);
    expect((await rawFile(server, null, saved.json.design.thumbnailURL)).status).toBe(200);

    const renamed = await api(alice, 'PATCH', `/api/designs/${created.id}`, { name: 'Renamed', isFavorite: true });
    expect(renamed.status).toBe(200);
    expect(renamed.json.design).toMatchObject({ name: 'Renamed', isFavorite: true, expiresAt: null, revision: 2 });
    const unfav = await api(alice, 'PATCH', `/api/designs/${created.id}`, { isFavorite: false });
    expect(Date.parse(unfav.json.design.expiresAt)).toBeGreaterThan(Date.now() + 89 * DAY);
    expect((await api(alice, 'PATCH', `/api/designs/${created.id}`, {})).status).toBe(400);
    expect((await api(alice, 'PATCH', `/api/designs/${created.id}`, { name: '   ' })).status).toBe(400);
    expect((await api(alice, 'PATCH', `/api/designs/${created.id}`, { name: 'x'.repeat(121) })).status).toBe(400);

    const dup = await api(alice, 'POST', `/api/designs/${created.id}/duplicate`);
    expect(dup.status, dup.text).toBe(201);
    expect(dup.json.design).toMatchObject({ name: 'Renamed (copy)', revision: 1, isFavorite: false, thumbnailGenerated: true });
    expect(dup.json.design.id).not.toBe(created.id);
    expect((await api(alice, 'GET', `/api/designs/${dup.json.design.id}`)).json.design.json).toEqual((await api(alice, 'GET', `/api/designs/${created.id}`)).json.design.json);

    expect((await api(alice, 'DELETE', `/api/designs/${created.id}`)).status).toBe(204);
    expect((await api(alice, 'GET', `/api/designs/${created.id}`)).status).toBe(404);
    expect(await server.deps.storage.list(`users/${aliceId}/designs/${created.id}/`)).toEqual([]);
    expect(await server.deps.storage.getBuffer(keyOfUrl(saved.json.design.thumbnailURL))).toBeNull();
    // The copy keeps its own files.
    expect((await api(alice, 'GET', `/api/designs/${dup.json.design.id}`)).status).toBe(200);
    expect((await rawFile(server, null, dup.json.design.thumbnailURL)).status).toBe(200);
  });

  it('accepts older Fabric documents (migrated) and refuses what is not a design', async () => {
    const fabric = {
      version: '5.3.0',
      objects: [
        { id: 'workspace', type: 'rect', left: 0, top: 0, width: 800, height: 600 },
        { type: 'textbox', text: 'old', left: 5, top: 5 },
      ],
    };
    const d = await create(alice, { json: fabric });
    const got = (await api(alice, 'GET', `/api/designs/${d.id}`)).json.design.json;
    expect(got).toMatchObject({ version: 2, workspace: { shape: 'rectangle', width: 800, height: 600 } });
    expect(got.objects[0].id).toBeTruthy();
    for (const json of [null, 'text', [], { objects: 'x' }, { version: 99, objects: [] }]) {
      const res = await api(alice, 'POST', '/api/designs', { name: 'bad', json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.json.error.code).toBe('invalid_input');
    }
    expect((await api(alice, 'POST', '/api/designs', { name: 'bad', json: sampleDesign(), preview: 'data:image/gif;base64,R0lGOD' })).status).toBe(400);
    const notImage = await api(alice, 'POST', '/api/designs', {
      name: 'bad',
      json: sampleDesign(),
      preview: `data:image/png;base64,${Buffer.from('not a png at all').toString('base64')}`,
    });
    expect(notImage.status).toBe(422);
    expect(notImage.json.error.code).toBe('invalid_preview');
  });

  it('takes documents of several MB (not the 2 MB JSON limit of other routes), and refuses over 10 MB', async () => {
    const big = (chars: number) => sampleDesign('big', { objects: [{ id: 'img', type: 'image', left: 0, top: 0, src: `data:image/png;base64,${'A'.repeat(chars)}` }] });
    const d = await create(alice, { json: big(3 * 1024 * 1024), preview: await pngDataUrl(800, 800) });
    expect(d.jsonSize).toBeGreaterThan(3 * 1024 * 1024);
    const read = await api(alice, 'GET', `/api/designs/${d.id}`);
    expect(read.json.design.json.objects[0].src.length).toBe(3 * 1024 * 1024 + 'data:image/png;base64,'.length);
    const tooBig = await api(alice, 'PUT', `/api/designs/${d.id}`, { json: big(10 * 1024 * 1024 + 10), baseRevision: 1 });
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.error.code).toBe('design_too_large');
    const overBody = await api(alice, 'PUT', `/api/designs/${d.id}`, { json: big(13 * 1024 * 1024), baseRevision: 1 });
    expect(overBody.status).toBe(413);
    expect(overBody.json.error.code).toBe('payload_too_large');
    expect((await api(alice, 'GET', `/api/designs/${d.id}`)).json.design.revision).toBe(1);
  });

  it('makes SPEC §9 thumbnails: JPEG, longest side ≤ 200 px, under 300 KB', async () => {
    const cases = [
      [await pngDataUrl(1200, 800), 200, 133],
      [await pngDataUrl(300, 1500), 40, 200],
      [await pngDataUrl(120, 90), 120, 90], // never enlarged
      [await noiseJpegDataUrl(1000, 1000), 200, 200],
    ] as const;
    const sizes: number[] = [];
    for (const [preview, w, h] of cases) {
      const d = await create(alice, { preview });
      const thumb = await rawFile(server, null, d.thumbnailURL);
      expect(thumb.status).toBe(200);
      expect(thumb.contentType).toBe('image/jpeg');
      const meta = await sharp(thumb.body).metadata();
      expect(meta.format).toBe('jpeg');
      expect([meta.width, meta.height]).toEqual([w, h]);
      expect(thumb.body.length).toBeLessThan(300 * 1024);
      sizes.push(thumb.body.length);
    }
    console.log(`[designs] thumbnail bytes: ${sizes.join(', ')}`);
  });

  it('lists newest first with a case-insensitive name search (wildcards literal), a favourites filter and cursor paging', async () => {
    const who = server.client();
    await who.signUp('lister@test.example');
    const names = ['100% cotton', 'a_b', 'abc', 'Cotton candy', 'zeta'];
    const made: Array<{ id: string; name: string }> = [];
    for (const [i, name] of names.entries()) made.push(await create(who, { name, isFavorite: i % 2 === 0 }));
    // Distinct, known update times: zeta newest … 100% cotton oldest.
    for (const [i, d] of made.entries())
      await db()
        .update(designs)
        .set({ updatedAt: new Date(Date.UTC(2026, 0, 1, 0, i)) })
        .where(eq(designs.id, d.id));
    const list = async (q: string) => {
      const res = await api(who, 'GET', `/api/designs${q}`);
      expect(res.status, res.text).toBe(200);
      return res.json;
    };
    expect((await list('')).designs.map((d: { name: string }) => d.name)).toEqual([...names].reverse());
    expect((await list('')).savedDesigns).toEqual({ used: 3, limit: 50 });
    expect((await list('?search=COTTON')).designs.map((d: { name: string }) => d.name)).toEqual(['Cotton candy', '100% cotton']);
    expect((await list('?search=%25')).designs.map((d: { name: string }) => d.name)).toEqual(['100% cotton']);
    expect((await list('?search=_')).designs.map((d: { name: string }) => d.name)).toEqual(['a_b']);
    expect((await list('?favorite=true')).designs.map((d: { name: string }) => d.name)).toEqual(['zeta', 'abc', '100% cotton']);
    expect((await list('?favorite=false')).designs.map((d: { name: string }) => d.name)).toEqual(['Cotton candy', 'a_b']);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(`?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...page.designs.map((d: { name: string }) => d.name));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...names].reverse());
    // Two designs with the same update time still page without loss or repeats (the id breaks the tie).
    await db()
      .update(designs)
      .set({ updatedAt: new Date(Date.UTC(2026, 0, 1)) })
      .where(eq(designs.userId, (await userIdOf(who)) as string));
    const tied: string[] = [];
    cursor = null;
    do {
      const page = await list(`?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      tied.push(...page.designs.map((d: { id: string }) => d.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(tied).size).toBe(5);

    expect((await api(who, 'GET', '/api/designs?cursor=nonsense')).status).toBe(400);
    expect((await api(who, 'GET', '/api/designs?limit=0')).status).toBe(400);
    expect((await api(who, 'GET', '/api/designs?limit=101')).status).toBe(400);
    expect((await api(who, 'GET', '/api/designs?favorite=maybe')).status).toBe(400);
    // Nobody else's designs show up.
    expect((await api(bob, 'GET', '/api/designs?search=cotton')).json.designs).toEqual([]);
  });

  it('refuses a save based on an old revision (409 revision_conflict), and of parallel saves exactly one wins', async () => {
    const d = await create(alice);
    const first = await api(alice, 'PUT', `/api/designs/${d.id}`, { json: sampleDesign('tab A'), baseRevision: 1 });
    expect(first.status).toBe(200);
    const second = await api(alice, 'PUT', `/api/designs/${d.id}`, { json: sampleDesign('tab B'), baseRevision: 1 });
    expect(second.status).toBe(409);
    expect(second.json.error.code).toBe('revision_conflict');
    expect(second.json.error.details.current).toEqual({ revision: 2, updatedAt: first.json.design.updatedAt });
    expect((await api(alice, 'GET', `/api/designs/${d.id}`)).json.design.json.objects[0].text).toBe('tab A');

    const preview = await pngDataUrl(40, 40);
    const racers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => api(alice, 'PUT', `/api/designs/${d.id}`, { json: sampleDesign(`racer ${i}`), baseRevision: 2, preview: i % 2 ? undefined : preview })),
    );
    const winners = racers.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    expect(racers.filter((r) => r.status === 409)).toHaveLength(9);
    const stored = (await api(alice, 'GET', `/api/designs/${d.id}`)).json.design;
    expect(stored.revision).toBe(3);
    expect(`racer ${racers.indexOf(winners[0])}`).toBe(stored.json.objects[0].text);
    // The losers removed their own files: one JSON is left in the folder.
    const files = (await server.deps.storage.list(`users/${aliceId}/designs/${d.id}/files/`)).map((o) => o.key);
    expect(files.filter((k) => k.endsWith('.json'))).toHaveLength(1);
  });

  it('a save that dies between writing the file and updating the row leaves the old version whole', async () => {
    const d = await create(alice, { json: sampleDesign('original') });
    const storage = server.deps.storage;
    const realPut = storage.put.bind(storage);
    // 1. The process "dies" right after the new JSON is on disk: the row was never pointed at it.
    const put = vi.spyOn(storage, 'put').mockImplementation(async (key, body, type) => {
      const out = await realPut(key, body, type);
      if (key.endsWith('.json')) throw new Error('killed after the write');
      return out;
    });
    const silence = vi.spyOn(console, 'error').mockImplementation(() => {});
    const killed = await api(alice, 'PUT', `/api/designs/${d.id}`, { json: sampleDesign('half-saved'), baseRevision: 1 });
    put.mockRestore();
    expect(killed.status).toBe(500);
    let now = await api(alice, 'GET', `/api/designs/${d.id}`);
    expect(now.json.design.revision).toBe(1);
    expect(now.json.design.json).toEqual(sampleDesign('original'));

    // 2. The row update itself fails after the file was written.
    const update = vi.spyOn(server.deps.database.db, 'update').mockImplementationOnce(() => {
      throw new Error('connection lost');
    });
    const failed = await api(alice, 'PUT', `/api/designs/${d.id}`, { json: sampleDesign('never'), baseRevision: 1 });
    update.mockRestore();
    silence.mockRestore();
    expect(failed.status).toBe(500);
    now = await api(alice, 'GET', `/api/designs/${d.id}`);
    expect(now.json.design).toMatchObject({ revision: 1 });
    expect(now.json.design.json).toEqual(sampleDesign('original'));
    const jsonFiles = (await storage.list(`users/${aliceId}/designs/${d.id}/files/`)).map((o) => o.key).filter((k) => k.endsWith('.json'));
    expect(jsonFiles).toHaveLength(1);

    // 3. And the next save goes through normally.
    expect((await api(alice, 'PUT', `/api/designs/${d.id}`, { json: sampleDesign('saved'), baseRevision: 1 })).status).toBe(200);
    expect((await api(alice, 'GET', `/api/designs/${d.id}`)).json.design.json.objects[0].text).toBe('saved');
  });

  describe('saved-design limit (SPEC §5)', () => {
    it('counts favourites against the plan: 403 saved_design_limit at the limit, more after an upgrade', async () => {
      const who = server.client();
      await who.signUp('limit@test.example');
      const id = await userIdOf(who);
      await seedFavorites(id, 49);
      const fiftieth = await api(who, 'POST', '/api/designs', { name: 'fav 50', json: sampleDesign(), isFavorite: true });
      expect(fiftieth.status).toBe(201);
      const over = await api(who, 'POST', '/api/designs', { name: 'fav 51', json: sampleDesign(), isFavorite: true });
      expect(over.status).toBe(403);
      expect(over.json.error).toEqual({ code: 'saved_design_limit', message: savedDesignLimitMessage(50), details: { limit: 50, used: 50 } });
      expect(over.json.error.message).toBe('You have reached the saved-design limit of your plan (50). Upgrade on the pricing page to save more.');
      // Non-favourites are not counted; favouriting one is.
      const plain = await create(who, { isFavorite: false });
      const fav = await api(who, 'PATCH', `/api/designs/${plain.id}`, { isFavorite: true });
      expect(fav.status).toBe(403);
      expect(fav.json.error.code).toBe('saved_design_limit');
      expect((await api(who, 'PATCH', `/api/designs/${plain.id}`, { name: 'rename is fine' })).status).toBe(200);
      expect((await api(who, 'POST', `/api/designs/${plain.id}/duplicate`, { isFavorite: true })).status).toBe(403);
      // An already-favourite design stays favourite without counting twice.
      expect((await api(who, 'PATCH', `/api/designs/${fiftieth.json.design.id}`, { isFavorite: true })).status).toBe(200);
      // Upgrading to bronze (200) makes room.
      await db().update(subscriptions).set({ plan: 'bronze' }).where(eq(subscriptions.userId, id));
      expect((await api(who, 'PATCH', `/api/designs/${plain.id}`, { isFavorite: true })).status).toBe(200);
      expect((await api(who, 'GET', '/api/designs?limit=1')).json.savedDesigns).toEqual({ used: 51, limit: 200 });
    });

    it('is unlimited for admin', async () => {
      await seedFavorites(adminId, 1001);
      const res = await api(admin, 'POST', '/api/designs', { name: 'admin fav', json: sampleDesign(), isFavorite: true });
      expect(res.status).toBe(201);
      expect((await api(admin, 'GET', '/api/designs?limit=1')).json.savedDesigns).toEqual({ used: 1002, limit: null });
    });

    it('holds under 20 parallel favourite-creates at limit − 1: exactly one succeeds', async () => {
      const who = server.client();
      await who.signUp('race@test.example');
      const id = await userIdOf(who);
      await seedFavorites(id, 49);
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => api(who, 'POST', '/api/designs', { name: `race ${i}`, json: sampleDesign(), isFavorite: true })));
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      expect(results.filter((r) => r.status === 403)).toHaveLength(19);
      const [{ n }] = await db().select({ n: sql<number>`count(*)::int` }).from(designs).where(sql`${designs.userId} = ${id} AND ${designs.isFavorite}`);
      expect(n).toBe(50);
      // The refused ones left no files behind.
      const folders = new Set((await server.deps.storage.list(`users/${id}/designs/`)).map((o) => o.key.split('/')[3]));
      expect(folders.size).toBe(1);
      // …and 20 parallel un-favourite → favourite toggles cannot overshoot either.
      const plain = await Promise.all(Array.from({ length: 5 }, () => create(who)));
      await api(who, 'PATCH', `/api/designs/${results.find((r) => r.status === 201)!.json.design.id}`, { isFavorite: false });
      const toggles = await Promise.all(plain.map((p) => api(who, 'PATCH', `/api/designs/${p.id}`, { isFavorite: true })));
      expect(toggles.filter((r) => r.status === 200)).toHaveLength(1);
    });
  });

  it('IDOR matrix: another user gets 404 on every id-based route, a guest 401, an admin may only read', async () => {
    const d = await create(alice, { name: 'private', json: sampleDesign('secret') });
    const guest = null;
    const routes: Array<[string, string, unknown?]> = [
      ['GET', `/api/designs/${d.id}`],
      ['PUT', `/api/designs/${d.id}`, { json: sampleDesign('hacked'), baseRevision: 1 }],
      ['PATCH', `/api/designs/${d.id}`, { name: 'hacked' }],
      ['PATCH', `/api/designs/${d.id}`, { isFavorite: true }],
      ['POST', `/api/designs/${d.id}/duplicate`, {}],
      ['POST', `/api/designs/${d.id}/self-contained`, {}],
      ['DELETE', `/api/designs/${d.id}`],
    ];
    for (const [method, url, body] of routes) {
      const asBob = await api(bob, method, url, body);
      expect(asBob.status, `bob ${method} ${url}`).toBe(404);
      expect(asBob.json.error.code).toBe('not_found');
      expect((await api(guest, method, url, body)).status, `guest ${method} ${url}`).toBe(401);
      const asAdmin = await api(admin, method, url, body);
      expect(asAdmin.status, `admin ${method} ${url}`).toBe(method === 'GET' ? 200 : 404);
    }
    // A missing id looks exactly like someone else's.
    const missing = await api(bob, 'GET', '/api/designs/00000000-0000-0000-0000-000000000000');
    const foreign = await api(bob, 'GET', `/api/designs/${d.id}`);
    expect(missing.json).toEqual(foreign.json);
    for (const [method, url, body] of [
      ['GET', '/api/designs'],
      ['POST', '/api/designs', { name: 'x', json: sampleDesign() }],
    ] as const)
      expect((await api(guest, method, url, body)).status).toBe(401);
    const after = await api(alice, 'GET', `/api/designs/${d.id}`);
    expect(after.json.design).toMatchObject({ name: 'private', revision: 1, isFavorite: false });
    expect(after.json.design.json.objects[0].text).toBe('secret');
    expect((await api(admin, 'GET', `/api/designs/${d.id}`)).json.design.userId).toBe(aliceId);
    void bobId;
  });

  // Last: the job deletes every expired design in this database.
  describe('expiry job', () => {
    it('deletes non-favourite designs 90 days after their last save, with their files; favourites never', async () => {
      const who = server.client();
      await who.signUp('expiry@test.example');
      const keep = await create(who, { name: 'favourite', isFavorite: true, preview: await pngDataUrl(50, 50) });
      const gone = await create(who, { name: 'ordinary', preview: await pngDataUrl(50, 50) });
      const saved = Date.parse(gone.updatedAt);
      const [goneRow] = await db().select().from(designs).where(eq(designs.id, gone.id));

      const early = await expireDesigns(server.deps, new Date(saved + 89 * DAY));
      expect(early.deleted).toBe(0);
      const due = await expireDesigns(server.deps, new Date(saved + 90 * DAY + 1000));
      expect(due.deleted).toBeGreaterThanOrEqual(1);
      expect((await api(who, 'GET', `/api/designs/${gone.id}`)).status).toBe(404);
      expect(await server.deps.storage.getBuffer(goneRow.jsonKey)).toBeNull();
      expect(await server.deps.storage.getBuffer(keyOfUrl(gone.thumbnailURL))).toBeNull();
      expect(await server.deps.storage.list(gone.designFolderPath)).toEqual([]);
      expect((await api(who, 'GET', `/api/designs/${keep.id}`)).status).toBe(200);
      expect((await expireDesigns(server.deps, new Date(saved + 10_000 * DAY))).deleted).toBe(0);
    });
  });
});
