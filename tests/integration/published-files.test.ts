import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '../setup/admin';
import { cookieOf, rawFile, uploadForm, userIdOf } from '../setup/designs';
import { discDesign } from '../setup/orders';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

type Client = ReturnType<TestServer['client']>;

/**
 * Members' published files (issue 28, finding 9): a hidden or unpublished showcase item's picture and
 * a profile hidden by moderation's avatar stop being served, and none is cached as `immutable`.
 */
describe.each(testDbKinds())('published files on %s', (kind) => {
  let server: TestServer;
  let admin: Client;
  let members = 0;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await adminClient(server);
  });
  afterAll(() => server?.stop());

  async function member(name: string) {
    const client = server.client();
    expect((await client.signUpVerified(`published-${++members}@test.example`, 'secret123', name)).status).toBe(200);
    return client;
  }

  const headersOf = async (who: Client | null, url: string) =>
    (await server.app.request(`http://localhost:3000${url}`, { headers: who ? { cookie: cookieOf(who) } : {} })).headers.get('cache-control');

  it('stops serving a hidden or unpublished item’s picture, and never caches it as immutable', async () => {
    const alice = await member('Alice');
    const design = (await alice.post('/api/designs', { name: 'Disc', json: discDesign() })).json.design.id;
    const item = (await alice.post('/api/showcase/items', { designId: design, title: 'Shown disc' })).json.item;
    expect((await rawFile(server, null, item.imageUrl)).status).toBe(200);
    const cache = await headersOf(null, item.imageUrl);
    expect(cache).not.toContain('immutable');
    expect(cache).toBe('public, max-age=300');

    expect((await admin.patch(`/api/admin/community/showcase/${item.id}`, { hidden: true })).status).toBe(200);
    expect((await rawFile(server, null, item.imageUrl)).status).toBe(404);
    expect((await rawFile(server, await member('Bob'), item.imageUrl)).status).toBe(404);
    expect((await rawFile(server, alice, item.imageUrl)).status).toBe(200);
    expect((await rawFile(server, admin, item.imageUrl)).status).toBe(200);
    await admin.patch(`/api/admin/community/showcase/${item.id}`, { hidden: false });
    expect((await rawFile(server, null, item.imageUrl)).status).toBe(200);

    // Unpublished: the row goes; even a picture left behind in storage is not served.
    const key = decodeURIComponent(item.imageUrl.replace('/api/files/raw/', ''));
    const body = (await server.deps.storage.getBuffer(key)) as Buffer;
    expect((await alice.del(`/api/showcase/items/${item.id}`)).status).toBe(200);
    await server.deps.storage.put(key, body, 'image/webp');
    expect((await rawFile(server, null, item.imageUrl)).status).toBe(404);
  });

  it('stops serving the avatar of a profile moderation hid, and keeps it for a member private by choice', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#3a3' } })
      .png()
      .toBuffer();
    const carol = await member('Carol');
    const avatarUrl = (await uploadForm(server, carol, '/api/community/profile/avatar', png, 'me.png')).json.profile.avatarUrl as string;
    expect((await rawFile(server, null, avatarUrl)).status).toBe(200);
    expect(await headersOf(null, avatarUrl)).toBe('public, max-age=300');

    await carol.patch('/api/community/profile', { isPrivate: true });
    expect((await rawFile(server, null, avatarUrl)).status).toBe(200);
    await carol.patch('/api/community/profile', { isPrivate: false });

    const reporter = await member('Dave');
    expect((await reporter.post('/api/reports', { targetType: 'profile', targetId: await userIdOf(carol), reason: 'abuse' })).status).toBe(201);
    expect((await admin.post('/api/admin/moderation/resolve', { targetType: 'profile', targetId: await userIdOf(carol), resolution: 'hidden' })).status).toBe(200);
    expect((await rawFile(server, null, avatarUrl)).status).toBe(404);
    expect((await rawFile(server, reporter, avatarUrl)).status).toBe(404);
    expect((await rawFile(server, carol, avatarUrl)).status).toBe(200);
    expect((await rawFile(server, admin, avatarUrl)).status).toBe(200);
  });

  it('an admin hiding a profile directly (no report) stops its avatar everywhere; "show" brings it back', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#a33' } })
      .png()
      .toBuffer();
    const erin = await member('Erin');
    const erinId = await userIdOf(erin);
    const avatarUrl = (await uploadForm(server, erin, '/api/community/profile/avatar', png, 'me.png')).json.profile.avatarUrl as string;
    const viewer = await member('Frank');
    expect((await viewer.get(`/api/community/users/${erinId}`)).json.profile.avatarUrl).toBe(avatarUrl);

    expect((await admin.post('/api/admin/moderation/hide', { targetType: 'profile', targetId: erinId, hidden: true })).status).toBe(200);
    expect((await rawFile(server, null, avatarUrl)).status).toBe(404);
    expect((await rawFile(server, viewer, avatarUrl)).status).toBe(404);
    expect((await viewer.get(`/api/community/users/${erinId}`)).json.profile.avatarUrl).toBeNull();
    expect((await rawFile(server, erin, avatarUrl)).status).toBe(200);
    expect((await erin.get(`/api/community/users/${erinId}`)).json.profile.avatarUrl).toBe(avatarUrl);

    // Dismissing later reports does not lift an admin's hide.
    expect((await viewer.post('/api/reports', { targetType: 'profile', targetId: erinId, reason: 'abuse' })).status).toBe(201);
    expect((await admin.post('/api/admin/moderation/resolve', { targetType: 'profile', targetId: erinId, resolution: 'dismissed' })).status).toBe(200);
    expect((await rawFile(server, null, avatarUrl)).status).toBe(404);

    expect((await admin.post('/api/admin/moderation/hide', { targetType: 'profile', targetId: erinId, hidden: false })).status).toBe(200);
    expect((await rawFile(server, null, avatarUrl)).status).toBe(200);
    expect((await viewer.get(`/api/community/users/${erinId}`)).json.profile.avatarUrl).toBe(avatarUrl);
  });
});
