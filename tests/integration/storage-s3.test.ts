import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageContract } from '../../src/server/providers/storage/contract.testkit';
import { S3Storage } from '../../src/server/providers/storage/s3';
import { postUpload, sampleImage } from '../../src/server/services/uploads/fixtures.testkit';
import { startTestServer } from '../setup/test-server';

/**
 * s3rver runs in a child process because its ListObjectsV2 continuation tokens use DES, which Node 20's
 * OpenSSL 3 only offers with --openssl-legacy-provider (without it every truncated listing is a 500).
 */
const S3RVER_SCRIPT = `
const S3rver = require('s3rver');
const server = new S3rver({ address: '127.0.0.1', port: 0, directory: process.argv[1], silent: true, configureBuckets: [{ name: 'stickers' }] });
server.run().then(({ port }) => console.log(JSON.stringify({ port })));
`;

async function startS3rver(dir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '-e', S3RVER_SCRIPT, dir], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  return { child, port: JSON.parse(line).port };
}

/** The storage contract against a real S3-compatible server (s3rver) on loopback. */
describe('S3Storage against s3rver', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ss-s3rver-'));
  let child: ChildProcess | undefined;
  let storage: S3Storage;
  let endpoint: string;

  beforeAll(async () => {
    const started = await startS3rver(dir);
    child = started.child;
    endpoint = `http://127.0.0.1:${started.port}`;
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
    if (child && child.exitCode === null) {
      child.kill();
      await once(child, 'exit');
    }
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
