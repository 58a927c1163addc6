import type { Db } from '../../db/client';
import { hitCounter, peekCounter, resetCounter } from '../security/rate-counter';

/**
 * Failed e-mail sign-ins are counted twice (decision 27):
 * - per (address, e-mail): one address guessing one account backs off after a few tries;
 * - per e-mail from any address: guessing cannot scale by rotating addresses. The account limit is
 *   larger, and its way out is a password reset by e-mail, which stays open and clears the count, so
 *   an attacker cannot keep the owner out for long.
 */
export const MAX_FAILED_SIGN_INS = 5;
export const MAX_FAILED_SIGN_INS_PER_ACCOUNT = 20;
export const FAILED_SIGN_IN_WINDOW_MS = 15 * 60_000;
export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please wait 15 minutes or reset your password.';
export const ACCOUNT_SIGN_IN_PAUSED =
  'Too many failed sign-in attempts for this account, so sign-in is paused for 15 minutes. Reset your password by e-mail to get back in right away.';

export type SignInLimit = 'address' | 'account' | null;

const addressKey = (ip: string, email: string) => `signin-fail:${ip}:${email}`;
const accountKey = (email: string) => `signin-fail-account:${email}`;

export function normalisedEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

/** Which limit, if any, refuses this sign-in before the password is checked. */
export async function signInLimit(db: Db, ip: string, email: string): Promise<SignInLimit> {
  if (email && (await peekCounter(db, accountKey(email), FAILED_SIGN_IN_WINDOW_MS)) >= MAX_FAILED_SIGN_INS_PER_ACCOUNT) return 'account';
  if ((await peekCounter(db, addressKey(ip, email), FAILED_SIGN_IN_WINDOW_MS)) >= MAX_FAILED_SIGN_INS) return 'address';
  return null;
}

/** Counts a failed sign-in; returns both counts so the caller can log when a limit is reached. */
export async function recordFailedSignIn(db: Db, ip: string, email: string): Promise<{ fromAddress: number; forAccount: number }> {
  const fromAddress = await hitCounter(db, addressKey(ip, email), FAILED_SIGN_IN_WINDOW_MS);
  const forAccount = email ? await hitCounter(db, accountKey(email), FAILED_SIGN_IN_WINDOW_MS) : 0;
  return { fromAddress, forAccount };
}

/** A successful sign-in clears that address's count for the e-mail (the account count stays until a reset or the window ends). */
export function clearAddressFailures(db: Db, ip: string, email: string): Promise<void> {
  return resetCounter(db, addressKey(ip, email));
}

/** A completed password reset proves the owner: the account's failures are cleared. */
export function clearAccountFailures(db: Db, email: string): Promise<void> {
  return resetCounter(db, accountKey(normalisedEmail(email)));
}
