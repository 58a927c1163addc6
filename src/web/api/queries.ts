import { useQuery } from '@tanstack/react-query';
import { accountEndpoints as accounts } from '../../shared/api/endpoints/accounts';
import { authEndpoints as auth } from '../../shared/api/endpoints/auth';
import { safeRedirectPath } from '../../shared/domains';
import { call, getStoredToken, setStoredToken } from './client';
import { queryClient } from './query-client';
import { refreshSession, setSession } from './session';
import type { SessionUser } from './types';

export { queryClient } from './query-client';
export { refreshSession, useSession } from './session';

export function useSubscription(enabled = true) {
  return useQuery({
    queryKey: ['subscription'],
    queryFn: async () => (await call(accounts.subscription)).subscription,
    enabled,
  });
}

export const priceKeys = { current: ['prices', 'current'] as const, versions: ['prices', 'versions'] as const };

/**
 * The current price table, for live quotes with no further network call (the server re-quotes anyway).
 * The hook lives here, in the shell, because a page chunk of its own calling useQuery split TanStack
 * Query out of the main chunk (+1.6 kB on the landing page); the call and its schemas load lazily.
 */
export function useCurrentPriceTable() {
  return useQuery({
    queryKey: priceKeys.current,
    queryFn: async () => (await import('./prices')).fetchCurrentPriceTable(),
    staleTime: 60_000,
  });
}

/** Every version of the price table (admins). */
export function usePriceVersions() {
  return useQuery({ queryKey: priceKeys.versions, queryFn: async () => (await (await import('./prices')).listPriceVersions()).versions });
}

export async function signInWithEmail(email: string, password: string): Promise<SessionUser | null> {
  await call(auth.signIn, { body: { email: email.trim(), password } });
  // A cookie session now exists; an older auto-login token must not shadow it.
  setStoredToken(null);
  queryClient.clear();
  return refreshSession();
}

/** Signs up; the verification e-mail's link returns to `returnTo` (a path on this site, else My designs). */
export async function signUpWithEmail(input: { name: string; email: string; password: string }, returnTo?: string): Promise<SessionUser | null> {
  const callbackURL = safeRedirectPath(returnTo, '/account/projects');
  await call(auth.signUp, { body: { name: input.name.trim(), email: input.email.trim(), password: input.password, callbackURL } });
  setStoredToken(null);
  queryClient.clear();
  return refreshSession();
}

/** Ends the session on the server (cookie and auto-login token), then forgets the token and every cached answer. */
export async function signOut(): Promise<void> {
  if (getStoredToken()) await call(accounts.autoLoginSignOut).catch(() => undefined);
  await call(auth.signOut).catch(() => undefined);
  setStoredToken(null);
  queryClient.clear();
  setSession(null);
}
