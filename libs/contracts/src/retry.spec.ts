import { describe, expect, it } from 'vitest';
import { classify, NO_RESPONSE } from './errors.js';
import { retryDelay, shouldRetryMutation, shouldRetryQuery } from './retry.js';

// failureCount = retries already made (0 at the first failure), as the query client passes it.
describe('shouldRetryQuery (platform.md section 9)', () => {
  it('never retries a 401', () => {
    expect(shouldRetryQuery(0, { status: 401 })).toBe(false);
  });

  it('retries up to 2 times when no response was received', () => {
    const network = new TypeError('Failed to fetch');
    expect(shouldRetryQuery(0, network)).toBe(true);
    expect(shouldRetryQuery(1, network)).toBe(true);
    expect(shouldRetryQuery(2, network)).toBe(false);
  });

  it('retries once on status 500 or above', () => {
    expect(shouldRetryQuery(0, { status: 500 })).toBe(true);
    expect(shouldRetryQuery(0, classify(503))).toBe(true);
    expect(shouldRetryQuery(0, { status: 599 })).toBe(true);
    expect(shouldRetryQuery(1, { status: 500 })).toBe(false);
  });

  it('does not retry other answers (400, 403, 404, 422, 429) or client errors', () => {
    for (const status of [400, 403, 404, 422, 429]) expect(shouldRetryQuery(0, { status })).toBe(false);
    expect(shouldRetryQuery(0, new Error('bug'))).toBe(false);
  });
});

describe('shouldRetryMutation', () => {
  it('never retries 401 or 422', () => {
    expect(shouldRetryMutation(0, { status: 401 })).toBe(false);
    expect(shouldRetryMutation(0, { status: 422 })).toBe(false);
  });

  it('retries once when no response was received', () => {
    expect(shouldRetryMutation(0, classify(NO_RESPONSE))).toBe(true);
    expect(shouldRetryMutation(1, classify(NO_RESPONSE))).toBe(false);
  });

  it('does not retry a server answer: the change may have been applied', () => {
    expect(shouldRetryMutation(0, { status: 500 })).toBe(false);
    expect(shouldRetryMutation(0, { status: 400 })).toBe(false);
  });
});

describe('retryDelay: 1000 ms doubling, capped at 30000 ms', () => {
  it.each([
    [0, 1000], // 1000 × 2^0
    [1, 2000], // 1000 × 2^1
    [2, 4000],
    [4, 16000],
    [5, 30000], // 32000 → capped
    [20, 30000],
    [-1, 1000], // nonsense attempts read as the first
  ])('attempt %s → %s ms', (attempt, delay) => {
    expect(retryDelay(attempt)).toBe(delay);
  });
});
