import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Codes and link tokens are stored only as hashes. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function newVerificationCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}
