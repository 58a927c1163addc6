import { z } from 'zod';
import { betterAuthAnswerSchema } from '../accounts.responses';
import { defineEndpoint } from '../endpoint';

/**
 * better-auth's endpoints the app calls. better-auth validates their bodies and answers in its own
 * shape; the app reads only the status and the cookies, so the response is not checked (decision 23).
 * The body schemas here type what the app sends.
 */
const email = z.string();
const answer = betterAuthAnswerSchema;

export const authEndpoints = {
  signIn: defineEndpoint({ method: 'POST', path: '/api/auth/sign-in/email', body: z.object({ email, password: z.string() }), response: answer }),
  signUp: defineEndpoint({
    method: 'POST',
    path: '/api/auth/sign-up/email',
    body: z.object({ name: z.string(), email, password: z.string(), callbackURL: z.string().optional() }),
    response: answer,
  }),
  signOut: defineEndpoint({ method: 'POST', path: '/api/auth/sign-out', response: answer }),
  requestPasswordReset: defineEndpoint({ method: 'POST', path: '/api/auth/request-password-reset', body: z.object({ email, redirectTo: z.string() }), response: answer }),
  resetPassword: defineEndpoint({ method: 'POST', path: '/api/auth/reset-password', body: z.object({ newPassword: z.string(), token: z.string() }), response: answer }),
  sendVerificationEmail: defineEndpoint({ method: 'POST', path: '/api/auth/send-verification-email', body: z.object({ email, callbackURL: z.string() }), response: answer }),
  updateUser: defineEndpoint({ method: 'POST', path: '/api/auth/update-user', body: z.object({ name: z.string() }), response: answer }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/change-password',
    body: z.object({ currentPassword: z.string(), newPassword: z.string(), revokeOtherSessions: z.boolean() }),
    response: answer,
  }),
  revokeOtherSessions: defineEndpoint({ method: 'POST', path: '/api/auth/revoke-other-sessions', response: answer }),
};
