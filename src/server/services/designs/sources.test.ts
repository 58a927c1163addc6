import { describe, expect, it } from 'vitest';
import { S3Storage } from '../../providers/storage/s3';
import type { StoragePort } from '../../providers/storage/types';
import { appOriginsOf, collectSources, rewriteSources, safeFileName, storageKeyOf, uniqueName } from './sources';

const local = { publicUrl: (key: string) => `/api/files/raw/${key.split('/').map(encodeURIComponent).join('/')}` } as StoragePort;
const ctx = { storage: local, appOrigins: ['http://localhost:3000', 'https://stickerstudio.ca'] };

describe('storageKeyOf', () => {
  it('reads keys from this app’s file URLs', () => {
    expect(storageKeyOf('/api/files/raw/users/u1/uploads/a.png', ctx)).toBe('users/u1/uploads/a.png');
    expect(storageKeyOf('/api/files/raw/users/u%201/a%20b.png?v=1', ctx)).toBe('users/u 1/a b.png');
    expect(storageKeyOf('http://localhost:3000/api/files/raw/users/u1/a.png', ctx)).toBe('users/u1/a.png');
    expect(storageKeyOf('https://stickerstudio.ca/api/files/raw/AutoSave-Images/u1/a.png', ctx)).toBe('AutoSave-Images/u1/a.png');
  });

  it('ignores other hosts, loopback/private/metadata addresses, other schemes and unsafe keys', () => {
    for (const src of [
      'https://evil.example/api/files/raw/users/u1/a.png',
      'http://127.0.0.1:3000/api/files/raw/users/u1/a.png',
      'http://localhost:3001/api/files/raw/users/u1/a.png',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/api/files/raw/users/u1/a.png',
      'http://10.0.0.1/api/files/raw/users/u1/a.png',
      'https://stickerstudio.ca.evil.example/api/files/raw/users/u1/a.png',
      'file:///etc/passwd',
      'data:image/png;base64,AAAA',
      '/api/files/raw/users/../etc/passwd',
      '/api/files/raw/users/u1/%2e%2e/x',
      '/api/files/raw/%E0%A4%A',
      '//evil.example/api/files/raw/users/u1/a.png',
      'users/u1/a.png',
      '',
    ])
      expect(storageKeyOf(src, ctx), src).toBeNull();
  });

  it('reads the storage’s own CDN URLs of public keys, and nothing else under the CDN', () => {
    const s3 = new S3Storage({ bucket: 'b', region: 'us-east-1', forcePathStyle: true, cdnUrl: 'https://cdn.example/' });
    const c = { storage: s3, appOrigins: [], cdnUrl: 'https://cdn.example/' };
    expect(storageKeyOf('https://cdn.example/library/set/a.png', c)).toBe('library/set/a.png');
    // A private key is never a CDN URL (the storage would give the app URL), so it is not ours.
    expect(storageKeyOf('https://cdn.example/users/u1/a.png', c)).toBeNull();
    expect(storageKeyOf('https://cdn.example.evil/library/a.png', c)).toBeNull();
  });
});

describe('appOriginsOf', () => {
  it('lists PUBLIC_URL and the SPEC domains with and without www', () => {
    const origins = appOriginsOf({ publicUrl: 'http://localhost:3000', site: { primaryDomain: 'stickerstudio.ca', allowedDomains: ['www.stickerstudio.com'] } });
    expect(origins).toEqual(
      expect.arrayContaining(['http://localhost:3000', 'https://stickerstudio.ca', 'https://www.stickerstudio.ca', 'https://www.stickerstudio.com', 'https://stickerstudio.com']),
    );
  });
});

describe('safeFileName (SPEC §5)', () => {
  it('makes the name alphanumeric with underscores and keeps the extension', () => {
    expect(safeFileName('users/u1/materials/My photo (1).JPG')).toBe('My_photo__1_.jpg');
    expect(safeFileName('users/u1/uploads/3f2a-4b.png')).toBe('3f2a_4b.png');
    expect(safeFileName('users/u1/uploads/ünïcødé.webp')).toBe('_n_c_d_.webp');
    expect(safeFileName('users/u1/uploads/noext')).toBe('noext');
    expect(safeFileName('users/u1/uploads/.hidden')).toBe('_hidden');
    expect(safeFileName('users/u1/uploads/a.we!rd')).toBe('a_we_rd');
    expect(safeFileName(`users/u1/${'x'.repeat(300)}.png`)).toBe(`${'x'.repeat(100)}.png`);
  });
  it('adds a suffix when the name is taken', () => {
    expect(uniqueName('a.png', new Set(['a.png', 'a_2.png']))).toBe('a_3.png');
    expect(uniqueName('a', new Set(['a']))).toBe('a_2');
  });
});

describe('collectSources / rewriteSources', () => {
  const doc = {
    objects: [
      { type: 'image', src: 'one' },
      {
        type: 'group',
        objects: [
          { type: 'image', src: 'two' },
          { type: 'image', src: 'one', clipPath: { type: 'image', src: 'three' } },
        ],
      },
      { type: 'rect', fill: { type: 'pattern', source: 'four' } },
      { type: 'text', source: 'not an image', text: 'src' },
    ],
    overlayImage: { type: 'image', src: 'five' },
    backgroundImage: { type: 'image', src: 'six' },
  };
  it('finds every image source once', () => {
    expect(collectSources(doc).sort()).toEqual(['five', 'four', 'one', 'six', 'three', 'two']);
  });
  it('rewrites without touching the input or what it does not map', () => {
    const before = JSON.stringify(doc);
    const out = rewriteSources(doc, (s) => (s === 'one' ? 'ONE' : s === 'four' ? 'FOUR' : undefined));
    expect(JSON.stringify(doc)).toBe(before);
    expect(collectSources(out).sort()).toEqual(['FOUR', 'ONE', 'five', 'six', 'three', 'two']);
    expect(out.objects[3]).toBe(doc.objects[3]);
    expect(rewriteSources(doc, () => undefined)).toBe(doc);
  });
});
