import type { Db } from '../../db/client';
import { hitCounter, releaseCounter, resetCounter } from '../security/rate-counter';

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

/** A sign-in attempt counted before its password is checked, with the counts it made. */
export interface SignInClaim {
  /** Which limit refuses it (its counts were given back), or null: check the password. */
  limit: SignInLimit;
  fromAddress: number;
  forAccount: number;
}

/**
 * Counts this attempt against both limits before the password is checked, so a concurrent burst
 * checks at most the limit's number of passwords (each count is one atomic upsert: reading first and
 * counting after the check let a burst of 20 through). A refused attempt gives its counts back; a
 * successful one is settled by `settleSignIn`.
 */
export async function claimSignInAttempt(db: Db, ip: string, email: string): Promise<SignInClaim> {
  const forAccount = email ? await hitCounter(db, accountKey(email), FAILED_SIGN_IN_WINDOW_MS) : 0;
  if (forAccount > MAX_FAILED_SIGN_INS_PER_ACCOUNT) {
    await releaseCounter(db, accountKey(email));
    return { limit: 'account', fromAddress: 0, forAccount: forAccount - 1 };
  }
  const fromAddress = await hitCounter(db, addressKey(ip, email), FAILED_SIGN_IN_WINDOW_MS);
  if (fromAddress > MAX_FAILED_SIGN_INS) {
    await Promise.all([releaseCounter(db, addressKey(ip, email)), email ? releaseCounter(db, accountKey(email)) : undefined]);
    return { limit: 'address', fromAddress: fromAddress - 1, forAccount: forAccount - 1 };
  }
  return { limit: null, fromAddress, forAccount };
}

/**
 * After the password check: a failure keeps the counts the claim made; a success clears that
 * address's count for the e-mail and gives the account its count back (the account count of real
 * failures stays until a reset or the window ends).
 */
export async function settleSignIn(db: Db, ip: string, email: string, succeeded: boolean): Promise<void> {
  if (!succeeded) return;
  await Promise.all([resetCounter(db, addressKey(ip, email)), email ? releaseCounter(db, accountKey(email)) : undefined]);
}

/** A completed password reset proves the owner: the account's failures are cleared. */
export function clearAccountFailures(db: Db, email: string): Promise<void> {
  return resetCounter(db, accountKey(normalisedEmail(email)));
}
