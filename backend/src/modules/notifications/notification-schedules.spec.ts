import { nextUtc } from './notification-schedules';

describe('in-process schedule times (the cron patterns without Redis)', () => {
  it('daily digest: the next 08:00 UTC strictly after now', () => {
    expect(nextUtc(new Date('2026-03-10T07:59:00Z'), 8).toISOString()).toBe('2026-03-10T08:00:00.000Z');
    expect(nextUtc(new Date('2026-03-10T08:00:00Z'), 8).toISOString()).toBe('2026-03-11T08:00:00.000Z');
    expect(nextUtc(new Date('2026-12-31T09:00:00Z'), 8).toISOString()).toBe('2027-01-01T08:00:00.000Z');
  });

  it('weekly digest: the next Monday 08:00 UTC', () => {
    // 2026-03-10 is a Tuesday.
    expect(nextUtc(new Date('2026-03-10T12:00:00Z'), 8, 1).toISOString()).toBe('2026-03-16T08:00:00.000Z');
    expect(nextUtc(new Date('2026-03-16T07:00:00Z'), 8, 1).toISOString()).toBe('2026-03-16T08:00:00.000Z');
    expect(nextUtc(new Date('2026-03-16T08:00:00Z'), 8, 1).toISOString()).toBe('2026-03-23T08:00:00.000Z');
  });
});
