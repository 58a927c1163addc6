import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../setup/test-server';

/** Real files made by other hands (tests/fixtures/art/README.md). */
const fixture = (name: string) => readFileSync(new URL(`../fixtures/art/${name}`, import.meta.url));

describe('sticker art uploads (POST /api/files/art, decision 80)', () => {
  let server: TestServer;
  let alice: ReturnType<TestServer['client']>;
  const cookie = () => [...alice.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  async function upload(file: Buffer, name: string) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), name);
    const res = await server.app.request('http://localhost:3000/api/files/art', { method: 'POST', body: form, headers: { origin: 'http://localhost:3000', cookie: cookie() } });
    return { status: res.status, json: await res.json() };
  }

  beforeAll(async () => {
    server = await startTestServer('pglite');
    alice = server.client();
    expect((await alice.signUp('alice@test.example')).status).toBe(200);
  });
  afterAll(() => server.stop());

  it('takes an Illustrator file saved with PDF compatibility: the stand-in is the image, the PDF is kept beside it', async () => {
    const ai = fixture('requests-logo.ai');
    const res = await upload(ai, 'requests-logo.ai');
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ contentType: 'image/png', width: 1638, height: 2048 });
    expect(res.json.key).toMatch(/^users\/[^/]+\/uploads\/[0-9a-f-]{36}\.pdf\.png$/);
    const pdf = await server.deps.storage.getBuffer(res.json.key.replace(/\.png$/, ''));
    expect(pdf?.equals(ai)).toBe(true);
    const standIn = await alice.get(res.json.url);
    expect(standIn.status).toBe(200);
  });

  it('takes a viewBox-only SVG and answers the size it stored it at', async () => {
    const res = await upload(fixture('mdbook-favicon.svg'), 'favicon.svg');
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ contentType: 'image/svg+xml', width: 1024, height: 945 });
  });

  it('refuses EPS and HEIC with 415 and the format to send instead', async () => {
    const eps = await upload(fixture('tk-pwrd-logo.eps'), 'logo.eps');
    expect(eps.status).toBe(415);
    expect(eps.json.error.code).toBe('unsupported_eps');
    expect(eps.json.error.message).toMatch(/^EPS files cannot be printed from here\. Save the art as PDF/);
    const heic = await upload(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(64)]), 'IMG_0001.HEIC');
    expect(heic.status).toBe(415);
    expect(heic.json.error.code).toBe('unsupported_heic');
  });

  it('still refuses a PDF on the plain image upload', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(fixture('requests-logo.ai'))]), 'logo.ai');
    const res = await server.app.request('http://localhost:3000/api/files/upload', { method: 'POST', body: form, headers: { origin: 'http://localhost:3000', cookie: cookie() } });
    expect(res.status).toBe(415);
  });
});
