import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../src/server/db/schema';
import { createJobQueue } from '../../src/server/jobs';
import { type FakeGoogleFonts, startFakeGoogleFonts } from '../../src/server/services/fonts/fake-google-fonts.testkit';
import { productionFileUrl } from '../../src/shared/api/production';
import { call, cookieOf } from '../setup/designs';
import { seedPaidOrder } from '../setup/orders';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, TEST_ADMIN_EMAIL, type TestServer } from '../setup/test-server';

/** Fonts in print files, through the admin route: shipped fonts print, Google fonts are fetched, others are refused by name. */
const NOT_SHIPPED_TTF = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuMathTeXGyre.ttf');

function textDesign(fontFamily: string) {
  return {
    version: 2,
    workspace: { id: 'workspace', shape: 'rectangle', width: 1200, height: 600 },
    objects: [{ id: 'word', type: 'Text', left: 50, top: 150, text: 'Sticker', fontSize: 200, fill: '#000000', fontFamily }],
  };
}

describe.each(testDbKinds())('production files and fonts (%s)', (kind) => {
  let server: TestServer;
  let fake: FakeGoogleFonts;
  let alice: ReturnType<TestServer['client']>;
  let admin: ReturnType<TestServer['client']>;

  async function designWith(fontFamily: string): Promise<string> {
    const created = await call(server, alice, 'POST', '/api/designs', { name: `font ${fontFamily}`, json: textDesign(fontFamily), isFavorite: false });
    expect(created.status, created.text).toBe(201);
    return created.json.design.id;
  }
  async function png(id: string) {
    const cookie = cookieOf(admin);
    const res = await server.app.request(`http://localhost:3000${productionFileUrl(id, { size: 4, kind: 'sticker', file: 'png' })}`, { headers: cookie ? { cookie } : {} });
    return { status: res.status, text: res.headers.get('content-type')?.includes('json') ? await res.text() : '' };
  }

  beforeAll(async () => {
    fake = await startFakeGoogleFonts({ 'Fake Serif': NOT_SHIPPED_TTF });
    server = await startTestServer(kind, { GOOGLE_FONTS_CSS_URL: fake.baseUrl, GOOGLE_FONTS_FILE_ORIGINS: '' });
    [alice, admin] = [server.client(), server.client()];
    expect((await alice.signUp('alice-fonts@test.example')).status).toBe(200);
    expect((await admin.signUpVerified(TEST_ADMIN_EMAIL)).status).toBe(200);
  });
  afterAll(async () => {
    await server.stop();
    await fake.close();
  });

  it('prints a built-in font from the shipped file without asking the fonts service', async () => {
    const before = fake.requests.length;
    expect((await png(await designWith('Impact'))).status).toBe(200);
    expect(fake.requests.length).toBe(before);
  });

  it('refuses a font the server cannot get with 422 font_unavailable naming it', async () => {
    const res = await png(await designWith('Made Up Sans'));
    expect(res.status).toBe(422);
    const body = JSON.parse(res.text);
    expect(body.error.code).toBe('font_unavailable');
    expect(body.error.message).toContain('"Made Up Sans"');
    expect(body.error.details.fonts[0].family).toBe('Made Up Sans');
  });

  it('fetches a Google font from the configured fonts service once, then from storage', async () => {
    const id = await designWith('Fake Serif');
    expect((await png(id)).status).toBe(200);
    expect(fake.requests.filter((r) => r.startsWith('/files/')).length).toBe(1);
    expect((await server.deps.storage.list('fonts/google/')).length).toBe(1);
    expect((await png(id)).status).toBe(200);
    expect(fake.requests.filter((r) => r.startsWith('/files/')).length).toBe(1);
  });

  it("proofs a customer's Google-font design in the cart and makes the paid order's files with that font", async () => {
    const id = await designWith('Fake Serif');
    const added = await call(server, alice, 'POST', '/api/cart/items', {
      designId: id,
      options: { product: 'die-cut', widthIn: 3, heightIn: 3, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 50 },
    });
    expect(added.status, added.text).toBe(200);
    expect(added.json.cart.lines[0].proofKey).toBeTruthy();

    const userId = (await call(server, alice, 'GET', '/api/me')).json.user.id as string;
    const orderId = await seedPaidOrder(server, userId, { lines: [{ design: { document: textDesign('Fake Serif') } }] });
    const queue = createJobQueue(server.deps, { log: { info: () => {}, warn: () => {}, error: () => {} } });
    for (let ran = await queue.runDue(); ran > 0; ran = await queue.runDue());
    await queue.stop();
    const [item] = await server.deps.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(item.productionStatus).toBe('ready');
    expect(item.productionKeys?.pdf).toBeTruthy();
  });
});
