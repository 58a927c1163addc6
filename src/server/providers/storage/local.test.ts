import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { storageContract } from './contract.testkit';
import { createStorage } from './index';
import { LocalStorage } from './local';

describe('LocalStorage', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ss-storage-'));
  const storage = new LocalStorage(root);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  storageContract(() => storage);

  it('writes under the root, atomically, with no temporary files left behind', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, i) => storage.put('public/race.png', Buffer.alloc(1000, i), 'image/png')));
    const got = await storage.getBuffer('public/race.png');
    expect(got?.length).toBe(1000);
    expect(new Set(got)).toHaveProperty('size', 1); // one whole write won, never a mix
    expect(fs.readdirSync(path.join(root, 'public')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(fs.existsSync(path.join(root, 'public/race.png'))).toBe(true);
  });

  it('refuses keys that would collide with its metadata files', async () => {
    await expect(storage.put('public/a.png.meta.json', Buffer.from('{}'), 'application/json')).rejects.toThrow(/Unsafe/);
    await expect(storage.put('public/a.tmp', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe/);
  });

  it('is what createStorage picks by default', () => {
    const s = createStorage(loadConfig({ DATA_DIR: root }));
    expect(s.kind).toBe('local');
  });

  it('is replaced by S3 when STORAGE_DRIVER=s3; public keys then use the CDN, private ones the app', () => {
    const s = createStorage(loadConfig({ DATA_DIR: root, STORAGE_DRIVER: 's3', S3_BUCKET: 'b', SITE_CDN_URL: 'https://cdn.example/' }));
    expect(s.kind).toBe('s3');
    expect(s.publicUrl('thumbnails/d1.png')).toBe('https://cdn.example/thumbnails/d1.png');
    expect(s.publicUrl('users/u1/uploads/a.png')).toBe('/api/files/raw/users/u1/uploads/a.png');
  });
});
