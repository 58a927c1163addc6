/**
 * Who is signed in, kept outside TanStack Query so the first paint does not carry the query library
 * (decision 28). The app renders once the first answer is in (SPEC §2, main.tsx); like the query it
 * replaces, an answer older than a minute is re-read in the background when a component asks for it.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { accountEndpoints as accounts } from '../../shared/api/endpoints/accounts';
import { ApiError, call } from './client';
import type { SessionUser } from './types';

const STALE_AFTER_MS = 60_000;
/** Network hiccups and 5xx are retried twice; a 4xx is an answer. */
const RETRIES = 2;

type SessionState = { status: 'pending' } | { status: 'ready'; user: SessionUser | null; readAt: number };

let state: SessionState = { status: 'pending' };
let inFlight: Promise<SessionUser | null> | null = null;
const listeners = new Set<() => void>();

function publish(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

async function fetchUser(): Promise<SessionUser | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      return (await call(accounts.me)).user;
    } catch (error) {
      const isAnswer = error instanceof ApiError && error.status >= 400 && error.status < 500;
      if (isAnswer || attempt >= RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** attempt));
    }
  }
}

/** Reloads the session (after sign-in, sign-up, auto-login or a profile change); one request at a time. */
export function refreshSession(): Promise<SessionUser | null> {
  inFlight ??= fetchUser()
    .then(
      (user) => user,
      // Unreachable: keep what we knew (nobody on the first load) rather than sign the visitor out.
      () => (state.status === 'ready' ? state.user : null),
    )
    .then((user) => {
      publish({ status: 'ready', user, readAt: Date.now() });
      return user;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Sets the session without asking the server (sign-out). */
export function setSession(user: SessionUser | null): void {
  publish({ status: 'ready', user, readAt: Date.now() });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const snapshot = () => state;

/** Whether the first answer is in (main.tsx waits for it before rendering the app). */
export function useSessionReady(): boolean {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (current.status === 'pending') void refreshSession();
  }, [current.status]);
  return current.status === 'ready';
}

/** The signed-in user, or null (resolved before the app renders). */
export function useSession(): SessionUser | null {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (current.status === 'ready' && Date.now() - current.readAt > STALE_AFTER_MS) void refreshSession();
  }, [current]);
  return current.status === 'ready' ? current.user : null;
}
