import type { PlanId } from './plans';

/** SPEC §3 userRole values. */
export const USER_ROLES = ['user', 'graphic_designer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export function isUserRole(value: string): value is UserRole {
  return (USER_ROLES as readonly string[]).includes(value);
}

export interface RoleInput {
  email: string;
  plan: PlanId;
  userRole: UserRole;
  /** Admin rights need a proven address: until it is verified the account is an ordinary user. */
  emailVerified: boolean;
}

export interface ResolvedAccess {
  role: UserRole;
  isAdmin: boolean;
  isGraphicDesigner: boolean;
  /** The plan after the SPEC §6 corrections; differs from the input when it must be written back. */
  plan: PlanId;
  planCorrected: boolean;
}

export function isAllowListedAdmin(email: string, adminEmails: readonly string[]): boolean {
  return adminEmails.includes(email.trim().toLowerCase());
}

/**
 * SPEC §4/§6: allow-listed e-mails are admin with the plan forced to admin; anyone else holding the
 * admin plan is downgraded to free; a stored userRole of admin also grants admin; else graphic_designer,
 * else user. Both ways to admin count only for a verified address — otherwise whoever signs
 * up first with an allow-listed address would own the shop (decision 27).
 */
export function resolveAccess(input: RoleInput, adminEmails: readonly string[]): ResolvedAccess {
  const allowListed = input.emailVerified && isAllowListedAdmin(input.email, adminEmails);
  let plan: PlanId = input.plan;
  if (allowListed) plan = 'admin';
  else if (plan === 'admin') plan = 'free';
  const isAdmin = allowListed || (input.emailVerified && input.userRole === 'admin');
  const role: UserRole = isAdmin ? 'admin' : input.userRole === 'graphic_designer' ? 'graphic_designer' : 'user';
  return { role, isAdmin, isGraphicDesigner: isAdmin || role === 'graphic_designer', plan, planCorrected: plan !== input.plan };
}

/** SPEC §6 general access: logged in with a verified e-mail; admins are exempt from verification. */
export function hasGeneralAccess(session: { emailVerified: boolean; isAdmin: boolean } | null): boolean {
  return !!session && (session.emailVerified || session.isAdmin);
}
