import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '../setup/admin';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

describe.each(testDbKinds())('notices on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.stop());

  it('only admins create notices', async () => {
    const user = server.client();
    await user.signUp('reader@example.com');
    expect((await user.post('/api/admin/notices', { title: 'x', message: 'y' })).status).toBe(403);
  });

  it('serves the latest active, current message for the page or all', async () => {
    const admin = await adminClient(server);
    expect((await server.client().get('/api/notices/current?page=/')).json.notice).toBeNull();

    const all = await admin.post('/api/admin/notices', { title: 'Holiday', message: 'Orders ship Monday', targetPage: 'all' });
    expect(all.status).toBe(201);
    await new Promise((r) => setTimeout(r, 5));
    await admin.post('/api/admin/notices', { title: 'Pricing', message: 'New packs', targetPage: '/pricing' });
    await new Promise((r) => setTimeout(r, 5));
    await admin.post('/api/admin/notices', { title: 'Off', message: 'hidden', targetPage: 'all', isActive: false });
    await admin.post('/api/admin/notices', { title: 'Expired', message: 'gone', targetPage: '/cart', validUntil: '2020-01-01T00:00:00Z' });

    expect((await server.client().get('/api/notices/current?page=/pricing')).json.notice.title).toBe('Pricing');
    expect((await server.client().get('/api/notices/current?page=/')).json.notice.title).toBe('Holiday');
    expect((await server.client().get('/api/notices/current?page=/cart')).json.notice.title).toBe('Holiday');
  });

  it('validates notice input', async () => {
    const admin = await adminClient(server);
    const res = await admin.post('/api/admin/notices', { title: '', message: 'y' });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('invalid_input');
  });
});
