import { describe, expect, it } from 'vitest';
import { coverageNote, isPartialCoverage, levelCoverage, objectiveCoverage, perspectiveCoverage, sharePercent } from './coverage.js';

describe('coverage (DESIGN decision 19)', () => {
  it('an objective: KPIs with a score and the share of the KPI weight they carry', () => {
    expect(objectiveCoverage([{ score: 90, weight: 30 }, { score: null, weight: 50 }, { score: 70, weight: 20 }])).toEqual({ scored: 2, total: 3, weightPercent: 50 });
    // a scored KPI without a weight beside a weighted one without data: 0% of the weight (its score is the plain average)
    expect(objectiveCoverage([{ score: 90, weight: null }, { score: null, weight: 50 }])).toEqual({ scored: 1, total: 2, weightPercent: 0 });
    expect(objectiveCoverage([])).toEqual({ scored: 0, total: 0, weightPercent: 0 });
    // weights total 0 (and missing ones count 0): each KPI the same, 1 of 3 → 33
    expect(objectiveCoverage([{ score: 90, weight: 0 }, { score: null, weight: null }, { score: undefined, weight: 0 }])).toEqual({ scored: 1, total: 3, weightPercent: 33 });
  });

  it('a perspective: each KPI the same', () => {
    expect(perspectiveCoverage([90, null, 70, undefined])).toEqual({ scored: 2, total: 4, weightPercent: 50 });
    expect(perspectiveCoverage([])).toEqual({ scored: 0, total: 0, weightPercent: 0 });
  });

  it('a level: each KPI carries its part of its objective weight; an objective without KPIs its weight uncovered', () => {
    // 50 × (30/80) + 30 × 1 + 20 × 0 = 18.75 + 30 = 48.75 → 49
    expect(levelCoverage([
      { weight: 50, kpis: [{ score: 1, weight: 30 }, { score: null, weight: 50 }] },
      { weight: 30, kpis: [{ score: 2, weight: 100 }] },
      { weight: 20, kpis: [] },
    ])).toEqual({ scored: 2, total: 3, weightPercent: 49 });
    expect(levelCoverage([{ weight: 0, kpis: [{ score: 1, weight: 0 }, { score: null, weight: 0 }] }, { weight: null, kpis: [] }])).toEqual({ scored: 1, total: 2, weightPercent: 50 });
    expect(levelCoverage([])).toEqual({ scored: 0, total: 0, weightPercent: 0 });
  });

  it('a whole percent that reads 100 only when full and 0 only when empty', () => {
    expect([sharePercent(1), sharePercent(0.996), sharePercent(0.45), sharePercent(0.001), sharePercent(0)]).toEqual([100, 99, 45, 1, 0]);
  });

  it("the note: 'based on 7 of 20 KPIs, 45% of the weight', only when partial and something has a score", () => {
    expect(coverageNote({ scored: 7, total: 20, weightPercent: 45 })).toBe('based on 7 of 20 KPIs, 45% of the weight');
    expect(coverageNote({ scored: 3, total: 3, weightPercent: 80 }, 'Measures')).toBe('based on 3 of 3 Measures, 80% of the weight');
    expect(coverageNote({ scored: 20, total: 20, weightPercent: 100 })).toBeNull();
    expect(coverageNote({ scored: 0, total: 20, weightPercent: 0 })).toBeNull();
    expect(coverageNote(null)).toBeNull();
    expect(coverageNote(undefined)).toBeNull();
    expect(isPartialCoverage({ scored: 3, total: 4, weightPercent: 100 })).toBe(true);
  });
});
