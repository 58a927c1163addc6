import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVIL_SVG, pngBomb, postUpload, SAMPLE_SVG, sampleImage } from '../../src/server/services/uploads/fixtures.testkit';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, TEST_ADMIN_EMAIL, type TestServer } from '../setup/test-server';

const MAX_BYTES = 300 * 1024;

describe.each(testDbKinds())('file uploads and serving on %s', (kind) => {
  let server: TestServer;
  let alice: ReturnType<TestServer['client']>;
  let bob: ReturnType<TestServer['client']>;
  let admin: ReturnType<TestServer['client']>;
  let guest: ReturnType<TestServer['client']>;
  const request = (url: string, init: RequestInit) => server.app.request(url, init);
  const upload = (who: { jar: Map<string, string> } | null, file: Buffer, name?: string, type?: string) => postUpload(request, who?.jar ?? null, file, name, type);
  const raw = (who: ReturnType<TestServer['client']>, url: string) => who.get(url);

  beforeAll(async () => {
    server = await startTestServer(kind, { UPLOAD_MAX_BYTES: String(MAX_BYTES), UPLOAD_MAX_PIXELS: '4000000' });
    [alice, bob, admin, guest] = [server.client(), server.client(), server.client(), server.client()];
    expect((await alice.signUp('alice@test.example')).status).toBe(200);
    expect((await bob.signUp('bob@test.example')).status).toBe(200);
    expect((await admin.signUpVerified(TEST_ADMIN_EMAIL)).status).toBe(200);
  });
  afterAll(() => server.stop());

  async function aliceId(): Promise<string> {
    return (await alice.get('/api/me')).json.user?.id ?? (await alice.get('/api/me')).json.id;
  }

  it.each([
    ['png', 'image/png', 'png'],
    ['jpeg', 'image/jpeg', 'jpg'],
    ['webp', 'image/webp', 'webp'],
    ['gif', 'image/gif', 'gif'],
  ] as const)('stores a %s upload under the user with its detected type, and serves it back', async (format, contentType, ext) => {
    const bytes = await sampleImage(format, 64, 48);
    // The declared name and type are wrong on purpose: only the bytes count.
    const res = await upload(alice, bytes, 'photo.bin', 'application/octet-stream');
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ contentType, size: bytes.length, width: 64, height: 48 });
    expect(res.json.key).toMatch(new RegExp(`^users/[^/]+/uploads/[0-9a-f-]{36}\\.${ext}$`));
    expect(res.json.url).toBe(`/api/files/raw/${res.json.key}`);
    expect(res.json.key.split('/')[1]).toBe(await aliceId());

    const got = await server.app.request(`http://localhost:3000${res.json.url}`, { headers: { cookie: [...alice.jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe(contentType);
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(Buffer.from(await got.arrayBuffer())).toEqual(bytes);
  });

  it('stores an SVG sanitised, and serves it as SVG', async () => {
    const res = await upload(alice, Buffer.from(EVIL_SVG), 'evil.svg', 'image/svg+xml');
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ contentType: 'image/svg+xml', width: 50, height: 50 });
    const stored = (await server.deps.storage.getBuffer(res.json.key))!.toString();
    expect(stored).not.toMatch(/<script|onload|onclick|evil\.example|169\.254|javascript:|foreignObject|@import/i);
    expect(stored).toContain('<svg');
    const got = await raw(alice, res.json.url);
    expect(got.headers.get('content-type')).toBe('image/svg+xml');
    expect(got.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(got.text).toBe(stored);

    const clean = await upload(alice, Buffer.from(SAMPLE_SVG), 'ok.svg', 'image/svg+xml');
    expect(clean.status).toBe(201);
    expect(clean.json).toMatchObject({ width: 120, height: 80 });
  });

  it('refuses guests with 401', async () => {
    const res = await upload(null, await sampleImage('png'));
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('unauthorized');
  });

  it.each([
    ['a PDF named .png', Buffer.from('%PDF-1.7\n1 0 obj << >> endobj'), 'x.png', 'image/png'],
    ['an HTML page named .png', Buffer.from('<!doctype html><script>alert(1)</script>'), 'x.png', 'image/png'],
    ['an HTML page named .svg', Buffer.from('<html><body><svg onload="alert(1)"></svg></body></html>'), 'x.svg', 'image/svg+xml'],
  ])('refuses %s with 415', async (_, bytes, name, type) => {
    const res = await upload(alice, bytes, name, type);
    expect(res.status).toBe(415);
    expect(res.json.error).toEqual({ code: 'unsupported_type', message: 'Only PNG, JPEG, WebP, GIF and SVG images can be uploaded.' });
  });

  it('refuses a file over the limit with 413', async () => {
    const big = Buffer.concat([await sampleImage('png'), Buffer.alloc(MAX_BYTES)]);
    const res = await upload(alice, big);
    expect(res.status).toBe(413);
    expect(res.json.error).toEqual({ code: 'payload_too_large', message: 'The file is larger than 0.3 MB.' });
  });

  it('refuses a declared Content-Length over the limit before reading the body', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const res = await server.app.request('http://localhost:3000/api/files/upload', {
      method: 'POST',
      body: endless,
      duplex: 'half',
      headers: { origin: 'http://localhost:3000', cookie: [...alice.jar].map(([k, v]) => `${k}=${v}`).join('; '), 'content-type': 'multipart/form-data; boundary=x' },
    } as RequestInit);
    expect(res.status).toBe(413);
    // The cap stops reading an undeclared (streamed) body soon after the limit.
    expect(pulled).toBeLessThan(MAX_BYTES + 64 * 1024 + 4 * 64 * 1024);
    const declared = await server.app.request('http://localhost:3000/api/files/upload', {
      method: 'POST',
      body: 'x',
      headers: {
        origin: 'http://localhost:3000',
        cookie: [...alice.jar].map(([k, v]) => `${k}=${v}`).join('; '),
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(50 * 1024 * 1024),
      },
    });
    expect(declared.status).toBe(413);
  });

  it('refuses a pixel bomb with 422', async () => {
    const res = await upload(alice, await pngBomb());
    expect(res.status).toBe(422);
    expect(res.json.error).toEqual({ code: 'too_many_pixels', message: 'The image is too large (20000×20000 pixels). The limit is 4 megapixels.' });
  });

  it('asks for the file field', async () => {
    const form = new FormData();
    form.append('other', 'x');
    const res = await server.app.request('http://localhost:3000/api/files/upload', {
      method: 'POST',
      body: form,
      headers: { origin: 'http://localhost:3000', cookie: [...alice.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.status).toBe(400);
  });

  it("keeps a user's files to that user and admins", async () => {
    const { json } = await upload(alice, await sampleImage('png'));
    expect((await raw(alice, json.url)).status).toBe(200);
    expect((await raw(admin, json.url)).status).toBe(200);
    const other = await raw(bob, json.url);
    expect(other.status).toBe(404);
    expect(other.json.error.code).toBe('not_found');
    expect((await raw(guest, json.url)).status).toBe(401);
    // A missing file of one's own is a 404 too.
    expect((await raw(alice, json.url.replace(/[0-9a-f]{8}-/, '00000000-'))).status).toBe(404);
  });

  it('serves public prefixes to anyone and nothing outside the known prefixes', async () => {
    const png = await sampleImage('png');
    for (const key of ['public/a.png', 'thumbnails/d1.png', 'library/set/b.png', 'secret/c.png', 'c.png']) await server.deps.storage.put(key, png, 'image/png');
    for (const key of ['public/a.png', 'thumbnails/d1.png', 'library/set/b.png']) {
      const res = await raw(guest, `/api/files/raw/${key}`);
      expect(res.status, key).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, no-cache');
    }
    for (const path of [
      'secret/c.png',
      'c.png',
      'users/..%2Fpublic/a.png',
      'users/x%2F..%2F..%2Fpublic/a.png',
      'public/%2e%2e/secret/c.png',
      'public//a.png',
      'public/%00a.png',
      'public/%E0%A4%A.png',
    ]) {
      const res = await raw(admin, `/api/files/raw/${path}`);
      expect(res.status, path).toBe(404);
      expect(res.json.error.code).toBe('not_found');
    }
  });

  it('answers HEAD without a body', async () => {
    await server.deps.storage.put('public/head.png', await sampleImage('png'), 'image/png');
    const res = await server.app.request('http://localhost:3000/api/files/raw/public/head.png', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(await res.text()).toBe('');
  });
});
