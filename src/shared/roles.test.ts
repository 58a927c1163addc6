import { describe, expect, it } from 'vitest';
import { hasGeneralAccess, isAllowListedAdmin, resolveAccess } from './roles';

const ADMINS = ['boss@shop.example', 'owner@shop.example'];

describe('resolveAccess (SPEC §4, §6)', () => {
  it('makes an allow-listed e-mail admin and forces its plan to admin', () => {
    const access = resolveAccess({ email: 'Boss@Shop.example', plan: 'free', userRole: 'user', emailVerified: true }, ADMINS);
    expect(access).toEqual({ role: 'admin', isAdmin: true, isGraphicDesigner: true, plan: 'admin', planCorrected: true });
  });

  it('leaves an allow-listed admin already on the admin plan unchanged', () => {
    expect(resolveAccess({ email: 'owner@shop.example', plan: 'admin', userRole: 'user', emailVerified: true }, ADMINS).planCorrected).toBe(false);
  });

  it('downgrades anyone else holding the admin plan to free', () => {
    const access = resolveAccess({ email: 'someone@else.example', plan: 'admin', userRole: 'user', emailVerified: true }, ADMINS);
    expect(access.plan).toBe('free');
    expect(access.planCorrected).toBe(true);
    expect(access.isAdmin).toBe(false);
  });

  it('grants admin from a stored userRole of admin, keeping a paid plan', () => {
    const access = resolveAccess({ email: 'staff@else.example', plan: 'gold', userRole: 'admin', emailVerified: true }, ADMINS);
    expect(access).toMatchObject({ role: 'admin', isAdmin: true, plan: 'gold', planCorrected: false });
  });

  it('a stored admin role with the admin plan still loses the plan (only allow-listed keep it)', () => {
    expect(resolveAccess({ email: 'staff@else.example', plan: 'admin', userRole: 'admin', emailVerified: true }, ADMINS)).toMatchObject({ isAdmin: true, plan: 'free' });
  });

  it('resolves graphic_designer, else user', () => {
    expect(resolveAccess({ email: 'd@x.example', plan: 'silver', userRole: 'graphic_designer', emailVerified: true }, ADMINS)).toMatchObject({
      role: 'graphic_designer',
      isAdmin: false,
      isGraphicDesigner: true,
    });
    expect(resolveAccess({ email: 'u@x.example', plan: 'free', userRole: 'user', emailVerified: true }, ADMINS)).toMatchObject({
      role: 'user',
      isAdmin: false,
      isGraphicDesigner: false,
    });
  });

  it('grants no admin rights to an unverified address, from the allow-list or a stored role', () => {
    expect(resolveAccess({ email: 'boss@shop.example', plan: 'admin', userRole: 'user', emailVerified: false }, ADMINS)).toEqual({
      role: 'user',
      isAdmin: false,
      isGraphicDesigner: false,
      plan: 'free',
      planCorrected: true,
    });
    expect(resolveAccess({ email: 'staff@else.example', plan: 'gold', userRole: 'admin', emailVerified: false }, ADMINS)).toMatchObject({
      role: 'user',
      isAdmin: false,
      plan: 'gold',
    });
  });

  it('matches the allow-list without regard to case or spaces', () => {
    expect(isAllowListedAdmin('  BOSS@shop.example ', ADMINS)).toBe(true);
    expect(isAllowListedAdmin('boss@shop.example.evil', ADMINS)).toBe(false);
  });
});

describe('hasGeneralAccess (SPEC §6)', () => {
  it('needs a verified e-mail, except for admins', () => {
    expect(hasGeneralAccess(null)).toBe(false);
    expect(hasGeneralAccess({ emailVerified: false, isAdmin: false })).toBe(false);
    expect(hasGeneralAccess({ emailVerified: true, isAdmin: false })).toBe(true);
    expect(hasGeneralAccess({ emailVerified: false, isAdmin: true })).toBe(true);
  });
});
