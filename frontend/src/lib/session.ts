/**
 * Client session state (platform.md section 4): unknown ('loading') until GET /api/auth/user answers,
 * then 'authenticated' with the user or 'unauthenticated'. Shared by the public area and the
 * react-admin auth provider so both read the same user.
 */
import { useSyncExternalStore } from 'react';
import { ApiError, apiGet } from './api';
import { recordAuthenticated, recordLoggedOut, sessionExpiryLikely } from './sessionHistory';
import { toast } from './toast/toastStore';
import type { SessionUser } from './types';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}

type Listener = () => void;

let state: SessionState = { status: 'loading', user: null };
let inFlight: Promise<SessionUser | null> | null = null;
const listeners = new Set<Listener>();

function setState(next: SessionState): void {
  if (next.status === state.status && next.user === state.user) return;
  state = next;
  listeners.forEach((listener) => listener());
}

export function getSession(): SessionState {
  return state;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function setSessionUser(user: SessionUser | null): void {
  if (user) {
    recordAuthenticated();
    // Keep the same object when nothing changed, so polling does not re-render the shell.
    const same = state.user && JSON.stringify(state.user) === JSON.stringify(user);
    setState({ status: 'authenticated', user: same ? state.user : user });
  } else {
    setState({ status: 'unauthenticated', user: null });
  }
}

/**
 * Fetches the current user. A 401 means nobody is signed in. Any other failure is logged and the
 * user treated as absent — except while a user is already shown, where a passing network or
 * server problem keeps the current session instead of throwing the user out.
 */
export function refreshSession(): Promise<SessionUser | null> {
  if (inFlight) return inFlight;
  inFlight = apiGet<SessionUser>('/api/auth/user')
    .then((user) => {
      setSessionUser(user && typeof user === 'object' && 'id' in user ? user : null);
      return state.user;
    })
    .catch((error: unknown) => {
      const unauthorized = error instanceof ApiError && error.status === 401;
      if (!unauthorized) console.error('Failed to fetch the current user', error);
      if (unauthorized || state.status !== 'authenticated') {
        const wasSignedIn = state.status === 'authenticated';
        setSessionUser(null);
        if (wasSignedIn && unauthorized) notifySessionExpired();
      }
      return state.user;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Clears the cached user after a logout. */
export function clearSession(): void {
  recordLoggedOut();
  setState({ status: 'unauthenticated', user: null });
}

let lastExpiryToast = 0;
/** 'Session Expired' only when this browser was signed in before (section 8, global listener). */
export function notifySessionExpired(): void {
  if (!sessionExpiryLikely()) return;
  const now = Date.now();
  if (now - lastExpiryToast < 10_000) return;
  lastExpiryToast = now;
  toast({ title: 'Session Expired', description: 'Please sign in again to continue.', variant: 'destructive' });
}

let lastNetworkToast = 0;
export function notifyConnectionProblem(): void {
  const now = Date.now();
  if (now - lastNetworkToast < 10_000) return;
  lastNetworkToast = now;
  toast({ title: 'Connection Problem', description: 'Please check your internet connection.', variant: 'destructive' });
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** The two access states of the client: only a verified signed-in user reaches the app shell. */
export function isVerifiedUser(session: SessionState): boolean {
  return session.status === 'authenticated' && session.user?.emailVerified === true;
}
