import { describe, expect, it } from 'vitest';
import { isAllowedImageUrl } from './image-hosts';

const opts = { appOrigin: 'https://stickerstudio.ca', extraHosts: ['cdn.example', 'stickers.s3.amazonaws.com'] };
const allowed = (url: string, o: Parameters<typeof isAllowedImageUrl>[1] = opts) => isAllowedImageUrl(url, o);

describe('isAllowedImageUrl: inline images (SPEC §5)', () => {
  it('accepts base64 data URLs of the image types', () => {
    for (const type of ['png', 'jpeg', 'webp', 'gif', 'svg+xml']) expect(allowed(`data:image/${type};base64,iVBORw0KGgo=`), type).toBe(true);
    expect(allowed('DATA:IMAGE/PNG;base64,AAAA')).toBe(true);
  });
  it('refuses other data URLs', () => {
    expect(allowed('data:text/html;base64,PHNjcmlwdD4=')).toBe(false);
    expect(allowed('data:image/svg+xml,<svg onload=alert(1)>')).toBe(false);
    expect(allowed('data:image/svg+xml;utf8,<svg/>')).toBe(false);
    expect(allowed('data:image/bmp;base64,AAAA')).toBe(false);
    expect(allowed('data:image/png;base64,')).toBe(false);
    expect(allowed('data:image/png;base64,AA AA')).toBe(false);
    expect(allowed('data:image/png;base64,AAAA"onerror="x')).toBe(false);
    expect(allowed('data:image/png;charset=utf-8;base64,AAAA')).toBe(false);
    expect(allowed('data:image/pngx;base64,AAAA')).toBe(false);
  });
});

describe('isAllowedImageUrl: the app itself', () => {
  it('accepts same-origin paths', () => {
    expect(allowed('/api/files/materials/u1/pasted-image-1.png')).toBe(true);
    expect(allowed('/api/files/a%20b.png?v=2#x')).toBe(true);
    expect(allowed('/')).toBe(true);
  });
  it('accepts the app origin, including its host written differently', () => {
    expect(allowed('https://stickerstudio.ca/api/files/x.png')).toBe(true);
    expect(allowed('https://StickerStudio.CA:443/x.png')).toBe(true);
  });
  it('refuses protocol-relative and backslash tricks', () => {
    expect(allowed('//evil.example/x.png')).toBe(false);
    expect(allowed('/\\evil.example/x.png')).toBe(false);
    expect(allowed('\\\\evil.example/x.png')).toBe(false);
    expect(allowed('https:\\\\evil.example/x.png')).toBe(false);
  });
  it('refuses relative paths without a leading slash (their meaning depends on the page)', () => {
    expect(allowed('images/x.png')).toBe(false);
    expect(allowed('evil.example/x.png')).toBe(false);
  });
  it('allows http only when the app itself runs on http (development)', () => {
    const dev = { appOrigin: 'http://localhost:5173' };
    expect(allowed('http://localhost:5173/api/files/x.png', dev)).toBe(true);
    expect(allowed('/api/files/x.png', dev)).toBe(true);
    expect(allowed('http://localhost:5174/x.png', dev)).toBe(false);
    expect(allowed('http://stickerstudio.ca/x.png')).toBe(false);
  });
  it('refuses another port of the app host', () => {
    expect(allowed('https://stickerstudio.ca:8443/x.png')).toBe(false);
  });
});

describe('isAllowedImageUrl: blob URLs', () => {
  it('accepts blob URLs of the app origin only', () => {
    expect(allowed('blob:https://stickerstudio.ca/6f1c7b9e-0e3a-4d8e-9d2c-1b2a3c4d5e6f')).toBe(true);
    expect(allowed('blob:https://evil.example/6f1c7b9e-0e3a-4d8e-9d2c-1b2a3c4d5e6f')).toBe(false);
    expect(allowed('blob:null/6f1c7b9e')).toBe(false);
    expect(allowed('blob:https://stickerstudio.ca')).toBe(false);
    expect(allowed('blob:https://user:pw@stickerstudio.ca/6f1c7b9e')).toBe(false);
  });
});

describe('isAllowedImageUrl: extra hosts', () => {
  it('accepts https URLs on a listed host', () => {
    expect(allowed('https://cdn.example/stickers/a.webp')).toBe(true);
    expect(allowed('https://CDN.example/a.png')).toBe(true);
    expect(allowed('https://stickers.s3.amazonaws.com/u1/a.png?X-Amz-Signature=abc')).toBe(true);
  });
  it('matches the host exactly: no look-alikes, suffixes or unlisted subdomains', () => {
    expect(allowed('https://evilcdn.example/a.png')).toBe(false);
    expect(allowed('https://cdn.example.evil.example/a.png')).toBe(false);
    expect(allowed('https://x.cdn.example/a.png')).toBe(false);
    expect(allowed('https://other.s3.amazonaws.com/a.png')).toBe(false);
    expect(allowed('https://cdn.example./a.png')).toBe(false);
    expect(allowed('https://cdn.example:8443/a.png')).toBe(false);
    expect(allowed('https://x.cdn.example/a.png', { ...opts, extraHosts: ['cdn.example', 'x.cdn.example'] })).toBe(true);
  });
  it('refuses http on a listed host', () => {
    expect(allowed('http://cdn.example/a.png')).toBe(false);
  });
  it('accepts entries written as origins or with a port', () => {
    const o = { appOrigin: 'https://app.example', extraHosts: ['https://CDN.example/', 'media.example:8443'] };
    expect(allowed('https://cdn.example/a.png', o)).toBe(true);
    expect(allowed('https://media.example:8443/a.png', o)).toBe(true);
    expect(allowed('https://media.example/a.png', o)).toBe(false);
  });
  it('ignores entries that are not a bare https host (a path would widen a shared host to all its buckets)', () => {
    const o = { appOrigin: 'https://app.example', extraHosts: ['http://cdn.example', 'https://s3.amazonaws.com/bucket', '', 'not a host'] };
    expect(allowed('http://cdn.example/a.png', o)).toBe(false);
    expect(allowed('https://cdn.example/a.png', o)).toBe(false);
    expect(allowed('https://s3.amazonaws.com/bucket/a.png', o)).toBe(false);
  });
  it('refuses unlisted hosts', () => {
    expect(allowed('https://evil.example/a.png')).toBe(false);
    expect(allowed('https://evil.example/a.png', { appOrigin: 'https://stickerstudio.ca' })).toBe(false);
  });
});

describe('isAllowedImageUrl: refused outright', () => {
  it('refuses script and other schemes', () => {
    expect(allowed('javascript:alert(1)')).toBe(false);
    expect(allowed('JavaScript:alert(1)')).toBe(false);
    expect(allowed('java\tscript:alert(1)')).toBe(false);
    expect(allowed(' javascript:alert(1)')).toBe(false);
    expect(allowed('vbscript:msgbox(1)')).toBe(false);
    expect(allowed('file:///etc/passwd')).toBe(false);
    expect(allowed('ftp://cdn.example/a.png')).toBe(false);
    expect(allowed('filesystem:https://stickerstudio.ca/temporary/a.png')).toBe(false);
  });
  it('refuses credentials in the URL, even on an allowed host', () => {
    expect(allowed('https://user:pw@cdn.example/a.png')).toBe(false);
    expect(allowed('https://user@stickerstudio.ca/a.png')).toBe(false);
    expect(allowed('https://cdn.example@evil.example/a.png')).toBe(false);
  });
  it('refuses whitespace and control characters anywhere', () => {
    expect(allowed(' https://cdn.example/a.png')).toBe(false);
    expect(allowed('https://cdn.example/a.png\n')).toBe(false);
    expect(allowed('https://cdn.ex\tample/a.png')).toBe(false);
    expect(allowed('/api/files/\u0000x.png')).toBe(false);
  });
  it('refuses invalid URLs and a bad app origin', () => {
    expect(allowed('')).toBe(false);
    expect(allowed('https://')).toBe(false);
    expect(allowed('https://[::1/a.png')).toBe(false);
    expect(allowed('not a url')).toBe(false);
    expect(allowed('/api/files/x.png', { appOrigin: 'not an origin' })).toBe(false);
    expect(allowed('/api/files/x.png', { appOrigin: 'javascript:alert(1)' })).toBe(false);
    expect(isAllowedImageUrl(undefined as unknown as string, opts)).toBe(false);
  });
});
