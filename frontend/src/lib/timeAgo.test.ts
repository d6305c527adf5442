import { describe, expect, it } from 'vitest';
import { timeAgo } from './timeAgo';

describe('timeAgo', () => {
  const now = Date.parse('2026-05-01T12:00:00Z');
  it("words a past moment as 'x ago'", () => {
    expect(timeAgo('2026-05-01T11:59:40Z', now)).toBe('just now');
    expect(timeAgo('2026-05-01T11:59:00Z', now)).toBe('1 minute ago');
    expect(timeAgo('2026-05-01T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-04-29T12:00:00Z', now)).toBe('2 days ago');
    expect(timeAgo('2025-04-01T12:00:00Z', now)).toBe('1 year ago');
    expect(timeAgo('not a date', now)).toBe('');
  });
});
