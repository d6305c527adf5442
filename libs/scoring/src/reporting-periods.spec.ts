import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDate,
  containingPeriodKeys,
  coveredPeriodKeys,
  daysBetween,
  formatDueDate,
  lockedPeriodFor,
  parseReportingPeriodKey,
  periodDueDate,
  periodLastDay,
  reportingPeriodName,
  reportingPeriodsOf,
} from './reporting-periods.js';

describe('reporting periods', () => {
  it('lists the 17 periods of a year: months, quarters, the year', () => {
    const periods = reportingPeriodsOf(2026);
    expect(periods).toHaveLength(17);
    expect(periods[0]).toEqual({ key: '2026-january', year: 2026, frequency: 'monthly', period: 'january' });
    expect(periods[12]!.key).toBe('2026-q1');
    expect(periods[16]).toEqual({ key: '2026-annual', year: 2026, frequency: 'annual', period: 'annual' });
  });

  it('names them', () => {
    expect(reportingPeriodName(2026, 'q1')).toBe('Q1 2026');
    expect(reportingPeriodName(2026, 'march')).toBe('March 2026');
    expect(reportingPeriodName(2026, 'annual')).toBe('2026');
  });

  it('reads keys and refuses anything else', () => {
    expect(parseReportingPeriodKey(' 2026-Q1 ')).toEqual({ key: '2026-q1', year: 2026, frequency: 'quarterly', period: 'q1' });
    for (const bad of ['2026-q5', '2026', 'q1-2026', '26-q1', '2026-march-1', null, 7, '0999-q1']) {
      expect(parseReportingPeriodKey(bad), String(bad)).toBeNull();
    }
  });

  it('a quarter covers its months and itself; the year covers all', () => {
    expect(coveredPeriodKeys('q1')).toEqual(['january', 'february', 'march', 'q1']);
    expect(coveredPeriodKeys('march')).toEqual(['march']);
    expect(coveredPeriodKeys('annual')).toHaveLength(17);
    expect(containingPeriodKeys('march')).toEqual(['march', 'q1', 'annual']);
    expect(containingPeriodKeys('q2')).toEqual(['q2', 'annual']);
    expect(containingPeriodKeys('annual')).toEqual(['annual']);
  });

  it('finds the locked period a value falls in', () => {
    expect(lockedPeriodFor(2026, 'march', ['2026-q1'])?.key).toBe('2026-q1');
    expect(lockedPeriodFor(2026, 'april', ['2026-q1'])).toBeNull();
    expect(lockedPeriodFor(2026, 'q1', ['2026-march'])).toBeNull();
    expect(lockedPeriodFor(2026, 'q1', ['2026-annual'])?.key).toBe('2026-annual');
    expect(lockedPeriodFor(2026, 'march', ['2025-q1'])).toBeNull();
    expect(lockedPeriodFor('2026', 'march', ['2026-annual', '2026-march'])?.key).toBe('2026-march');
  });

  it('due dates: last day plus resultsDueDays', () => {
    expect(periodLastDay(2026, 'q1')).toBe('2026-03-31');
    expect(periodLastDay(2024, 'february')).toBe('2024-02-29');
    expect(periodLastDay(2026, 'annual')).toBe('2026-12-31');
    expect(periodDueDate(2026, 'q1', 10)).toBe('2026-04-10');
    expect(periodDueDate(2026, 'december', 10)).toBe('2027-01-10');
    expect(formatDueDate('2026-04-10')).toBe('10 April');
  });

  it('date arithmetic and the calendar of a time zone', () => {
    expect(addDays('2026-04-10', -3)).toBe('2026-04-07');
    expect(daysBetween('2026-04-10', '2026-04-15')).toBe(5);
    expect(daysBetween('2026-04-15', '2026-04-10')).toBe(-5);
    const instant = new Date('2026-04-10T23:30:00Z');
    expect(calendarDate(instant, 'UTC')).toBe('2026-04-10');
    expect(calendarDate(instant, 'Asia/Tokyo')).toBe('2026-04-11');
    expect(calendarDate(instant, 'America/New_York')).toBe('2026-04-10');
  });
});
