import { describe, expect, it } from 'vitest';
import { timeAgo } from './timeAgo';

describe('timeAgo', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it.each([
    ['2026-03-10T11:59:30Z', 'less than a minute ago'],
    ['2026-03-10T11:59:00Z', '1 minute ago'],
    ['2026-03-10T11:15:00Z', '45 minutes ago'],
    ['2026-03-10T09:00:00Z', '3 hours ago'],
    ['2026-03-08T12:00:00Z', '2 days ago'],
    ['2026-02-20T12:00:00Z', '2 weeks ago'],
    ['2025-03-01T12:00:00Z', '1 year ago'],
  ])('%s → %s', (iso, expected) => expect(timeAgo(iso, now)).toBe(expected));
});
