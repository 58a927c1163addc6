import { z } from 'zod';
import { isSafeRedirectPath } from '../domains';

/**
 * The bodies the app sends to better-auth's endpoints (better-auth validates them itself). They type
 * the calls in `endpoints/auth.ts`.
 */
const email = z.string();

/**
 * An account's display name as the sign-up and settings forms accept it. better-auth does not bound it
 * itself; the forms read these limits from here.
 */
export const accountNameSchema = z.string().trim().min(1).max(80);

/**
 * An account's picture, when a client sets one: a web address (http or https) or a path on this site —
 * never `javascript:`, `data:` or another scheme a page could be made to run or load from. Whitespace,
 * control characters and backslashes are refused as the URL parser would silently drop or turn them.
 */
export const userImageSchema = z
  .string()
  .max(2048)
  .refine((value) => {
    if (/[\s\u0000-\u001f\u007f\\]/.test(value)) return false;
    if (value.startsWith('/')) return isSafeRedirectPath(value);
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'A picture must be an http(s) address or a path on this site.');

export const signInBodySchema = z.object({ email, password: z.string() });
export const signUpBodySchema = z.object({ name: accountNameSchema, email, password: z.string(), callbackURL: z.string().optional() });
export const requestPasswordResetBodySchema = z.object({ email, redirectTo: z.string() });
export const resetPasswordBodySchema = z.object({ newPassword: z.string(), token: z.string() });
export const sendVerificationEmailBodySchema = z.object({ email, callbackURL: z.string() });
export const updateUserBodySchema = z.object({ name: accountNameSchema });
export const changePasswordBodySchema = z.object({ currentPassword: z.string(), newPassword: z.string(), revokeOtherSessions: z.boolean() });
