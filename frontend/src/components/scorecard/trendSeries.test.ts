import { describe, expect, it } from 'vitest';
import { formatScore, formatValue } from './format';
import { trendPoints, trendSummary } from './trendSeries';

describe('trend series', () => {
  // quarterly, higher is better: targets 100 a quarter (stored as a JSON string), actuals q1 80, q2 120
  const points = trendPoints({ frequency: 'quarterly', polarity: 'positive', targets: '{"q1":100,"q2":100,"q3":100,"q4":100}', actualResults: { q1: 80, q2: 120 } });

  it('scores each period of the KPI with the organization thresholds', () => {
    expect(points).toEqual([
      { label: 'Q1', target: 100, actual: 80, score: 80, status: 'Near Target' },
      { label: 'Q2', target: 100, actual: 120, score: 120, status: 'Exceeds Target' },
      { label: 'Q3', target: 100, actual: null, score: null, status: 'No Data' },
      { label: 'Q4', target: 100, actual: null, score: null, status: 'No Data' },
    ]);
    // a cap of 110 and stricter thresholds change the reading
    const strict = trendPoints({ frequency: 'quarterly', polarity: 'positive', targets: { q2: 100 }, actualResults: { q2: 120 } }, { scoreCapPercentage: 110, exceedsTargetThreshold: 130 });
    expect(strict[1]).toMatchObject({ score: 110, status: 'On Target' });
  });

  it("carries each period's first target when the baseline is given (DESIGN decision 22)", () => {
    const withBaseline = trendPoints({ frequency: 'quarterly', polarity: 'positive', targets: { q1: 90, q2: 100 }, actualResults: {}, baselineTargets: { q1: 100 } });
    expect(withBaseline.map((p) => [p.target, p.baseline])).toEqual([
      [90, 100],
      [100, null],
      [null, null],
      [null, null],
    ]);
    expect(points[0]).not.toHaveProperty('baseline');
  });

  it('says in one sentence what the chart shows', () => {
    expect(trendSummary('Revenue', points)).toBe('Revenue: 2 of 4 periods reported; latest Q2, actual 120 against target 100, Exceeds Target.');
    expect(trendSummary('NPS', trendPoints({ frequency: 'annual', polarity: 'positive', targets: {}, actualResults: {} }))).toBe('NPS: no actual results recorded yet this year.');
  });
});

describe('scorecard number display', () => {
  it('formats scores and values with their unit', () => {
    expect(formatScore(88)).toBe('88%');
    expect(formatScore(89.75)).toBe('89.8%');
    expect(formatScore(null)).toBe('—');
    expect(formatValue(12720000, '$')).toBe('$12,720,000');
    expect(formatValue(92.18, '%')).toBe('92.18%');
    expect(formatValue(3.5, 'days')).toBe('3.5 days');
    expect(formatValue(7, '')).toBe('7');
    expect(formatValue(undefined, '$')).toBe('—');
  });
});
