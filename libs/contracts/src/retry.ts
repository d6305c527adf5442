/**
 * Retry policy of platform.md section 9 as plain functions, shaped for a query client's
 * `retry(failureCount, error)` and `retryDelay(attempt)` options. `failureCount` / `attempt` count
 * the retries already made (0 at the first failure), as TanStack Query passes them.
 * Statuses the policy does not name (other 4xx, including 429) are not retried: retrying a refusal
 * or a rate limit at once does not help.
 */
import { classifyError } from './errors.js';

export const RETRY_POLICY = {
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  /** queries: up to 2 retries when no response was received */
  queryNetworkRetries: 2,
  /** queries: one retry on status 500 or above */
  queryServerRetries: 1,
  /** mutations: one retry when no response was received */
  mutationNetworkRetries: 1,
} as const;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const e = classifyError(error);
  if (e.statusCode === 401) return false;
  if (e.type === 'NETWORK') return failureCount < RETRY_POLICY.queryNetworkRetries;
  if (e.statusCode !== null && e.statusCode >= 500) return failureCount < RETRY_POLICY.queryServerRetries;
  return false;
}

/** Mutations change data, so only a call that surely never arrived (no response) is repeated, once. */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  const e = classifyError(error);
  if (e.statusCode === 401 || e.statusCode === 422) return false;
  return e.type === 'NETWORK' && failureCount < RETRY_POLICY.mutationNetworkRetries;
}

/** 1000 ms, doubling with each retry, capped at 30000 ms. */
export function retryDelay(attempt: number): number {
  const exponent = Math.max(0, Math.floor(attempt));
  return Math.min(RETRY_POLICY.baseDelayMs * 2 ** exponent, RETRY_POLICY.maxDelayMs);
}
