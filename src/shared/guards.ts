/** SPEC §6 route guards as route metadata, decided by one pure function shared by every route. */
export interface GuardMeta {
  /** Needs a signed-in admin; anyone else goes to the admin sign-in with a redirect query. */
  requiresAdminAuth?: boolean;
  /** Needs a signed-in user with a verified e-mail (admins are exempt from verification). */
  requiresAuth?: boolean;
  /** Marks the design editor route (no access rule; used by the layout). */
  editor?: boolean;
}

export interface GuardSession {
  emailVerified: boolean;
  isAdmin: boolean;
}

export type GuardDecision = { action: 'allow' } | { action: 'redirect'; to: string };

export const ADMIN_LOGIN_PATH = '/admin/login';
export const LOGIN_PATH = '/login';
export const VERIFY_EMAIL_PATH = '/verify-email';

const withRedirect = (base: string, currentPathWithQuery: string) => `${base}?redirect=${encodeURIComponent(currentPathWithQuery)}`;

/** Merges the handles of every matched route (parent flags apply to their children). */
export function mergeGuardMeta(handles: readonly unknown[]): GuardMeta {
  const merged: GuardMeta = {};
  for (const handle of handles) {
    if (!handle || typeof handle !== 'object') continue;
    const h = handle as GuardMeta;
    if (h.requiresAdminAuth) merged.requiresAdminAuth = true;
    if (h.requiresAuth) merged.requiresAuth = true;
    if (h.editor) merged.editor = true;
  }
  return merged;
}

/**
 * requiresAdminAuth: not signed in or not admin -> /admin/login?redirect=<path>.
 * requiresAuth: signed out -> /login?redirect=<path>; signed in, unverified and not admin -> /verify-email.
 */
export function decideGuard(meta: GuardMeta, session: GuardSession | null, currentPathWithQuery: string): GuardDecision {
  if (meta.requiresAdminAuth && !session?.isAdmin) {
    return { action: 'redirect', to: withRedirect(ADMIN_LOGIN_PATH, currentPathWithQuery) };
  }
  if (meta.requiresAuth) {
    if (!session) return { action: 'redirect', to: withRedirect(LOGIN_PATH, currentPathWithQuery) };
    if (!session.emailVerified && !session.isAdmin) return { action: 'redirect', to: VERIFY_EMAIL_PATH };
  }
  return { action: 'allow' };
}
