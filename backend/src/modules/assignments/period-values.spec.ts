import { BadRequestException } from '@nestjs/common';
import { changedPeriods, mergePeriodMaps, readPeriodMap, storedResult } from './period-values';

describe('period values', () => {
  it('reads a map strictly for the KPI frequency: keys normalised, empty values null, numeric text as numbers', () => {
    expect(readPeriodMap('targets', 'quarterly', { Q1: 10, ' q2 ': '12.5', q3: '', q4: null })).toEqual({ q1: 10, q2: 12.5, q3: null, q4: null });
    expect(readPeriodMap('targets', 'annual', { annual: -3 })).toEqual({ annual: -3 });
    expect(readPeriodMap('targets', 'monthly', null)).toEqual({});
  });

  it('refuses keys of another frequency and values that are not numbers', () => {
    expect(() => readPeriodMap('targets', 'monthly', { q1: 1 })).toThrow(BadRequestException);
    expect(() => readPeriodMap('actualResults', 'quarterly', { q1: 'ten' })).toThrow("actualResults: the value for q1 must be a number or empty");
    expect(() => readPeriodMap('actualResults', 'quarterly', { q1: { value: 1 } })).toThrow(BadRequestException);
    expect(() => readPeriodMap('actualResults', 'quarterly', { q1: Number.POSITIVE_INFINITY })).toThrow(BadRequestException);
    expect(() => readPeriodMap('actualResults', 'quarterly', { q1: 1e16 })).toThrow(BadRequestException);
  });

  it('merges sent periods over the stored map in period order; null clears a period', () => {
    expect(mergePeriodMaps('quarterly', { q3: 3, q1: 1 }, { q2: 2, q3: null })).toEqual({ q1: 1, q2: 2, q3: null });
    expect(Object.keys(mergePeriodMaps('quarterly', { q4: 4 }, { q1: 1 }))).toEqual(['q1', 'q4']);
  });

  it('lists the periods whose value changed', () => {
    expect(changedPeriods('quarterly', { q1: 1, q2: 2 }, { q1: 1, q2: 5, q3: 3 })).toEqual([
      { period: 'q2', oldValue: 2, newValue: 5 },
      { period: 'q3', oldValue: null, newValue: 3 },
    ]);
  });

  it('stores the latest period with a result and its score (a missing target scores 0, no result no score)', () => {
    const kpi = { polarity: 'positive' as const, frequency: 'quarterly' as const };
    expect(storedResult(kpi, { q1: 100 }, {}, 150)).toEqual({ period: null, actualResult: null, score: null });
    // q2 is the latest with a result: 130 / 100 = 130
    expect(storedResult(kpi, { q1: 100, q2: 100 }, { q1: 50, q2: 130, q3: null }, 150)).toEqual({ period: 'q2', actualResult: 130, score: 130 });
    // capped: 300 / 100 = 300 → 150
    expect(storedResult(kpi, { q1: 100 }, { q1: 300 }, null).score).toBe(150);
    expect(storedResult(kpi, {}, { q4: 7 }, 150)).toEqual({ period: 'q4', actualResult: 7, score: 0 });
    // lower is better: 20 / 25 = 80
    expect(storedResult({ polarity: 'negative', frequency: 'monthly' }, { may: 20 }, { may: 25 }, 150).score).toBe(80);
  });
});
