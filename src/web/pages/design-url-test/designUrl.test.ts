import { describe, expect, it } from 'vitest';
import { checkDesignUrl } from './designUrl';

const ORIGIN = 'https://shop.example';

describe('checkDesignUrl', () => {
  it("accepts this app's storage files and the catalog's design files, relative or absolute", () => {
    expect(checkDesignUrl('/api/files/raw/users/u1/designs/d1/files/design-r1-ab.json', ORIGIN)).toEqual({
      ok: true,
      url: 'https://shop.example/api/files/raw/users/u1/designs/d1/files/design-r1-ab.json',
    });
    expect(checkDesignUrl('https://shop.example/api/templates/3f1c-22/document', ORIGIN)).toMatchObject({ ok: true });
    expect(checkDesignUrl('/api/library/abc/document', ORIGIN)).toMatchObject({ ok: true });
  });

  it('refuses other hosts, naming them', () => {
    expect(checkDesignUrl('https://evil.example/api/files/raw/x.json', ORIGIN)).toEqual({ ok: false, reason: 'foreign', host: 'evil.example' });
    expect(checkDesignUrl('//evil.example/api/files/raw/x.json', ORIGIN)).toEqual({ ok: false, reason: 'foreign', host: 'evil.example' });
    expect(checkDesignUrl('http://shop.example/api/files/raw/x.json', ORIGIN)).toMatchObject({ ok: false, reason: 'foreign' });
  });

  it('refuses paths that are not storage, tricks and nothing at all', () => {
    expect(checkDesignUrl('/api/me', ORIGIN)).toEqual({ ok: false, reason: 'notStorage' });
    expect(checkDesignUrl('/api/files/raw/%2e%2e/secret.json', ORIGIN)).toEqual({ ok: false, reason: 'notStorage' });
    expect(checkDesignUrl('/api/files/raw/a.json?x=1', ORIGIN)).toEqual({ ok: false, reason: 'notStorage' });
    expect(checkDesignUrl('/\\evil.example/x', ORIGIN)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkDesignUrl('javascript:alert(1)', ORIGIN)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkDesignUrl('', ORIGIN)).toEqual({ ok: false, reason: 'missing' });
    expect(checkDesignUrl(null, ORIGIN)).toEqual({ ok: false, reason: 'missing' });
  });
});
