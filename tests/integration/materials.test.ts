import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVIL_SVG, sampleImage } from '../../src/server/services/uploads/fixtures.testkit';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

describe.each(testDbKinds())('materials on %s', (kind) => {
  let server: TestServer;
  let alice: ReturnType<TestServer['client']>;
  let bob: ReturnType<TestServer['client']>;
  let guest: ReturnType<TestServer['client']>;

  const cookieOf = (who: { jar: Map<string, string> } | null) => (who ? [...who.jar].map(([k, v]) => `${k}=${v}`).join('; ') : '');
  async function post(who: { jar: Map<string, string> } | null, file: Buffer, fields: Record<string, string> = {}, fileName = 'pasted-image-1700000000000.png') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), fileName);
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const cookie = cookieOf(who);
    const res = await server.app.request('http://localhost:3000/api/materials', {
      method: 'POST',
      body: form,
      headers: { origin: 'http://localhost:3000', ...(cookie ? { cookie } : {}) },
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null };
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    [alice, bob, guest] = [server.client(), server.client(), server.client()];
    expect((await alice.signUp('alice-m@test.example')).status).toBe(200);
    expect((await bob.signUp('bob-m@test.example')).status).toBe(200);
  });
  afterAll(() => server.stop());

  it('stores a pasted image under users/{uid}/materials with its file name, and lists it newest first', async () => {
    const first = await post(alice, await sampleImage('png', 40, 30), { source: 'paste' });
    expect(first.status).toBe(201);
    expect(first.json.material).toMatchObject({ name: 'pasted-image-1700000000000.png', source: 'paste', contentType: 'image/png', width: 40, height: 30 });
    expect(first.json.material.url).toMatch(/^\/api\/files\/raw\/users\/[^/]+\/materials\/[0-9a-f-]{36}\.png$/);
    const second = await post(alice, await sampleImage('png', 10, 10), { name: 'logo' });
    expect(second.json.material).toMatchObject({ name: 'logo', source: 'upload' });
    const list = await alice.get('/api/materials');
    expect(list.status).toBe(200);
    expect(list.json.materials.map((m: { name: string }) => m.name)).toEqual(['logo', 'pasted-image-1700000000000.png']);
    const file = await server.app.request(`http://localhost:3000${first.json.material.url}`, { headers: { cookie: cookieOf(alice) } });
    expect(file.status).toBe(200);
  });

  it('keeps materials private: another user neither lists, reads nor deletes them', async () => {
    const { json } = await post(alice, await sampleImage('png', 8, 8), { name: 'private' });
    expect((await bob.get('/api/materials')).json.materials).toEqual([]);
    const read = await server.app.request(`http://localhost:3000${json.material.url}`, { headers: { cookie: cookieOf(bob) } });
    expect(read.status).toBe(404);
    const del = await server.app.request(`http://localhost:3000/api/materials/${json.material.id}`, {
      method: 'DELETE',
      headers: { origin: 'http://localhost:3000', cookie: cookieOf(bob) },
    });
    expect(del.status).toBe(404);
    const own = await server.app.request(`http://localhost:3000/api/materials/${json.material.id}`, {
      method: 'DELETE',
      headers: { origin: 'http://localhost:3000', cookie: cookieOf(alice) },
    });
    expect(own.status).toBe(204);
    expect((await alice.get('/api/materials')).json.materials.map((m: { name: string }) => m.name)).not.toContain('private');
  });

  it('refuses guests, non-images and bad fields with clear messages', async () => {
    expect((await post(null, await sampleImage('png', 8, 8))).status).toBe(401);
    const notImage = await post(alice, Buffer.from('hello, not an image'));
    expect(notImage.status).toBe(415);
    const badName = await post(alice, await sampleImage('png', 8, 8), { name: '../../etc/passwd' });
    expect(badName.status).toBe(400);
    const badSource = await post(alice, await sampleImage('png', 8, 8), { source: 'stolen' });
    expect(badSource.status).toBe(400);
    expect((await guest.get('/api/materials')).status).toBe(401);
  });

  it('accepts an image above the 2 MB JSON limit (uploads have their own limit)', async () => {
    const sharp = (await import('sharp')).default;
    const noise = Buffer.alloc(1100 * 1000 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 1100, height: 1000, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await post(alice, big, { name: 'big' });
    expect(res.status).toBe(201);
    expect(res.json.material).toMatchObject({ width: 1100, height: 1000, size: big.length });
  });

  it('sanitises an SVG material', async () => {
    const res = await post(alice, Buffer.from(EVIL_SVG), { name: 'vector' }, 'x.svg');
    expect(res.status).toBe(201);
    const key = res.json.material.url.replace('/api/files/raw/', '');
    const stored = (await server.deps.storage.getBuffer(key))!.toString();
    expect(stored).not.toMatch(/<script|onload/i);
  });
});
