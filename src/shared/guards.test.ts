import { describe, expect, it } from 'vitest';
import { decideGuard, mergeGuardMeta } from './guards';

const admin = { emailVerified: true, isAdmin: true };
const unverifiedAdmin = { emailVerified: false, isAdmin: true };
const verified = { emailVerified: true, isAdmin: false };
const unverified = { emailVerified: false, isAdmin: false };

describe('decideGuard', () => {
  it('allows every visitor on routes without flags', () => {
    for (const s of [null, admin, verified, unverified]) expect(decideGuard({}, s, '/pricing')).toEqual({ action: 'allow' });
    expect(decideGuard({ editor: true }, null, '/indexHome')).toEqual({ action: 'allow' });
  });

  describe('requiresAdminAuth', () => {
    it('sends a signed-out visitor to the admin sign-in with the path as redirect', () => {
      expect(decideGuard({ requiresAdminAuth: true }, null, '/admin')).toEqual({ action: 'redirect', to: '/admin/login?redirect=%2Fadmin' });
    });
    it('sends a signed-in non-admin there too, verified or not', () => {
      expect(decideGuard({ requiresAdminAuth: true }, verified, '/admin/dashboard')).toEqual({ action: 'redirect', to: '/admin/login?redirect=%2Fadmin%2Fdashboard' });
      expect(decideGuard({ requiresAdminAuth: true }, unverified, '/admin')).toEqual({ action: 'redirect', to: '/admin/login?redirect=%2Fadmin' });
    });
    it('encodes the query of the current path', () => {
      expect(decideGuard({ requiresAdminAuth: true }, null, '/admin/dashboard?tab=users&x=1')).toEqual({
        action: 'redirect',
        to: '/admin/login?redirect=%2Fadmin%2Fdashboard%3Ftab%3Dusers%26x%3D1',
      });
    });
    it('allows admins, even unverified ones', () => {
      expect(decideGuard({ requiresAdminAuth: true }, admin, '/admin')).toEqual({ action: 'allow' });
      expect(decideGuard({ requiresAdminAuth: true }, unverifiedAdmin, '/admin')).toEqual({ action: 'allow' });
    });
  });

  describe('requiresAuth', () => {
    it('sends a signed-out visitor to /login with the path as redirect', () => {
      expect(decideGuard({ requiresAuth: true }, null, '/account/orders?page=2')).toEqual({ action: 'redirect', to: '/login?redirect=%2Faccount%2Forders%3Fpage%3D2' });
    });
    it('sends a signed-in unverified user to /verify-email', () => {
      expect(decideGuard({ requiresAuth: true }, unverified, '/x')).toEqual({ action: 'redirect', to: '/verify-email' });
    });
    it('allows verified users and exempts admins from verification', () => {
      expect(decideGuard({ requiresAuth: true }, verified, '/x')).toEqual({ action: 'allow' });
      expect(decideGuard({ requiresAuth: true }, unverifiedAdmin, '/x')).toEqual({ action: 'allow' });
    });
  });

  it('checks the admin flag before the auth flag when both are set', () => {
    expect(decideGuard({ requiresAdminAuth: true, requiresAuth: true }, unverified, '/a')).toEqual({ action: 'redirect', to: '/admin/login?redirect=%2Fa' });
    expect(decideGuard({ requiresAdminAuth: true, requiresAuth: true }, unverifiedAdmin, '/a')).toEqual({ action: 'allow' });
  });
});

describe('mergeGuardMeta', () => {
  it('combines the flags of all matched routes and ignores non-objects', () => {
    expect(mergeGuardMeta([undefined, null, 'x', { requiresAdminAuth: true }, { editor: true }])).toEqual({ requiresAdminAuth: true, editor: true });
    expect(mergeGuardMeta([{ requiresAuth: true }, {}])).toEqual({ requiresAuth: true });
    expect(mergeGuardMeta([])).toEqual({});
  });
});
