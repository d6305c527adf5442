import { LOCAL_STORAGE_KEYS } from './shared';

/**
 * Local storage key 'auth_session_history': remembers whether this browser had a signed-in session,
 * so a later 401 can be read as an expired session rather than a first visit (platform.md section 4).
 * A failure to read or save only logs a warning.
 */
export const SESSION_HISTORY_KEY = LOCAL_STORAGE_KEYS.sessionHistory;

export interface SessionHistory {
  wasAuthenticated: boolean;
  lastAuthenticatedAt: string | null;
  lastLogoutAt: string | null;
}

const EMPTY: SessionHistory = { wasAuthenticated: false, lastAuthenticatedAt: null, lastLogoutAt: null };

export function readSessionHistory(): SessionHistory {
  try {
    const raw = window.localStorage.getItem(SESSION_HISTORY_KEY);
    if (!raw) return { ...EMPTY };
    const parsed = JSON.parse(raw) as Partial<SessionHistory>;
    return {
      wasAuthenticated: parsed.wasAuthenticated === true,
      lastAuthenticatedAt: typeof parsed.lastAuthenticatedAt === 'string' ? parsed.lastAuthenticatedAt : null,
      lastLogoutAt: typeof parsed.lastLogoutAt === 'string' ? parsed.lastLogoutAt : null,
    };
  } catch (error) {
    console.warn('Could not read session history', error);
    return { ...EMPTY };
  }
}

function writeSessionHistory(history: SessionHistory): void {
  try {
    window.localStorage.setItem(SESSION_HISTORY_KEY, JSON.stringify(history));
  } catch (error) {
    console.warn('Could not save session history', error);
  }
}

export function recordAuthenticated(): void {
  const history = readSessionHistory();
  writeSessionHistory({ ...history, wasAuthenticated: true, lastAuthenticatedAt: new Date().toISOString() });
}

export function recordLoggedOut(): void {
  const history = readSessionHistory();
  writeSessionHistory({ ...history, wasAuthenticated: false, lastLogoutAt: new Date().toISOString() });
}

/** True when the browser was signed in before: an authentication error then means the session expired. */
export function sessionExpiryLikely(): boolean {
  return readSessionHistory().wasAuthenticated;
}
