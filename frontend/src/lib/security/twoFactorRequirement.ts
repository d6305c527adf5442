import { useSyncExternalStore } from 'react';
import { onApiError } from '../apiErrors';
import { SECURITY_MESSAGES } from '../shared';
import { fetchTwoFactorStatus } from './securityApi';

/**
 * Whether the signed-in admin must set up two-factor authentication before anything else (the
 * organization's requireTwoFactorForAdmins, DESIGN decision 28). 'unknown' until checked.
 */
export type TwoFactorRequirement = 'unknown' | 'required' | 'clear';

let state: TwoFactorRequirement = 'unknown';
const listeners = new Set<() => void>();

function set(next: TwoFactorRequirement): void {
  if (next === state) return;
  state = next;
  listeners.forEach((listener) => listener());
}

/** Asks the API again (after sign-in, after the setting or two-factor changed). */
export async function checkTwoFactorRequirement(): Promise<TwoFactorRequirement> {
  try {
    const status = await fetchTwoFactorStatus();
    set(status.setupRequired ? 'required' : 'clear');
  } catch {
    // Signed out or unreachable: the session's own handling takes over; nothing is blocked here.
    set('clear');
  }
  return state;
}

export function resetTwoFactorRequirement(): void {
  set('unknown');
}

export function useTwoFactorRequirement(): TwoFactorRequirement {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

/** The server's message of a failed call, whichever client made it (fetch helpers or react-admin). */
function messageOf(error: unknown): string | undefined {
  const e = error as { message?: unknown; body?: { message?: unknown } } | null;
  if (typeof e?.body?.message === 'string') return e.body.message;
  return typeof e?.message === 'string' ? e.message : undefined;
}

// Required while signed in (another admin turned the setting on): the next refused call brings up the setup.
onApiError((_classified, original) => {
  if (messageOf(original) === SECURITY_MESSAGES.setUpTwoFactor) void checkTwoFactorRequirement();
});
