import { describe, expect, it } from 'vitest';
import type { Frequency, PeriodValues, ViewType } from '@scorecard/contracts';
import { duePeriodCount, effectiveView, kpiPeriodsInView, periodHasEnded, reportedPeriodsOf, valuesOver, viewValues } from './views.js';

type Kpi = { frequency: Frequency; isCumulative: boolean; targets: PeriodValues; actualResults: PeriodValues };
const at = (kpi: Kpi, viewFrequency: Frequency, period: string, view: ViewType) =>
  viewValues({ ...kpi, viewFrequency, period, view });

// Quarterly, non-cumulative: targets 100 a quarter; actuals q1 90, q2 110, q3 not entered (null), q4 absent.
const quarterly: Kpi = {
  frequency: 'quarterly',
  isCumulative: false,
  targets: { q1: 100, q2: 100, q3: 100, q4: 100 },
  actualResults: { q1: 90, q2: 110, q3: null },
};

// Quarterly, cumulative (running total to date): targets 25, 50, 75, 100; actuals q1 20, q2 45.
const quarterlyCumulative: Kpi = {
  frequency: 'quarterly',
  isCumulative: true,
  targets: { q1: 25, q2: 50, q3: 75, q4: 100 },
  actualResults: { q1: 20, q2: 45 },
};

// Monthly, non-cumulative: target 10 every month; actuals jan 8, feb 12, mar 10, apr 9.
const monthly: Kpi = {
  frequency: 'monthly',
  isCumulative: false,
  targets: {
    january: 10,
    february: 10,
    march: 10,
    april: 10,
    may: 10,
    june: 10,
    july: 10,
    august: 10,
    september: 10,
    october: 10,
    november: 10,
    december: 10,
  },
  actualResults: { january: 8, february: 12, march: 10, april: 9 },
};

const annual: Kpi = { frequency: 'annual', isCumulative: false, targets: { annual: 1000 }, actualResults: { annual: 800 } };

describe('effectiveView', () => {
  it('the annual frequency forces YTD; others keep the chosen view', () => {
    expect(effectiveView('annual', 'period')).toBe('ytd');
    expect(effectiveView('quarterly', 'period')).toBe('period');
    expect(effectiveView('monthly', 'ytd')).toBe('ytd');
  });
});

describe('same frequency, non-cumulative', () => {
  it("period view uses the selected period's values only: q2 → 100 / 110", () => {
    expect(at(quarterly, 'quarterly', 'q2', 'period')).toEqual({ target: 100, actual: 110 });
  });

  it('YTD sums from the first period through the selected one: q2 → 100+100 = 200 / 90+110 = 200', () => {
    expect(at(quarterly, 'quarterly', 'q2', 'ytd')).toEqual({ target: 200, actual: 200 });
  });

  it('YTD q4 sums only the reported quarters (decision 14): targets q1+q2 = 200, actuals 90+110 = 200 (q3 null, q4 absent)', () => {
    expect(at(quarterly, 'quarterly', 'q4', 'ytd')).toEqual({ target: 200, actual: 200 });
  });

  it('YTD without any result shows the whole window target and no actual: q2 → 200 / null', () => {
    const unreported: Kpi = { ...quarterly, actualResults: {} };
    expect(at(unreported, 'quarterly', 'q2', 'ytd')).toEqual({ target: 200, actual: null });
  });

  it('a period without an actual: q3 → 100 / null', () => {
    expect(at(quarterly, 'quarterly', 'q3', 'period')).toEqual({ target: 100, actual: null });
  });

  it('no values at all → null / null', () => {
    const empty: Kpi = { frequency: 'quarterly', isCumulative: false, targets: {}, actualResults: {} };
    expect(at(empty, 'quarterly', 'q2', 'ytd')).toEqual({ target: null, actual: null });
  });

  it('sums without floating-point noise: 0.1 + 0.2 = 0.3', () => {
    const small: Kpi = { frequency: 'monthly', isCumulative: false, targets: { january: 0.1, february: 0.2 }, actualResults: {} };
    expect(at(small, 'monthly', 'february', 'ytd').target).toBe(0.3);
  });

  it('keeps whole sums exact and rounds only past 15 digits, as toPrecision(15) does', () => {
    const big = (january: number, february: number): Kpi => ({ frequency: 'monthly', isCumulative: false, targets: { january, february }, actualResults: {} });
    expect(at(big(400_000_000_000_000, 599_999_999_999_999), 'monthly', 'february', 'ytd').target).toBe(999_999_999_999_999);
    expect(at(big(500_000_000_000_000, 500_000_000_000_001), 'monthly', 'february', 'ytd').target).toBe(1_000_000_000_000_000);
    expect(at(big(2 ** 52, 3), 'monthly', 'february', 'ytd').target).toBe(4_503_599_627_370_500);
    expect(at(big(-7, -3), 'monthly', 'february', 'ytd').target).toBe(-10);
  });

  it('annual view forces YTD: the reported quarters q1, q2 → 200 / 200', () => {
    expect(at(quarterly, 'annual', 'annual', 'period')).toEqual({ target: 200, actual: 200 });
  });
});

describe('same frequency, cumulative', () => {
  it("period view uses the selected period's value: q2 → 50 / 45", () => {
    expect(at(quarterlyCumulative, 'quarterly', 'q2', 'period')).toEqual({ target: 50, actual: 45 });
  });

  it("period view of a period without actual: q3 → its target 75, no actual (no fallback outside the period)", () => {
    expect(at(quarterlyCumulative, 'quarterly', 'q3', 'period')).toEqual({ target: 75, actual: null });
  });

  it('YTD uses the latest period with an actual: q3 has none, so q2 → 50 / 45 (not summed)', () => {
    expect(at(quarterlyCumulative, 'quarterly', 'q3', 'ytd')).toEqual({ target: 50, actual: 45 });
    expect(at(quarterlyCumulative, 'quarterly', 'q4', 'ytd')).toEqual({ target: 50, actual: 45 });
  });

  it('YTD of a period that has an actual uses that period: q1 → 25 / 20', () => {
    expect(at(quarterlyCumulative, 'quarterly', 'q1', 'ytd')).toEqual({ target: 25, actual: 20 });
  });

  it('no actual at all: the selected period target, no actual', () => {
    const noActuals: Kpi = { ...quarterlyCumulative, actualResults: {} };
    expect(at(noActuals, 'quarterly', 'q3', 'ytd')).toEqual({ target: 75, actual: null });
  });

  it('annual view: latest actual of the year, q2 → 50 / 45', () => {
    expect(at(quarterlyCumulative, 'annual', 'annual', 'period')).toEqual({ target: 50, actual: 45 });
  });
});

describe('quarterly KPI viewed monthly: values only at quarter-end months', () => {
  it('june → q2: 100 / 110; march → q1: 100 / 90', () => {
    expect(at(quarterly, 'monthly', 'june', 'period')).toEqual({ target: 100, actual: 110 });
    expect(at(quarterly, 'monthly', 'march', 'period')).toEqual({ target: 100, actual: 90 });
  });

  it('september → q3 and december → q4', () => {
    expect(at(quarterly, 'monthly', 'september', 'period')).toEqual({ target: 100, actual: null });
    expect(at(quarterly, 'monthly', 'december', 'period')).toEqual({ target: 100, actual: null });
  });

  it('other months have no value, in both views', () => {
    expect(at(quarterly, 'monthly', 'may', 'period')).toEqual({ target: null, actual: null });
    expect(at(quarterly, 'monthly', 'may', 'ytd')).toEqual({ target: null, actual: null });
    expect(at(quarterly, 'monthly', 'january', 'ytd')).toEqual({ target: null, actual: null });
  });

  it('YTD at june sums q1..q2: 200 / 200; at december the reported q1, q2 of q1..q4: 200 / 200', () => {
    expect(at(quarterly, 'monthly', 'june', 'ytd')).toEqual({ target: 200, actual: 200 });
    expect(at(quarterly, 'monthly', 'december', 'ytd')).toEqual({ target: 200, actual: 200 });
  });

  it('cumulative YTD at september: q3 has no actual, latest is q2 → 50 / 45', () => {
    expect(at(quarterlyCumulative, 'monthly', 'september', 'ytd')).toEqual({ target: 50, actual: 45 });
    expect(at(quarterlyCumulative, 'monthly', 'september', 'period')).toEqual({ target: 75, actual: null });
  });
});

describe('monthly KPI viewed quarterly: the months of the quarter', () => {
  it('period q1 sums january..march: 10+10+10 = 30 / 8+12+10 = 30', () => {
    expect(at(monthly, 'quarterly', 'q1', 'period')).toEqual({ target: 30, actual: 30 });
  });

  it('period q2 with only april reported counts april alone (decision 14): 10 / 9, not 30 / 9', () => {
    expect(at(monthly, 'quarterly', 'q2', 'period')).toEqual({ target: 10, actual: 9 });
  });

  it('YTD q2 sums the reported january..april: 40 / 8+12+10+9 = 39', () => {
    expect(at(monthly, 'quarterly', 'q2', 'ytd')).toEqual({ target: 40, actual: 39 });
  });

  it('annual view sums the reported months of the year: 40 / 39', () => {
    expect(at(monthly, 'annual', 'annual', 'ytd')).toEqual({ target: 40, actual: 39 });
  });

  it('cumulative: the latest month of the quarter with an actual (february → 20 / 11)', () => {
    const cumulative: Kpi = {
      frequency: 'monthly',
      isCumulative: true,
      targets: { january: 10, february: 20, march: 30 },
      actualResults: { january: 5, february: 11 },
    };
    expect(at(cumulative, 'quarterly', 'q1', 'period')).toEqual({ target: 20, actual: 11 });
  });
});

describe('annual KPI viewed monthly or quarterly: only at the end of the year', () => {
  it('q4 and december show the annual values 1000 / 800', () => {
    expect(at(annual, 'quarterly', 'q4', 'period')).toEqual({ target: 1000, actual: 800 });
    expect(at(annual, 'quarterly', 'q4', 'ytd')).toEqual({ target: 1000, actual: 800 });
    expect(at(annual, 'monthly', 'december', 'period')).toEqual({ target: 1000, actual: 800 });
  });

  it('earlier periods have no value', () => {
    expect(at(annual, 'quarterly', 'q3', 'ytd')).toEqual({ target: null, actual: null });
    expect(at(annual, 'monthly', 'november', 'period')).toEqual({ target: null, actual: null });
  });

  it('annual view → 1000 / 800', () => {
    expect(at(annual, 'annual', 'annual', 'period')).toEqual({ target: 1000, actual: 800 });
  });
});

describe('kpiPeriodsInView', () => {
  it('lists the KPI periods that count', () => {
    expect(kpiPeriodsInView('quarterly', 'monthly', 'june', 'period')).toEqual(['q2']);
    expect(kpiPeriodsInView('quarterly', 'monthly', 'june', 'ytd')).toEqual(['q1', 'q2']);
    expect(kpiPeriodsInView('quarterly', 'monthly', 'may', 'ytd')).toEqual([]);
    expect(kpiPeriodsInView('monthly', 'quarterly', 'q2', 'period')).toEqual(['april', 'may', 'june']);
    expect(kpiPeriodsInView('monthly', 'monthly', 'february', 'ytd')).toEqual(['january', 'february']);
    expect(kpiPeriodsInView('annual', 'monthly', 'december', 'ytd')).toEqual(['annual']);
  });

  it('refuses a period of another frequency', () => {
    expect(() => kpiPeriodsInView('quarterly', 'quarterly', 'june', 'period')).toThrow(RangeError);
    expect(() => kpiPeriodsInView('quarterly', 'quarterly', 'june', 'period')).toThrow(RangeError);
  });

  it('answers the same window however often it is asked, whatever a caller did with the last answer', () => {
    const first = kpiPeriodsInView('monthly', 'quarterly', 'q1', 'ytd');
    first.push('june');
    first.reverse();
    expect(kpiPeriodsInView('monthly', 'quarterly', 'q1', 'ytd')).toEqual(['january', 'february', 'march']);
  });
});

describe('decision 14: reported and due periods', () => {
  it('reportedPeriodsOf keeps the periods of the window that have an actual, in order', () => {
    expect(reportedPeriodsOf(monthly.actualResults, ['march', 'april', 'may'])).toEqual(['march', 'april']);
    expect(reportedPeriodsOf(null, ['march'])).toEqual([]);
  });

  it('a period is due once its last month is over, in the given time zone', () => {
    const midMay = new Date('2026-05-20T12:00:00Z');
    expect(periodHasEnded('monthly', 'april', 2026, midMay)).toBe(true);
    expect(periodHasEnded('monthly', 'may', 2026, midMay)).toBe(false);
    expect(periodHasEnded('quarterly', 'q2', 2026, midMay)).toBe(false);
    expect(periodHasEnded('quarterly', 'q4', 2025, midMay)).toBe(true); // an earlier year: everything ended
    expect(periodHasEnded('annual', 'annual', 2027, midMay)).toBe(false); // a later year: nothing ended
    // 23:30 UTC on 31 March is already 1 April 08:30 in Tokyo: March has ended there, not in UTC
    const lateMarch = new Date('2026-03-31T23:30:00Z');
    expect(periodHasEnded('monthly', 'march', 2026, lateMarch, 'UTC')).toBe(false);
    expect(periodHasEnded('monthly', 'march', 2026, lateMarch, 'Asia/Tokyo')).toBe(true);
  });

  it('duePeriodCount counts the ended periods of the window', () => {
    const midMay = new Date('2026-05-20T12:00:00Z');
    expect(duePeriodCount('monthly', ['april', 'may', 'june'], 2026, midMay)).toBe(1);
    expect(duePeriodCount('monthly', kpiPeriodsInView('monthly', 'quarterly', 'q2', 'ytd'), 2026, midMay)).toBe(4);
  });

  it('valuesOver an empty window has no values', () => {
    expect(valuesOver([], false, { q1: 1 }, { q1: 1 })).toEqual({ target: null, actual: null });
  });
});
