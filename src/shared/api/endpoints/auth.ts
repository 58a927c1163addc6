import { defineEndpoint, lazySchemas } from '../endpoint';

/**
 * better-auth's endpoints the app calls. better-auth validates their bodies and answers in its own
 * shape; the app reads only the status and the cookies, so the response is not checked (decision 23).
 * The body schemas here type what the app sends. Schemas are lazy: the shell imports this table.
 */
const bodies = lazySchemas(() => import('../auth.requests'));
const answer = lazySchemas(() => import('../accounts.responses'))('betterAuthAnswerSchema');

export const authEndpoints = {
  signIn: defineEndpoint({ method: 'POST', path: '/api/auth/sign-in/email', body: bodies('signInBodySchema'), response: answer }),
  signUp: defineEndpoint({ method: 'POST', path: '/api/auth/sign-up/email', body: bodies('signUpBodySchema'), response: answer }),
  signOut: defineEndpoint({ method: 'POST', path: '/api/auth/sign-out', response: answer }),
  requestPasswordReset: defineEndpoint({ method: 'POST', path: '/api/auth/request-password-reset', body: bodies('requestPasswordResetBodySchema'), response: answer }),
  resetPassword: defineEndpoint({ method: 'POST', path: '/api/auth/reset-password', body: bodies('resetPasswordBodySchema'), response: answer }),
  sendVerificationEmail: defineEndpoint({ method: 'POST', path: '/api/auth/send-verification-email', body: bodies('sendVerificationEmailBodySchema'), response: answer }),
  updateUser: defineEndpoint({ method: 'POST', path: '/api/auth/update-user', body: bodies('updateUserBodySchema'), response: answer }),
  changePassword: defineEndpoint({ method: 'POST', path: '/api/auth/change-password', body: bodies('changePasswordBodySchema'), response: answer }),
  revokeOtherSessions: defineEndpoint({ method: 'POST', path: '/api/auth/revoke-other-sessions', response: answer }),
};
