import { describe, expect, it } from 'vitest';
import { runningTotals, targetsTotal } from './targets.js';

describe('runningTotals', () => {
  it('adds quarterly targets period by period: 200, 250, (empty), 300 → 200, 450, 450, 750', () => {
    expect(runningTotals('quarterly', { q1: 200, q2: 250, q3: null, q4: 300 })).toEqual([
      { period: 'q1', value: 200, total: 200 },
      { period: 'q2', value: 250, total: 450 },
      { period: 'q3', value: null, total: 450 },
      { period: 'q4', value: 300, total: 750 },
    ]);
  });

  it('has one line per period of the frequency and no floating-point noise', () => {
    const monthly = runningTotals('monthly', { january: 0.1, february: 0.2 });
    expect(monthly).toHaveLength(12);
    expect(monthly[1]!.total).toBe(0.3);
    expect(runningTotals('annual', {})).toEqual([{ period: 'annual', value: null, total: 0 }]);
  });
});

describe('targetsTotal', () => {
  it('is the year total for period-based KPIs', () => {
    expect(targetsTotal('quarterly', { q1: 200, q4: 300 }, false)).toBe(500);
  });

  it('is null for cumulative KPIs and when nothing is entered', () => {
    expect(targetsTotal('quarterly', { q1: 200, q4: 300 }, true)).toBeNull();
    expect(targetsTotal('quarterly', { q1: null }, false)).toBeNull();
  });
});
