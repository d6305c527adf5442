import { timingSafeEqual } from 'node:crypto';
import { generateSecret, generateSync, generateURI } from 'otplib';

/** RFC 6238 as DESIGN decision 28 fixes it: 30 s steps, 6 digits, SHA-1 (what authenticator apps use). */
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of one step either side of now are accepted (clock drift). */
const TOLERANCE_STEPS = 1;

export const newTotpSecret = (): string => generateSecret();

export function otpauthUrl(secret: string, account: string): string {
  return generateURI({ issuer: 'Scorecard', label: account, secret, period: TOTP_PERIOD_SECONDS, digits: 6 });
}

export const stepAt = (now: Date): number => Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);

export function totpAt(secret: string, step: number): string {
  return generateSync({ secret, epoch: step * TOTP_PERIOD_SECONDS, period: TOTP_PERIOD_SECONDS, digits: 6 });
}

/**
 * The step `code` belongs to when it is valid now and newer than `lastUsedStep` (a code once
 * accepted is refused for the rest of its window, and so are older ones), else null.
 */
export function acceptedStep(secret: string, code: string, now: Date, lastUsedStep: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = stepAt(now);
  let found: number | null = null;
  for (let step = current - TOLERANCE_STEPS; step <= current + TOLERANCE_STEPS; step++) {
    // Every candidate is computed and compared in constant time, whichever matches.
    const same = timingSafeEqual(Buffer.from(totpAt(secret, step)), Buffer.from(code));
    if (same && step > lastUsedStep && found === null) found = step;
  }
  return found;
}
