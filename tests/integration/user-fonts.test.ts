import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleImage } from '../../src/server/services/uploads/fixtures.testkit';
import { productionFileUrl } from '../../src/shared/api/production';
import { call, cookieOf } from '../setup/designs';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, TEST_ADMIN_EMAIL, type TestServer } from '../setup/test-server';

/** A user's own fonts, uploaded, checked, kept private, and printed by the server renderer. */
const require = createRequire(import.meta.url);
/** A real TrueType file the repo already has (an npm font package) whose family the editor does not offer. */
const SERIF = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSerif.ttf'));

type Client = ReturnType<TestServer['client']>;

describe.each(testDbKinds())('uploaded fonts (%s)', (kind) => {
  let server: TestServer;
  let alice: Client;
  let bob: Client;
  let guest: Client;
  let admin: Client;

  async function upload(who: Client, file: Buffer, fileName: string) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)], { type: 'font/ttf' }), fileName);
    const cookie = cookieOf(who);
    const res = await server.app.request('http://localhost:3000/api/fonts', {
      method: 'POST',
      body: form,
      headers: { origin: 'http://localhost:3000', ...(cookie ? { cookie } : {}) },
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null };
  }
  const read = (who: Client, url: string) => server.app.request(`http://localhost:3000${url}`, { headers: { cookie: cookieOf(who) ?? '' } });

  beforeAll(async () => {
    // No fonts service here (a closed loopback port): only shipped and uploaded fonts can be had.
    server = await startTestServer(kind, { GOOGLE_FONTS_CSS_URL: 'http://127.0.0.1:9', GOOGLE_FONTS_FILE_ORIGINS: '' });
    [alice, bob, guest, admin] = [server.client(), server.client(), server.client(), server.client()];
    expect((await alice.signUp('alice-fonts-up@test.example')).status).toBe(200);
    expect((await bob.signUp('bob-fonts-up@test.example')).status).toBe(200);
    expect((await admin.signUpVerified(TEST_ADMIN_EMAIL)).status).toBe(200);
  });
  afterAll(() => server.stop());

  it('accepts a real TrueType file, names it by the family inside, lists it and serves it to its owner', async () => {
    const res = await upload(alice, SERIF, 'my-brand.ttf');
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.font).toMatchObject({ family: 'DejaVu Serif', fileName: 'my-brand.ttf', format: 'ttf', size: SERIF.length });
    expect(res.json.font.url).toBe(`/api/fonts/${res.json.font.id}/file`);
    expect((await alice.get('/api/fonts')).json.fonts.map((f: { family: string }) => f.family)).toEqual(['DejaVu Serif']);
    const file = await read(alice, res.json.font.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('font/ttf');
    expect(Buffer.from(await file.arrayBuffer()).equals(SERIF)).toBe(true);
    expect((await server.deps.storage.list(`users/`)).some((o) => o.key.includes('/fonts/'))).toBe(true);
    // The same family twice is refused with a message that says what to do.
    const again = await upload(alice, SERIF, 'again.ttf');
    expect(again.status).toBe(409);
    expect(again.json.error.message).toContain('You already have a font named "DejaVu Serif"');
  });

  it('refuses a PNG renamed to .ttf, and a guest is told to sign in', async () => {
    const png = await upload(alice, await sampleImage('png', 8, 8), 'not-a-font.ttf');
    expect(png.status).toBe(415);
    expect(png.json.error.message).toBe('Only TrueType (.ttf), OpenType (.otf) and WOFF2 (.woff2) font files can be uploaded.');
    const asGuest = await upload(guest, SERIF, 'x.ttf');
    expect(asGuest.status).toBe(401);
    expect(asGuest.json.error.message).toBe('Sign in to upload and use your own fonts.');
  });

  it("keeps a font its owner's: another user neither lists, reads, deletes nor prints with it", async () => {
    const [font] = (await alice.get('/api/fonts')).json.fonts;
    expect((await bob.get('/api/fonts')).json.fonts).toEqual([]);
    expect((await read(bob, font.url)).status).toBe(404);
    expect((await bob.del(`/api/fonts/${font.id}`)).status).toBe(404);
    expect((await read(alice, font.url)).status).toBe(200);
  });

  it("prints a design with its owner's uploaded font, and refuses it by name once the font is deleted", async () => {
    const carol = server.client();
    expect((await carol.signUp('carol-fonts-up@test.example')).status).toBe(200);
    const ttf = readFileSync(require.resolve('@expo-google-fonts/permanent-marker/400Regular/PermanentMarker_400Regular.ttf'));
    // A family the editor already ships is refused (it is in the list); one it does not ship is kept.
    const shipped = await upload(carol, ttf, 'marker.ttf');
    expect(shipped.status).toBe(409);
    expect(shipped.json.error.message).toContain('is already in the font list');
    const mine = await upload(carol, readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuMathTeXGyre.ttf')), 'math.ttf');
    expect(mine.status, JSON.stringify(mine.json)).toBe(201);
    const family = mine.json.font.family;
    const design = {
      version: 2,
      workspace: { id: 'workspace', shape: 'rectangle', width: 1200, height: 600 },
      objects: [{ id: 'word', type: 'Text', left: 50, top: 150, text: 'Sticker', fontSize: 200, fill: '#000000', fontFamily: family }],
    };
    const png = async (who: Client, name: string) => {
      const created = await call(server, who, 'POST', '/api/designs', { name, json: design, isFavorite: false });
      expect(created.status, created.text).toBe(201);
      const res = await server.app.request(`http://localhost:3000${productionFileUrl(created.json.design.id, { size: 4, kind: 'sticker', file: 'png' })}`, {
        headers: { cookie: cookieOf(admin) ?? '' },
      });
      return { status: res.status, text: res.headers.get('content-type')?.includes('json') ? await res.text() : '' };
    };
    expect((await png(carol, 'with my font')).status).toBe(200);
    // Bob names Carol's family in his own design: he does not have it, so it is refused, naming it.
    const bobs = await png(bob, 'borrowed font');
    expect(bobs.status).toBe(422);
    expect(JSON.parse(bobs.text).error.message).toContain(`"${family}"`);
    // Carol deletes her font: a new design with it is refused, naming the font.
    expect((await carol.del(`/api/fonts/${mine.json.font.id}`)).status).toBe(204);
    const after = await png(carol, 'font deleted');
    expect(after.status).toBe(422);
    const body = JSON.parse(after.text);
    expect(body.error.code).toBe('font_unavailable');
    expect(body.error.message).toContain(`"${family}"`);
  });
});
