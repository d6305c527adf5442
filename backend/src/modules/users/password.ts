import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

/** scrypt's cost parameters; every stored hash records its own (`scrypt$N$r$p$salt$key`). */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's floor for scrypt (DESIGN decision 28): N=2^17, r=8, p=1 — 128 MiB and ~0.3 s a hash on
 * one core of the development machine (N=2^15, the earlier cost, took ~0.08 s). Hashes of an older
 * cost are replaced at the owner's next successful sign-in (`needsRehash`).
 */
export const PRODUCTION_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;

/**
 * The cost new hashes use. Only the backend test harness (jest, NODE_ENV=test) may lower N through
 * SCORECARD_TEST_SCRYPT_LOG2N, so hundreds of test sign-ups stay fast; nothing else reads it, and
 * test/account-security.e2e-spec.ts proves the default is PRODUCTION_SCRYPT_COST.
 */
export function currentScryptCost(env: NodeJS.ProcessEnv = process.env): ScryptCost {
  const log2 = Number(env.SCORECARD_TEST_SCRYPT_LOG2N);
  if (env.NODE_ENV === 'test' && Number.isInteger(log2) && log2 >= 10 && log2 < 17) return { ...PRODUCTION_SCRYPT_COST, N: 2 ** log2 };
  return PRODUCTION_SCRYPT_COST;
}

/** scrypt needs 128·N·r bytes; twice that leaves room for Node's own accounting. */
const maxmemFor = (cost: ScryptCost) => 128 * cost.N * cost.r * 2;

export async function hashPassword(password: string, cost: ScryptCost = currentScryptCost()): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...cost, maxmem: maxmemFor(cost) });
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** The cost a stored hash was made with, or null when it is not one of ours. */
export function costOf(stored: string | null): ScryptCost | null {
  const [scheme, n, r, p, salt, key] = (stored ?? '').split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !key || ![cost.N, cost.r, cost.p].every((v) => Number.isInteger(v) && v > 0)) return null;
  // Refuses parameters that would make one verification a denial of service.
  if (cost.N > 2 ** 20 || cost.r > 32 || cost.p > 16) return null;
  return cost;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const cost = costOf(stored);
  if (!cost) return false;
  const [, , , , salt, key] = stored!.split('$');
  const expected = Buffer.from(key!, 'base64');
  const actual = await scrypt(password, Buffer.from(salt!, 'base64'), expected.length, { ...cost, maxmem: maxmemFor(cost) });
  return timingSafeEqual(actual, expected);
}

/** A stored hash made with another cost than today's: replaced at the next successful sign-in. */
export function needsRehash(stored: string | null, cost: ScryptCost = currentScryptCost()): boolean {
  const made = costOf(stored);
  return !made || made.N !== cost.N || made.r !== cost.r || made.p !== cost.p;
}

/** A hash to compare against when the e-mail is unknown, so timing does not reveal accounts (at today's cost). */
export function dummyHash(cost: ScryptCost = currentScryptCost()): string {
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${DUMMY_SALT}$${DUMMY_KEY}`;
}
const DUMMY_SALT = randomBytes(16).toString('base64');
const DUMMY_KEY = randomBytes(KEY_LENGTH).toString('base64');
