import { describe, expect, it } from 'vitest';
import { computeKpiLine } from './scorecard.js';
import { kpiLineInEveryView, STORED_VIEWS } from './stored-views.js';

const kpi = {
  kpiAssignmentId: 'a',
  kpiId: 'k',
  name: 'Revenue',
  unit: '$',
  polarity: 'positive' as const,
  frequency: 'monthly' as const,
  isCumulative: false,
  weight: 1,
  targets: { january: 10, february: 10, march: 10 },
  actualResults: { january: 8, february: 12, march: 30 },
  // january approved, february and march waiting for review (no submission reads as approved)
  submissions: {
    january: { state: 'approved' as const, by: 'u', at: '2026-01-31T00:00:00Z', comment: null },
    february: { state: 'submitted' as const, by: 'u', at: '2026-02-28T00:00:00Z', comment: null },
    march: { state: 'returned' as const, by: 'u', at: '2026-03-31T00:00:00Z', comment: 'check' },
  },
};

describe('stored views', () => {
  it('are the 33 distinct views of a year: the annual frequency has its year-to-date only', () => {
    expect(STORED_VIEWS).toHaveLength(33);
    expect(STORED_VIEWS.filter((v) => v.frequency === 'annual')).toEqual([{ frequency: 'annual', period: 'annual', view: 'ytd' }]);
    expect(new Set(STORED_VIEWS.map((v) => `${v.frequency}/${v.period}/${v.view}`)).size).toBe(33);
  });

  it("are computeKpiLine's score, target and actual in each view, the cap and requireApproval included", () => {
    for (const settings of [{}, { scoreCapPercentage: 150 }, { requireApproval: true }]) {
      const values = kpiLineInEveryView(kpi, 2026, settings);
      for (const v of values) {
        const line = computeKpiLine(kpi, { year: 2026, frequency: v.frequency, period: v.period, view: v.view, now: new Date(), settings });
        expect(v).toEqual({ frequency: v.frequency, period: v.period, view: v.view, score: line.score, target: line.target, actual: line.actual });
      }
    }
    const q1 = (settings: object) => kpiLineInEveryView(kpi, 2026, settings).find((v) => v.frequency === 'quarterly' && v.period === 'q1' && v.view === 'period')!;
    expect(q1({})).toMatchObject({ target: 30, actual: 50 });
    expect(q1({ requireApproval: true })).toMatchObject({ target: 10, actual: 8, score: 80 });
  });
});
