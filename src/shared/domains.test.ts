import { describe, expect, it } from 'vitest';
import { allowedHosts, decideHost, normaliseHost, redirectUrl, safeRedirectPath } from './domains';

const config = { primaryDomain: 'stickerstudio.ca' };

describe('allowed hosts (SPEC §9)', () => {
  it('are the primary domain, its .com form and the www forms of both', () => {
    expect([...allowedHosts(config)].sort()).toEqual(['stickerstudio.ca', 'stickerstudio.com', 'www.stickerstudio.ca', 'www.stickerstudio.com']);
  });
  it('include extra configured domains with their www forms', () => {
    expect(allowedHosts({ ...config, extraDomains: ['shop.example'] }).has('www.shop.example')).toBe(true);
  });
});

describe('decideHost (SPEC §5)', () => {
  it('allows the allowed bare hosts, with or without a port', () => {
    expect(decideHost('stickerstudio.ca', config)).toEqual({ action: 'allow' });
    expect(decideHost('StickerStudio.com:443', config)).toEqual({ action: 'allow' });
  });
  it('sends a www host to the bare host', () => {
    expect(decideHost('www.stickerstudio.com', config)).toEqual({ action: 'redirect', host: 'stickerstudio.com', reason: 'www' });
  });
  it('redirects any other host to the primary domain', () => {
    expect(decideHost('evil.example', config)).toEqual({ action: 'redirect', host: 'stickerstudio.ca', reason: 'unauthorised' });
    expect(decideHost('stickerstudio.ca.evil.example', config)).toMatchObject({ action: 'redirect', reason: 'unauthorised' });
  });
  it('always allows local development hosts, and everything when no primary domain is set', () => {
    expect(decideHost('localhost:3000', config)).toEqual({ action: 'allow' });
    expect(decideHost('127.0.0.1:8080', config)).toEqual({ action: 'allow' });
    expect(decideHost('anything.example', {})).toEqual({ action: 'allow' });
  });
  it('rejects invalid hosts', () => {
    expect(decideHost('', config)).toEqual({ action: 'reject', reason: 'invalid' });
    expect(decideHost('bad host', config)).toEqual({ action: 'reject', reason: 'invalid' });
    expect(normaliseHost('a..b')).toBeNull();
  });
});

describe('redirectUrl', () => {
  it('keeps path, query and hash', () => {
    expect(redirectUrl('stickerstudio.ca', { protocol: 'https:', pathname: '/cart', search: '?a=1', hash: '#x' })).toBe('https://stickerstudio.ca/cart?a=1#x');
  });
});

describe('safeRedirectPath (no open redirect)', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirectPath('/admin')).toBe('/admin');
    expect(safeRedirectPath('/account/projects?tab=2#top')).toBe('/account/projects?tab=2#top');
  });
  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'admin', '', null, undefined, '/\u0000x'])('refuses %s', (value) => {
    expect(safeRedirectPath(value as string, '/fallback')).toBe('/fallback');
  });
  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/a/..//evil.example',
    '/%2f/evil.example',
    '/./\\evil.example',
    '/a/../%5cevil.example',
  ])('refuses %s, which a browser resolves to another host', (value) => {
    expect(safeRedirectPath(value, '/fallback')).toBe('/fallback');
  });
  it('keeps dot segments that stay on this site, resolved', () => {
    expect(safeRedirectPath('/a/../account')).toBe('/account');
    expect(safeRedirectPath('/./cart?x=1')).toBe('/cart?x=1');
  });
});
