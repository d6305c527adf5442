import { afterQuietHours, isQuietHour } from './quiet-hours';

describe('quiet hours', () => {
  it('wraps midnight: 22 → 8 covers 23:00 and 07:00, not 08:00 or 21:00', () => {
    expect(isQuietHour(23, 22, 8)).toBe(true);
    expect(isQuietHour(7, 22, 8)).toBe(true);
    expect(isQuietHour(8, 22, 8)).toBe(false);
    expect(isQuietHour(21, 22, 8)).toBe(false);
    expect(isQuietHour(3, 5, 5)).toBe(false);
    expect(isQuietHour(13, 12, 14)).toBe(true);
  });

  it('outside quiet hours an e-mail goes at once', () => {
    const at = new Date('2026-03-10T12:00:00Z');
    expect(afterQuietHours(at, 22, 8, 'UTC')).toEqual(at);
  });

  it('late evening defers to 08:00 the next morning; early morning to 08:00 the same day', () => {
    expect(afterQuietHours(new Date('2026-03-10T23:30:00Z'), 22, 8, 'UTC').toISOString()).toBe('2026-03-11T08:00:00.000Z');
    expect(afterQuietHours(new Date('2026-03-10T02:15:00Z'), 22, 8, 'UTC').toISOString()).toBe('2026-03-10T08:00:00.000Z');
  });

  it('reads the hours on the organization clock (Paris is UTC+1 in winter, +2 in summer)', () => {
    // 21:30 UTC is 22:30 in Paris in January: quiet until 08:00 Paris = 07:00 UTC.
    expect(afterQuietHours(new Date('2026-01-15T21:30:00Z'), 22, 8, 'Europe/Paris').toISOString()).toBe('2026-01-16T07:00:00.000Z');
    // 21:30 UTC is 23:30 in Paris in July: 08:00 Paris = 06:00 UTC.
    expect(afterQuietHours(new Date('2026-07-15T21:30:00Z'), 22, 8, 'Europe/Paris').toISOString()).toBe('2026-07-16T06:00:00.000Z');
    // 22:30 UTC in New York (UTC-5) is 17:30: not quiet.
    const at = new Date('2026-01-15T22:30:00Z');
    expect(afterQuietHours(at, 22, 8, 'America/New_York')).toEqual(at);
  });

  it('crosses a month end', () => {
    expect(afterQuietHours(new Date('2026-01-31T23:00:00Z'), 22, 8, 'UTC').toISOString()).toBe('2026-02-01T08:00:00.000Z');
  });
});
