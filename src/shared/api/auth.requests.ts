import { z } from 'zod';

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

export const signInBodySchema = z.object({ email, password: z.string() });
export const signUpBodySchema = z.object({ name: accountNameSchema, email, password: z.string(), callbackURL: z.string().optional() });
export const requestPasswordResetBodySchema = z.object({ email, redirectTo: z.string() });
export const resetPasswordBodySchema = z.object({ newPassword: z.string(), token: z.string() });
export const sendVerificationEmailBodySchema = z.object({ email, callbackURL: z.string() });
export const updateUserBodySchema = z.object({ name: accountNameSchema });
export const changePasswordBodySchema = z.object({ currentPassword: z.string(), newPassword: z.string(), revokeOtherSessions: z.boolean() });
