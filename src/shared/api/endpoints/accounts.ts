import { defineEndpoint, lazySchemas } from '../endpoint';

// Lazy schemas: the app shell imports this table, and its first paint carries no zod (decision 23).
const requests = lazySchemas(() => import('../schemas'));
const responses = lazySchemas(() => import('../accounts.responses'));

/** The viewer, their subscription, and auto-login (SPEC §6/§7). */
export const accountEndpoints = {
  // Every page waits for this answer before it renders (SessionGate, SPEC §2): checking it would put the
  // schemas and zod on the path to every first paint. Its shape is proven by the contract test.
  me: defineEndpoint({ method: 'GET', path: '/api/me', response: responses('meResponseSchema'), parseResponse: false }),
  subscription: defineEndpoint({ method: 'GET', path: '/api/subscription', response: responses('subscriptionResponseSchema') }),
  autoLogin: defineEndpoint({ method: 'POST', path: '/api/auto-login', body: requests('autoLoginSchema'), response: responses('autoLoginResponseSchema') }),
  autoLoginSignOut: defineEndpoint({ method: 'POST', path: '/api/auto-login/sign-out', response: responses('okResponseSchema') }),
};
