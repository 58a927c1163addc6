import { buffer } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import type { StoragePort } from './types';

/** The behaviour every StoragePort must have; run against local disk and an S3-compatible server. */
export function storageContract(getStorage: () => StoragePort) {
  it('round-trips bytes with their content type', async () => {
    const s = getStorage();
    const body = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    expect(await s.put('users/u1/uploads/a.png', body, 'image/png')).toEqual({ key: 'users/u1/uploads/a.png', contentType: 'image/png', size: 8 });
    const got = await s.get('users/u1/uploads/a.png');
    expect(got?.contentType).toBe('image/png');
    expect(got?.size).toBe(8);
    expect(await buffer(got!.body)).toEqual(body);
    expect(await s.getBuffer('users/u1/uploads/a.png')).toEqual(body);
  });

  it('keeps each content type, and overwrites in place', async () => {
    const s = getStorage();
    await s.put('public/x.svg', Buffer.from('<svg/>'), 'image/svg+xml');
    await s.put('public/x.json', Buffer.from('{}'), 'application/json');
    expect((await s.get('public/x.svg'))?.contentType).toBe('image/svg+xml');
    await s.put('public/x.json', Buffer.from('{"a":1}'), 'application/json');
    const got = await s.get('public/x.json');
    expect(got?.contentType).toBe('application/json');
    expect((await buffer(got!.body)).toString()).toBe('{"a":1}');
  });

  it('answers null for a missing object and deletes idempotently', async () => {
    const s = getStorage();
    expect(await s.get('public/missing.png')).toBeNull();
    expect(await s.getBuffer('public/missing.png')).toBeNull();
    await s.put('public/gone.png', Buffer.from('x'), 'image/png');
    await s.delete('public/gone.png');
    await s.delete('public/gone.png');
    expect(await s.get('public/gone.png')).toBeNull();
  });

  it('lists by prefix, in key order, page by page', async () => {
    const s = getStorage();
    for (let i = 0; i < 5; i++) await s.put(`library/set/${i}.png`, Buffer.from(`img${i}`), 'image/png');
    await s.put('library/setother/z.png', Buffer.from('z'), 'image/png');
    const all = await s.list('library/set/');
    expect(all.map((o) => o.key)).toEqual([0, 1, 2, 3, 4].map((i) => `library/set/${i}.png`));
    expect(all[0]).toMatchObject({ contentType: 'image/png', size: 4 });
    expect((await s.list('library/set')).length).toBe(6);

    const first = await s.listPage('library/set/', { limit: 2 });
    expect(first.objects.map((o) => o.key)).toEqual(['library/set/0.png', 'library/set/1.png']);
    expect(first.nextCursor).toBeTruthy();
    const second = await s.listPage('library/set/', { limit: 2, cursor: first.nextCursor });
    expect(second.objects.map((o) => o.key)).toEqual(['library/set/2.png', 'library/set/3.png']);
    const last = await s.listPage('library/set/', { limit: 2, cursor: second.nextCursor });
    expect(last.objects.map((o) => o.key)).toEqual(['library/set/4.png']);
    expect(last.nextCursor).toBeUndefined();
    expect(await s.list('nothing-here/')).toEqual([]);
  });

  it('refuses unsafe keys', async () => {
    const s = getStorage();
    for (const key of ['../x', '/abs', 'a//b', 'a/../b', 'a/./b', 'a\\b', '', 'a/b/', 'a\u0000b']) {
      await expect(s.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/Unsafe storage key/);
      await expect(s.get(key), key).rejects.toThrow(/Unsafe storage key/);
      await expect(s.delete(key), key).rejects.toThrow(/Unsafe storage key/);
    }
  });

  it('gives private keys an app URL', () => {
    expect(getStorage().publicUrl('users/u 1/uploads/a b.png')).toBe('/api/files/raw/users/u%201/uploads/a%20b.png');
  });
}
