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
  periodHasStarted,
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
    // Without a time zone, the calendar is UTC's.
    expect(calendarDate(new Date('2026-04-10T23:30:00Z'))).toBe('2026-04-10');
  });
});

describe('submissions', () => {
  it('a value reads missing without a number, approved without an entry, else its state', async () => {
    const { submissionStateOf, approvedResults } = await import('./reporting-periods.js');
    const results = { q1: 10, q2: 20, q3: null, q4: 40 };
    const subs = { q2: { state: 'submitted' as const, by: null, at: null, comment: null }, q3: { state: 'approved' as const, by: null, at: null, comment: null }, q4: { state: 'returned' as const, by: null, at: null, comment: 'no' } };
    expect(submissionStateOf(results, subs, 'q1')).toBe('approved');
    expect(submissionStateOf(results, subs, 'q2')).toBe('submitted');
    expect(submissionStateOf(results, subs, 'q3')).toBe('missing');
    expect(submissionStateOf(results, subs, 'q4')).toBe('returned');
    expect(approvedResults(results, subs)).toEqual({ q1: 10 });
  });

  it('with requireApproval a scorecard line counts approved values only and says it awaits approval', async () => {
    const { computeKpiLine } = await import('./scorecard.js');
    const kpi = {
      kpiAssignmentId: 'a', kpiId: 'k', name: 'Revenue', unit: '$', polarity: 'positive' as const, frequency: 'quarterly', isCumulative: false, weight: 100,
      targets: { q1: 100, q2: 100 }, actualResults: { q1: 90, q2: 120 },
      submissions: { q2: { state: 'submitted' as const, by: null, at: null, comment: null } },
    };
    const view = { year: 2026, frequency: 'quarterly' as const, period: 'q2' as const, view: 'ytd' as const, now: new Date('2026-12-01T00:00:00Z') };
    const open = computeKpiLine(kpi, { ...view, settings: {} });
    expect(open).toMatchObject({ actual: 210 });
    expect(open).not.toHaveProperty('awaitingApproval');
    const strict = computeKpiLine(kpi, { ...view, settings: { requireApproval: true } });
    expect(strict).toMatchObject({ actual: 90, target: 100, reportedPeriods: 1, awaitingApproval: true });
  });
});

describe('periodHasStarted', () => {
  it('is true from the first day of the period on the organization\'s calendar', () => {
    expect(periodHasStarted(2026, 'q2', new Date('2026-03-31T12:00:00Z'))).toBe(false);
    expect(periodHasStarted(2026, 'q2', new Date('2026-04-01T00:00:00Z'))).toBe(true);
    expect(periodHasStarted('2026', 'annual', new Date('2026-01-01T00:00:00Z'))).toBe(true);
    expect(periodHasStarted(2027, 'january', new Date('2026-12-31T12:00:00Z'))).toBe(false);
    expect(periodHasStarted(2025, 'december', new Date('2026-01-05T12:00:00Z'))).toBe(true);
    // 31 March 23:30 UTC is already 1 April in Tokyo, still 31 March in New York.
    expect(periodHasStarted(2026, 'april', new Date('2026-03-31T23:30:00Z'), 'Asia/Tokyo')).toBe(true);
    expect(periodHasStarted(2026, 'april', new Date('2026-03-31T23:30:00Z'), 'America/New_York')).toBe(false);
  });
});
