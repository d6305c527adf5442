import { describe, expect, it } from 'vitest';
import { asOfCaption, asOfParams, endOfDay, parseAsOfDate, parseView, viewCaption, viewParams, withFrequency } from './viewState';

// 20 May 2026, 10:00 UTC; in Auckland (UTC+12) it is already the evening of the same day
const now = new Date('2026-05-20T10:00:00Z');

describe('scorecard view in the URL', () => {
  it('defaults to the current period of the frequency in the organization time zone, period view', () => {
    expect(parseView(new URLSearchParams(), 'quarterly', now, 'UTC')).toEqual({ state: { year: 2026, frequency: 'quarterly', period: 'q2', view: 'period' }, error: null });
    expect(parseView(new URLSearchParams(), 'monthly', new Date('2026-06-30T20:00:00Z'), 'Pacific/Auckland').state.period).toBe('july');
  });

  it('reads a shared link, any case', () => {
    const { state, error } = parseView(new URLSearchParams('year=2025&frequency=Monthly&period=March&view=ytd'), 'quarterly', now, 'UTC');
    expect(error).toBeNull();
    expect(state).toEqual({ year: 2025, frequency: 'monthly', period: 'march', view: 'ytd' });
  });

  it('annual forces year to date', () => {
    expect(parseView(new URLSearchParams('frequency=annual&view=period'), 'quarterly', now, 'UTC').state).toMatchObject({ period: 'annual', view: 'ytd' });
  });

  it('says what is unknown and falls back to the default', () => {
    const { state, error } = parseView(new URLSearchParams('period=q7&view=all&year=12'), 'quarterly', now, 'UTC');
    expect(state).toEqual({ year: 2026, frequency: 'quarterly', period: 'q2', view: 'period' });
    expect(error).toBe("Unknown year '12'. Unknown quarterly period 'q7': choose Q1, Q2, Q3, Q4. Unknown view 'all': choose Period or Year to Date.");
    expect(parseView(new URLSearchParams('frequency=weekly'), 'quarterly', now, 'UTC').error).toBe("Unknown frequency 'weekly': choose Monthly, Quarterly or Annual.");
  });

  it('a new frequency resets the period to its current one; annual forces year to date', () => {
    const q1 = { year: 2026, frequency: 'quarterly' as const, period: 'q1' as const, view: 'period' as const };
    expect(withFrequency(q1, 'monthly', now, 'UTC')).toEqual({ year: 2026, frequency: 'monthly', period: 'may', view: 'period' });
    expect(withFrequency(q1, 'annual', now, 'UTC')).toEqual({ year: 2026, frequency: 'annual', period: 'annual', view: 'ytd' });
  });

  it('writes the whole view and a caption', () => {
    const state = { year: 2026, frequency: 'monthly' as const, period: 'march' as const, view: 'ytd' as const };
    expect(viewParams(state)).toEqual({ year: '2026', frequency: 'monthly', period: 'march', view: 'ytd' });
    expect(viewCaption(state)).toBe('March 2026 · Year to Date');
  });
});

describe("'As of' in the URL", () => {
  it('reads a calendar date, reports anything else and ignores it', () => {
    expect(parseAsOfDate(new URLSearchParams('asOf=2026-03-31'))).toEqual({ date: '2026-03-31', error: null });
    expect(parseAsOfDate(new URLSearchParams(''))).toEqual({ date: null, error: null });
    expect(parseAsOfDate(new URLSearchParams('asOf=2026-02-30')).date).toBeNull();
    expect(parseAsOfDate(new URLSearchParams('asOf=yesterday')).error).toContain("Unknown date 'yesterday'");
  });

  it('asks the API for the end of that day on the organization calendar', () => {
    expect(endOfDay('2026-03-31', 'UTC')).toBe('2026-03-31T23:59:59.999Z');
    expect(endOfDay('2026-03-31', 'Asia/Tokyo')).toBe('2026-03-31T14:59:59.999Z');
    expect(endOfDay('2026-01-15', 'America/New_York')).toBe('2026-01-16T04:59:59.999Z');
    // Europe/Berlin moves to summer time on 29 March 2026: that day ends at 22:00 UTC.
    expect(endOfDay('2026-03-29', 'Europe/Berlin')).toBe('2026-03-29T21:59:59.999Z');
    expect(endOfDay('2026-12-31', 'UTC')).toBe('2026-12-31T23:59:59.999Z');
    expect(asOfParams(null, 'UTC')).toEqual({});
    expect(asOfParams('2026-03-31', 'UTC')).toEqual({ asOf: '2026-03-31T23:59:59.999Z' });
    expect(asOfCaption('2026-03-31')).toBe('as of 31 Mar 2026');
  });
});
