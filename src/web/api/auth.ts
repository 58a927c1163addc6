import { accountEndpoints as accounts } from '../../shared/api/endpoints/accounts';
import { authEndpoints as auth } from '../../shared/api/endpoints/auth';
import { safeRedirectPath } from '../../shared/domains';
import { call } from './client';

/** Account calls of the sign-in, settings and e-mail pages (better-auth under /api/auth, and auto-login). */

export async function requestPasswordReset(email: string): Promise<void> {
  await call(auth.requestPasswordReset, { body: { email, redirectTo: '/reset-password' } });
}

export async function resetPassword(newPassword: string, token: string): Promise<void> {
  await call(auth.resetPassword, { body: { newPassword, token } });
}

/** Sends the verification link again; it returns to `returnTo` (a path on this site, else My designs). */
export async function sendVerificationEmail(email: string, returnTo?: string | null): Promise<void> {
  await call(auth.sendVerificationEmail, { body: { email, callbackURL: safeRedirectPath(returnTo, '/account/projects') } });
}

export async function updateUserName(name: string): Promise<void> {
  await call(auth.updateUser, { body: { name } });
}

/** Changes the password and signs out every other session. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await call(auth.changePassword, { body: { currentPassword, newPassword, revokeOtherSessions: true } });
}

export async function revokeOtherSessions(): Promise<void> {
  await call(auth.revokeOtherSessions);
}

/** SPEC §7 auto-login: a single-use key for the signed bearer token (`data.jwt`). */
export async function redeemAutoLoginKey(input: { username: string; projectid: string; key: string }): Promise<string> {
  return (await call(accounts.autoLogin, { body: input })).data.jwt;
}
