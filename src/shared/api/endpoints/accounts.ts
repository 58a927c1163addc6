import { autoLoginResponseSchema, meResponseSchema, okResponseSchema, subscriptionResponseSchema } from '../accounts.responses';
import { defineEndpoint } from '../endpoint';
import { autoLoginSchema } from '../schemas';

/** The viewer, their subscription, and auto-login (SPEC §6/§7). */
export const accountEndpoints = {
  me: defineEndpoint({ method: 'GET', path: '/api/me', response: meResponseSchema }),
  subscription: defineEndpoint({ method: 'GET', path: '/api/subscription', response: subscriptionResponseSchema }),
  autoLogin: defineEndpoint({ method: 'POST', path: '/api/auto-login', body: autoLoginSchema, response: autoLoginResponseSchema }),
  autoLoginSignOut: defineEndpoint({ method: 'POST', path: '/api/auto-login/sign-out', response: okResponseSchema }),
};
