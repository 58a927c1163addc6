import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proofQueue } from '../../src/server/services/cart/proof-queue';
import type { StickerOptions } from '../../src/shared/sticker';
import { discDesign } from '../setup/orders';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const OPTIONS: StickerOptions = { product: 'die-cut', widthIn: 2, heightIn: 2, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 50 };

/** Issue 28 finding 4, decision 92: proof renders are bounded per member and in all; a refusal leaves the line as it was. */
describe.each(testDbKinds())('cart proof queue on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.stop());

  async function lineOf(email: string) {
    const client = server.client();
    await client.signUp(email);
    const design = await client.post('/api/designs', { name: 'Disc', json: discDesign() });
    const added = await client.post('/api/cart/items', { designId: design.json.design.id, options: OPTIONS });
    expect(added.status).toBe(200);
    return { client, itemId: added.json.itemId as string };
  }

  it('renders one proof at a time for many quick option changes; the waiting ones are superseded, another member is served', async () => {
    const shopper = await lineOf('proof-burst@test.example');
    const other = await lineOf('proof-other@test.example');
    proofQueue.resetPeak();
    const sides = [3, 4, 5, 6, 7, 8];
    const burst = sides.map((side) => shopper.client.patch(`/api/cart/items/${shopper.itemId}`, { options: { ...OPTIONS, widthIn: side, heightIn: side } }));
    const otherChange = other.client.patch(`/api/cart/items/${other.itemId}`, { options: { ...OPTIONS, widthIn: 3, heightIn: 3 } });
    const answers = await Promise.all(burst);

    expect((await otherChange).status).toBe(200);
    expect(proofQueue.peakActive).toBe(1);
    const served = answers.filter((a) => a.status === 200);
    const superseded = answers.filter((a) => a.status === 409);
    expect(served.length).toBeGreaterThanOrEqual(1);
    expect(served.length + superseded.length).toBe(sides.length);
    for (const a of superseded) expect(a.json.error.code).toBe('proof_superseded');
    // Only served changes reach the line: its size is one of theirs, with a proof drawn at that size.
    const line = (await shopper.client.get('/api/cart')).json.cart.lines[0];
    const servedSides = served.map((a) => a.json.cart.lines[0].options.widthIn as number);
    expect(servedSides).toContain(line.options.widthIn);
    expect(line.proofFacts.widthIn).toBeGreaterThan(line.options.widthIn * 0.8);
  });

  it('refuses with 503 proofs_busy when the queue is full, the line unchanged, and serves again once it drains', async () => {
    const shopper = await lineOf('proof-full@test.example');
    const before = (await shopper.client.get('/api/cart')).json.cart.lines[0];
    let release = () => {};
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Other members' renders fill the running slot and every waiting place.
    const holders: Promise<void>[] = [];
    const { running, waiting } = proofQueue.limits;
    for (let i = 0; i < running + waiting; i++) holders.push(proofQueue.run(`holder-${i}`, () => hold));
    expect(proofQueue.waiting).toBe(waiting);
    const refused = await shopper.client.patch(`/api/cart/items/${shopper.itemId}`, { options: { ...OPTIONS, widthIn: 5, heightIn: 5 } });
    expect(refused.status).toBe(503);
    expect(refused.json.error.code).toBe('proofs_busy');
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.json.error.message).toMatch(/Proofs are busy/);
    const after = (await shopper.client.get('/api/cart')).json.cart.lines[0];
    expect(after.options).toEqual(before.options);
    expect(after.proofKey).toBe(before.proofKey);

    release();
    await Promise.all(holders);
    const served = await shopper.client.patch(`/api/cart/items/${shopper.itemId}`, { options: { ...OPTIONS, widthIn: 5, heightIn: 5 } });
    expect(served.status).toBe(200);
    expect(served.json.cart.lines[0].options.widthIn).toBe(5);
  });
});
