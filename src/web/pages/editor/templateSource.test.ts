import { describe, expect, it } from 'vitest';
import { sameOriginUrl, templateSourceFrom } from './templateSource';

describe('templateSourceFrom', () => {
  it('accepts a same-origin path', () => {
    expect(templateSourceFrom('?src=/templates/birthday.json')).toEqual({ kind: 'src', src: '/templates/birthday.json' });
    expect(templateSourceFrom('?src=%2Ffiles%2Fa%20b.json')).toEqual({ kind: 'src', src: '/files/a b.json' });
  });

  it('opens a gallery template by id, and refuses an id that is not one', () => {
    expect(templateSourceFrom('?id=3f1c2b9e-0000-4000-8000-000000000001')).toEqual({ kind: 'src', src: '/api/templates/3f1c2b9e-0000-4000-8000-000000000001/document' });
    expect(templateSourceFrom('?id=..%2F..%2Fadmin')).toEqual({ kind: 'rejected', reason: 'bad-id' });
    expect(templateSourceFrom('?id=a&src=/t.json')).toEqual({ kind: 'src', src: '/t.json' });
  });

  it('has nothing to open without src', () => {
    expect(templateSourceFrom('')).toEqual({ kind: 'none' });
    expect(templateSourceFrom('?src=')).toEqual({ kind: 'none' });
  });

  it('refuses a design in the address', () => {
    expect(templateSourceFrom('?json=%7B%22objects%22%3A%5B%5D%7D')).toEqual({ kind: 'rejected', reason: 'json-in-url' });
  });

  it('refuses anything that could leave the origin', () => {
    for (const src of ['https://evil.example/t.json', '//evil.example/t.json', '/\\evil.example/t.json', 'templates/t.json', 'javascript:alert(1)', '/a\nb', ' /t.json']) {
      expect(templateSourceFrom(new URLSearchParams({ src })), src).toEqual({ kind: 'rejected', reason: 'not-same-origin' });
    }
  });
});

describe('sameOriginUrl', () => {
  it('resolves paths on the origin and refuses the rest', () => {
    expect(sameOriginUrl('/t.json', 'https://shop.example')).toBe('https://shop.example/t.json');
    expect(sameOriginUrl('/../t.json', 'https://shop.example')).toBe('https://shop.example/t.json');
    expect(sameOriginUrl('//evil.example/t.json', 'https://shop.example')).toBeNull();
  });
});
