import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('takes a guest’s text request, stores it and mails the customer what happens next', async () => {
    const res = await server.client().post('/api/custom-orders', request({ contactEmail: 'guest-co@example.com' }));
    expect(res.status).toBe(201);
    expect(res.json.request).toMatchObject({ userId: null, status: 'new', quantity: 100, conceptImageUrls: [] });
    const { message } = await lastMailTo(server.mail, 'guest-co@example.com');
    expect(message.subject).toContain(res.json.request.id.slice(0, 8).toUpperCase());
    expect(message.text).toContain('What happens next');
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
});
