import { describe, expect, it } from 'vitest';
import { isPublicKey, ownerOfKey } from './keys';

describe('ownerOfKey', () => {
  it('owns users/{uid}/… and SPEC §7 AutoSave-Images/{uid}/… keys', () => {
    expect(ownerOfKey('users/u1/uploads/a.png')).toBe('u1');
    expect(ownerOfKey('users/u1/designs/d1/files/design-r1-abcd1234.json')).toBe('u1');
    expect(ownerOfKey('AutoSave-Images/u1/x.png')).toBe('u1');
    expect(ownerOfKey('AutoSave-Images/u1/sub/x.png')).toBe('u1');
  });

  it('owns nothing else: no file directly under the prefix, other spellings, public prefixes', () => {
    for (const key of [
      'users/u1',
      'users/u1/',
      'AutoSave-Images/u1',
      'AutoSave-Images/u1/',
      'autosave-images/u1/x.png',
      'AutoSave-Images-x/u1/x.png',
      'x/AutoSave-Images/u1/a.png',
      'thumbnails/d-1.jpg',
      'public/a.png',
      'library/a.png',
    ])
      expect(ownerOfKey(key), key).toBeNull();
  });

  it('keeps auto-save images private and thumbnails public', () => {
    expect(isPublicKey('AutoSave-Images/u1/x.png')).toBe(false);
    expect(isPublicKey('thumbnails/d1-1-abcd1234.jpg')).toBe(true);
  });
});
