import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageContract } from '../../src/server/providers/storage/contract.testkit';
import { S3Storage } from '../../src/server/providers/storage/s3';
import { postUpload, sampleImage } from '../../src/server/services/uploads/fixtures.testkit';
import { type S3rver, startS3rver, stopS3rver } from '../setup/s3rver';
import { startTestServer } from '../setup/test-server';

/** The storage contract against a real S3-compatible server (s3rver) on loopback. */
describe('S3Storage against s3rver', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ss-s3rver-'));
  let s3: S3rver | undefined;
  let storage: S3Storage;
  let endpoint: string;

  beforeAll(async () => {
    s3 = await startS3rver(dir, 'stickers');
    endpoint = s3.endpoint;
    storage = new S3Storage({
      bucket: 'stickers',
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
  });
  afterAll(async () => {
    storage?.destroy();
    if (s3) await stopS3rver(s3);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  storageContract(() => storage);

  it('stores the content type on the object itself', async () => {
    await storage.put('public/t.webp', Buffer.from('RIFF'), 'image/webp');
    const got = await storage.get('public/t.webp');
    expect(got?.contentType).toBe('image/webp');
    got?.body.destroy();
  });

  it('is what the app uses with STORAGE_DRIVER=s3, proxying private files through the same checks', async () => {
    const env = { STORAGE_DRIVER: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: 'stickers', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
    const app = await startTestServer('pglite', env);
    try {
      expect(app.deps.storage.kind).toBe('s3');
      const [alice, bob] = [app.client(), app.client()];
      await alice.signUp('alice@test.example');
      await bob.signUp('bob@test.example');
      const png = await sampleImage('png', 10, 10);
      const res = await postUpload((url, init) => app.app.request(url, init), alice.jar, png);
      expect(res.status).toBe(201);
      expect(res.json.url).toBe(`/api/files/raw/${res.json.key}`);
      expect((await storage.get(res.json.key))?.contentType).toBe('image/png');
      const got = await alice.get(res.json.url);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('image/png');
      expect(got.headers.get('content-length')).toBe(String(png.length));
      expect((await bob.get(res.json.url)).status).toBe(404);
      expect((await app.client().get(res.json.url)).status).toBe(401);
      expect((await app.client().get('/api/files/raw/public/missing.png')).status).toBe(404);
    } finally {
      await app.stop();
    }
  });
});
