import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../src/server/db/schema';
import { sampleImage } from '../../src/server/services/uploads/fixtures.testkit';
import { adminClient } from '../setup/admin';
import { rawFile, uploadForm, userIdOf } from '../setup/designs';
import { lastMailTo } from '../setup/outbox';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const request = (overrides: Record<string, unknown> = {}) => ({
  name: 'Carla',
  contactEmail: 'carla@example.com',
  description: 'Our café logo as a round sticker with a heart-shaped steam cloud',
  size: '3 × 3 in',
  quantity: 100,
  ...overrides,
});

describe.each(testDbKinds())('/custom-order requests on %s', (kind) => {
  let server: TestServer;
  let carla: ReturnType<TestServer['client']>;
  let dan: ReturnType<TestServer['client']>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    [carla, dan] = [server.client(), server.client()];
    expect((await carla.signUp('carla-co@example.com')).status).toBe(200);
    expect((await dan.signUp('dan-co@example.com')).status).toBe(200);
  });
  afterAll(() => server.stop());

  it('takes a guest’s text request and mails the address only a fixed confirm link; once confirmed, what happens next', async () => {
    // No spam relay: a guest's text must never reach an address nobody has proven to own.
    const spam = request({ contactEmail: 'guest-co@example.com', name: 'Cheap pills at spam.example', description: 'BUY NOW at https://spam.example/pills — limited offer' });
    const res = await server.client().post('/api/custom-orders', spam);
    expect(res.status).toBe(201);
    expect(res.json.request).toMatchObject({ userId: null, status: 'new', quantity: 100, conceptImageUrls: [], emailConfirmed: false });
    const reference = res.json.request.id.slice(0, 8).toUpperCase();
    const { message, link } = await lastMailTo(server.mail, 'guest-co@example.com');
    expect(message.subject).toContain(reference);
    expect(message.subject).toContain('confirm');
    for (const typed of [spam.name, spam.description, 'spam.example', 'Cheap', 'BUY', spam.size]) expect(`${message.subject}\n${message.text}`).not.toContain(typed);
    expect(link).toMatch(/\/custom-order\/confirm\?token=[\w-]{43}$/);

    // The recipient confirms (the page posts the link's token): now the full copy goes out, once.
    const token = new URL(link ?? '').searchParams.get('token');
    const confirmed = await server.client().post('/api/custom-orders/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.request).toMatchObject({ id: res.json.request.id, emailConfirmed: true });
    const full = await lastMailTo(server.mail, 'guest-co@example.com');
    expect(full.message.subject).toContain(`We received your sticker request ${reference}`);
    expect(full.message.text).toContain('What happens next');
    const again = await server.client().post('/api/custom-orders/confirm', { token });
    expect(again.status).toBe(404);
    expect(again.json.error.code).toBe('confirm_link_invalid');
    expect((await server.client().post('/api/custom-orders/confirm', { token: 'x'.repeat(43) })).status).toBe(404);
  });

  it('mails the full copy at once to a signed-in user’s own verified address, and asks to confirm any other', async () => {
    const erin = server.client();
    expect((await erin.signUp('erin-co@example.com')).status).toBe(200);
    const unverified = await erin.post('/api/custom-orders', request({ contactEmail: 'erin-co@example.com' }));
    expect(unverified.json.request.emailConfirmed).toBe(false);
    expect((await lastMailTo(server.mail, 'erin-co@example.com')).message.subject).toContain('Please confirm');

    await server.deps.database.db
      .update(user)
      .set({ emailVerified: true })
      .where(eq(user.id, await userIdOf(erin)));
    const own = await erin.post('/api/custom-orders', request({ contactEmail: 'Erin-CO@example.com' }));
    expect(own.json.request.emailConfirmed).toBe(true);
    expect((await lastMailTo(server.mail, 'erin-co@example.com')).message.text).toContain('What happens next');
    const other = await erin.post('/api/custom-orders', request({ contactEmail: 'erin-friend@example.com' }));
    expect(other.json.request.emailConfirmed).toBe(false);
    const { message } = await lastMailTo(server.mail, 'erin-friend@example.com');
    expect(message.text).not.toContain('Carla');
    expect(message.text).not.toContain(request().description);
  });

  it('refuses a bad request with the field’s message', async () => {
    const bad = await server.client().post('/api/custom-orders', request({ contactEmail: 'not-an-email' }));
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toContain('Please enter a valid email address');
    const short = await server.client().post('/api/custom-orders', request({ description: 'cat' }));
    expect(short.status).toBe(400);
  });

  it('drafts AI concepts and a reference for a signed-in customer, kept with their own files', async () => {
    expect((await server.client().post('/api/custom-orders/concepts', { description: 'a round café logo sticker' })).status).toBe(401);
    const concepts = await carla.post('/api/custom-orders/concepts', { description: 'a round café logo sticker', size: '3 × 3 in' });
    expect(concepts.status).toBe(200);
    expect(concepts.json.isDemo).toBe(true);
    expect(concepts.json.urls).toHaveLength(3);
    const carlaId = await userIdOf(carla);
    for (const url of concepts.json.urls) expect(url).toMatch(new RegExp(`^/api/files/raw/users/${carlaId}/custom-orders/concepts/`));
    expect((await rawFile(server, carla, concepts.json.urls[0])).status).toBe(200);
    expect((await rawFile(server, dan, concepts.json.urls[0])).status).toBe(404);

    const reference = await uploadForm(server, carla, '/api/custom-orders/reference', await sampleImage('png', 64, 48));
    expect(reference.status).toBe(201);

    const sent = await carla.post('/api/custom-orders', request({ referenceImageUrl: reference.json.url, conceptImageUrls: concepts.json.urls.slice(0, 2) }));
    expect(sent.status).toBe(201);
    expect(sent.json.request).toMatchObject({ userId: carlaId, referenceImageUrl: reference.json.url });
    expect((await carla.get('/api/custom-orders/mine')).json.requests.map((r: { id: string }) => r.id)).toEqual([sent.json.request.id]);
    expect((await dan.get('/api/custom-orders/mine')).json.requests).toEqual([]);

    // Another customer may not attach Carla's files, and a guest may attach none.
    const stolen = await dan.post('/api/custom-orders', request({ conceptImageUrls: [concepts.json.urls[2]] }));
    expect(stolen.status).toBe(400);
    expect((await server.client().post('/api/custom-orders', request({ referenceImageUrl: reference.json.url }))).status).toBe(400);
  });

  it('lists requests for admins only, who move them along', async () => {
    expect((await carla.get('/api/admin/custom-orders')).status).toBe(403);
    const admin = await adminClient(server);
    const list = await admin.get('/api/admin/custom-orders');
    expect(list.status).toBe(200);
    expect(list.json.requests.length).toBeGreaterThanOrEqual(2);
    const [newest] = list.json.requests;
    const moved = await admin.patch(`/api/admin/custom-orders/${newest.id}`, { status: 'in_review' });
    expect(moved.json.request.status).toBe('in_review');
    expect((await admin.get('/api/admin/custom-orders?status=in_review')).json.requests.map((r: { id: string }) => r.id)).toEqual([newest.id]);
    expect((await admin.patch(`/api/admin/custom-orders/${newest.id}`, { status: 'lost' })).status).toBe(400);
  });

  // Last: it spends this test address's 10 requests for the day.
  it('cannot be used as a spam relay: unconfirmed addresses get at most 3 fixed mails a day, quoting nothing', async () => {
    const victim = 'relay-victim@example.com';
    let accepted = 0;
    // Repeated requests try to send their text to the same victim (the sender's own cap is 10 a day).
    for (let i = 0; i < 10; i++) {
      const res = await server
        .client()
        .post('/api/custom-orders', request({ contactEmail: victim, description: `Spam message number ${i} with a link https://spam.example/${i}` }));
      if (res.status === 201) accepted++;
    }
    const toVictim = (await server.mail.list()).filter((m) => m.to === victim);
    const quoting = toVictim.filter((m) => m.text.includes('spam.example') || m.text.includes('Spam message') || m.text.includes('Carla'));
    expect(toVictim.length).toBeLessThanOrEqual(3);
    expect(quoting).toHaveLength(0);
    console.info(`[issue 15 item 6] ${accepted} requests to an unverified address, ${toVictim.length} mails sent, ${quoting.length} quoting the sender's text`);
  });
});
