import { createHash, randomBytes } from 'node:crypto';

/** A confirmation link works this long (a week: long enough for a holiday inbox, short enough to forget). */
export const CONFIRM_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** 32 random bytes: the token in the link mailed to the contact address. */
export function newConfirmToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored: a leaked table cannot confirm anything. */
export function confirmTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
