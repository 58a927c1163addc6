import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designs, user } from '../../src/server/db/schema';
import type { StickerOptions } from '../../src/shared/sticker';
import { adminClient } from '../setup/admin';
import { discDesign } from '../setup/orders';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const DIE_CUT: StickerOptions = { product: 'die-cut', widthIn: 3, heightIn: 3, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 50 };
const LIBRARY: StickerOptions = { ...DIE_CUT, product: 'library-item', quantity: 10 };

/** A 306 px image filling the design: about 100 DPI at 3 in, refused without "Print anyway". */
async function softLogo() {
  const png = await sharp({ create: { width: 306, height: 306, channels: 4, background: '#2a6fdb' } })
    .png()
    .toBuffer();
  const image = { id: 'a', name: 'logo.png', type: 'Image', originX: 'left', originY: 'top', left: 0, top: 0, width: 306, height: 306, scaleX: 3000 / 306, scaleY: 3000 / 306 };
  return {
    version: 2,
    workspace: { id: 'workspace', shape: 'rectangle', width: 3000, height: 3000 },
    objects: [{ ...image, src: `data:image/png;base64,${png.toString('base64')}` }],
  };
}

/**
 * Decision 97: ordering is not making a design. A cart line freezes a design row, but only designs made
 * on purpose are listed: a library sticker's or /preview's copy is not; an upload ordered is one design
 * named after the file; a refused line leaves no row at all.
 */
describe.each(testDbKinds())('the design list holds only designs made on purpose, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.stop());

  const names = async (client: ReturnType<TestServer['client']>) => ((await client.get('/api/designs')).json.designs as Array<{ name: string }>).map((d) => d.name).sort();

  it('lists the made design and the ordered upload, not the library or preview copies, and nothing refused', async () => {
    const item = (await (await adminClient(server)).post('/api/library', { name: 'Be Kind', category: 'nature', json: discDesign() })).json.item as { id: string };
    const client = server.client();
    await client.signUp(`purpose-${kind}@test.example`);
    const made = await client.post('/api/designs', { name: 'My cat', json: discDesign('#00aa00') });
    expect(made.status).toBe(201);

    expect((await client.post('/api/cart/items', { designId: made.json.design.id, options: DIE_CUT })).status).toBe(200);
    const upload = await client.post('/api/cart/designs', { name: 'logo.png', json: discDesign('#0000ff'), options: DIE_CUT });
    expect(upload.status).toBe(200);
    const library = await client.post(`/api/library/${item.id}/cart`, { options: LIBRARY });
    expect(library.status).toBe(200);
    const preview = await client.post('/api/cart/designs', { name: 'Sticker preview', json: discDesign('#ff00ff'), options: DIE_CUT, keepAs: 'order-copy' });
    expect(preview.status).toBe(200);

    // Refused lines (art too soft, no "Print anyway") store nothing, whichever way they came.
    const soft = await softLogo();
    const refusedUpload = await client.post('/api/cart/designs', { name: 'soft.png', json: soft, options: DIE_CUT });
    expect(refusedUpload.json.error.code).toBe('low_resolution');
    const refusedCopy = await client.post('/api/cart/designs', { name: 'Sticker preview', json: soft, options: DIE_CUT, keepAs: 'order-copy' });
    expect(refusedCopy.json.error.code).toBe('low_resolution');

    const cart = (await client.get('/api/cart')).json.cart;
    expect(cart.lines).toHaveLength(4);
    expect(await names(client)).toEqual(['My cat', 'logo.png']);
    const db = server.deps.database.db;
    const [owner] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, `purpose-${kind}@test.example`));
    const rows = await db.select({ purpose: designs.purpose, n: count() }).from(designs).where(eq(designs.userId, owner.id)).groupBy(designs.purpose).orderBy(designs.purpose);
    expect(rows).toEqual([
      { purpose: 'design', n: 2 },
      { purpose: 'order-copy', n: 2 },
    ]);
  });

  it('refuses an unknown keepAs with a validation error', async () => {
    const client = server.client();
    await client.signUp(`purpose-bad-${kind}@test.example`);
    const bad = await client.post('/api/cart/designs', { name: 'x', json: discDesign(), options: DIE_CUT, keepAs: 'hidden' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe('invalid_input');
  });
});
