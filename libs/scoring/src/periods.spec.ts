import { describe, expect, it } from 'vitest';
import {
  calendarMonth,
  currentPeriod,
  defaultAssignmentPeriod,
  defaultViewPeriod,
  isPeriodKey,
  monthSpan,
  monthToQuarter,
  normalizeFrequency,
  normalizePeriodKey,
  parsePeriodValues,
  PERIOD_COUNTS,
  periodCount,
  periodIndex,
  periodLabel,
  periodsOf,
  periodsThrough,
  quarterEndingIn,
  QUARTER_END_MONTHS,
  valueAt,
} from './periods.js';

describe('period keys and counts', () => {
  it('monthly has the 12 months january…december', () => {
    expect(periodsOf('monthly')).toEqual([
      'january',
      'february',
      'march',
      'april',
      'may',
      'june',
      'july',
      'august',
      'september',
      'october',
      'november',
      'december',
    ]);
  });

  it('quarterly has q1…q4 and annual has the single key annual', () => {
    expect(periodsOf('quarterly')).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(periodsOf('annual')).toEqual(['annual']);
  });

  it('counts: monthly 12, quarterly 4, annual 1', () => {
    expect(PERIOD_COUNTS).toEqual({ monthly: 12, quarterly: 4, annual: 1 });
    expect(periodCount('monthly')).toBe(12);
    expect(periodCount('quarterly')).toBe(4);
    expect(periodCount('annual')).toBe(1);
  });
});

describe('normalizeFrequency', () => {
  it("stores the input 'annually' as 'annual'", () => {
    expect(normalizeFrequency('annually')).toBe('annual');
    expect(normalizeFrequency('Annually')).toBe('annual');
  });

  it('accepts the stored values in any case and with spaces', () => {
    expect(normalizeFrequency('monthly')).toBe('monthly');
    expect(normalizeFrequency(' Quarterly ')).toBe('quarterly');
    expect(normalizeFrequency('ANNUAL')).toBe('annual');
  });

  it('refuses anything else', () => {
    expect(normalizeFrequency('weekly')).toBeNull();
    expect(normalizeFrequency('')).toBeNull();
  });
});

describe('period key checks', () => {
  it('isPeriodKey accepts only keys of the frequency', () => {
    expect(isPeriodKey('quarterly', 'q2')).toBe(true);
    expect(isPeriodKey('quarterly', 'june')).toBe(false);
    expect(isPeriodKey('monthly', 'june')).toBe(true);
    expect(isPeriodKey('annual', 'annual')).toBe(true);
    expect(isPeriodKey('annual', 42)).toBe(false);
  });

  it('normalizePeriodKey reads entered keys', () => {
    expect(normalizePeriodKey('quarterly', ' Q2 ')).toBe('q2');
    expect(normalizePeriodKey('monthly', 'June')).toBe('june');
    expect(normalizePeriodKey('quarterly', 'june')).toBeNull();
  });

  it('periodIndex is 0-based and throws on a key of another frequency', () => {
    expect(periodIndex('monthly', 'january')).toBe(0);
    expect(periodIndex('monthly', 'december')).toBe(11);
    expect(periodIndex('quarterly', 'q3')).toBe(2);
    expect(() => periodIndex('quarterly', 'march')).toThrow(RangeError);
    expect(() => periodIndex('quarterly', 'march')).toThrow("'march' is not a quarterly period (expected one of q1, q2, q3, q4)");
  });

  it('periodsThrough lists the first period through the selected one', () => {
    expect(periodsThrough('quarterly', 'q3')).toEqual(['q1', 'q2', 'q3']);
    expect(periodsThrough('monthly', 'february')).toEqual(['january', 'february']);
    expect(periodsThrough('annual', 'annual')).toEqual(['annual']);
  });
});

describe('months and quarters', () => {
  it('maps months to their quarter (3 months each)', () => {
    expect(monthToQuarter('january')).toBe('q1');
    expect(monthToQuarter('march')).toBe('q1');
    expect(monthToQuarter('april')).toBe('q2');
    expect(monthToQuarter('september')).toBe('q3');
    expect(monthToQuarter('october')).toBe('q4');
    expect(monthToQuarter('december')).toBe('q4');
  });

  it('quarter-end months: march → q1, june → q2, september → q3, december → q4', () => {
    expect(QUARTER_END_MONTHS).toEqual({ q1: 'march', q2: 'june', q3: 'september', q4: 'december' });
    expect(quarterEndingIn('march')).toBe('q1');
    expect(quarterEndingIn('june')).toBe('q2');
    expect(quarterEndingIn('september')).toBe('q3');
    expect(quarterEndingIn('december')).toBe('q4');
  });

  it('other months close no quarter', () => {
    expect(quarterEndingIn('january')).toBeNull();
    expect(quarterEndingIn('may')).toBeNull();
    expect(quarterEndingIn('november')).toBeNull();
  });

  it('monthSpan gives the months (0..11) a period covers', () => {
    expect(monthSpan('monthly', 'march')).toEqual({ first: 2, last: 2 });
    expect(monthSpan('quarterly', 'q2')).toEqual({ first: 3, last: 5 }); // april..june
    expect(monthSpan('annual', 'annual')).toEqual({ first: 0, last: 11 });
  });
});

describe('current period for a date', () => {
  const may15 = new Date('2026-05-15T12:00:00Z');

  it('is the month, quarter or year containing the date', () => {
    expect(currentPeriod('monthly', may15)).toBe('may');
    expect(currentPeriod('quarterly', may15)).toBe('q2'); // may is month 5 → april..june
    expect(currentPeriod('annual', may15)).toBe('annual');
    expect(currentPeriod('quarterly', new Date('2026-12-31T12:00:00Z'))).toBe('q4');
    expect(currentPeriod('quarterly', new Date('2026-01-01T00:00:00Z'))).toBe('q1');
  });

  it("reads the calendar in the organization's time zone (default UTC)", () => {
    const instant = new Date('2026-03-31T23:30:00Z');
    expect(calendarMonth(instant)).toEqual({ year: 2026, month: 2 }); // still March in UTC
    expect(calendarMonth(instant, 'Asia/Tokyo')).toEqual({ year: 2026, month: 3 }); // 08:30 on April 1st
    expect(currentPeriod('quarterly', instant)).toBe('q1');
    expect(currentPeriod('quarterly', instant, 'Asia/Tokyo')).toBe('q2');
    expect(calendarMonth(new Date('2026-01-01T03:00:00Z'), 'America/New_York')).toEqual({ year: 2025, month: 11 });
  });

  it('default view period is the current quarter of the current year', () => {
    expect(defaultViewPeriod(may15)).toEqual({ year: 2026, frequency: 'quarterly', period: 'q2' });
    // 20:00 UTC on Dec 31st 2025 is 05:00 on Jan 1st 2026 in Tokyo
    expect(defaultViewPeriod(new Date('2025-12-31T20:00:00Z'), 'Asia/Tokyo')).toEqual({
      year: 2026,
      frequency: 'quarterly',
      period: 'q1',
    });
  });

  it('default assignment period is the current year as a string', () => {
    expect(defaultAssignmentPeriod(may15)).toBe('2026');
    expect(defaultAssignmentPeriod(new Date('2025-12-31T20:00:00Z'))).toBe('2025');
    expect(defaultAssignmentPeriod(new Date('2025-12-31T20:00:00Z'), 'Asia/Tokyo')).toBe('2026');
  });
});

describe('periodLabel', () => {
  it('writes quarters upper case, months and annual capitalised, with an optional year', () => {
    expect(periodLabel('q4', 2026)).toBe('Q4 2026');
    expect(periodLabel('q1')).toBe('Q1');
    expect(periodLabel('june')).toBe('June');
    expect(periodLabel('annual', 2026)).toBe('Annual 2026');
  });
});

describe('parsePeriodValues', () => {
  it('reads a JSON string, numeric strings, and empty values as null', () => {
    const stored = JSON.stringify({ Q1: 100, q2: '50.5', q3: '', q4: null, january: ' 7 ' });
    expect(parsePeriodValues(stored)).toEqual({ q1: 100, q2: 50.5, q3: null, q4: null, january: 7 });
  });

  it('reads keys as written in any case or spacing, a written key after its stored form winning as in the map', () => {
    expect(parsePeriodValues({ ' June ': 1, JULY: 2, august: 3, '  ': 4, Annual: 5 })).toEqual({ june: 1, july: 2, august: 3, annual: 5 });
    expect(parsePeriodValues({ june: 1, ' JUNE': 2 })).toEqual({ june: 2 });
  });

  it('drops unknown keys and unreadable values', () => {
    expect(parsePeriodValues({ q1: 'abc', q2: true, week1: 5, q3: Number.POSITIVE_INFINITY, q4: undefined, annual: 12 })).toEqual({
      q4: null,
      annual: 12,
    });
  });

  it('gives {} for anything that is not a map', () => {
    expect(parsePeriodValues('{not json')).toEqual({});
    expect(parsePeriodValues('[1,2]')).toEqual({});
    expect(parsePeriodValues(null)).toEqual({});
    expect(parsePeriodValues(undefined)).toEqual({});
    expect(parsePeriodValues(42)).toEqual({});
  });
});

describe('valueAt', () => {
  it('is the finite number stored for a key, else null', () => {
    expect(valueAt({ q1: 10, q2: null }, 'q1')).toBe(10);
    expect(valueAt({ q1: 10, q2: null }, 'q2')).toBeNull();
    expect(valueAt({ q1: 10 }, 'q3')).toBeNull();
    expect(valueAt({ q1: Number.NaN }, 'q1')).toBeNull();
    expect(valueAt(null, 'q1')).toBeNull();
    expect(valueAt(undefined, 'q1')).toBeNull();
  });
});
