/** Property tests: rules that must hold for every input, not just the worked examples. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FREQUENCIES, type PeriodValues } from '@scorecard/contracts';
import { periodsOf } from './periods.js';
import { levelBreakdown, levelScore, objectiveBreakdown, objectiveScore, perspectiveScore } from './rollup.js';
import { coverageNote, levelCoverage, objectiveCoverage, perspectiveCoverage } from './coverage.js';
import { computeScorecard, explainKpi, explainLevel, explainObjective, explainPerspective, type ScorecardKpiInput } from './scorecard.js';
import { scoreFor } from './score.js';
import { viewValues } from './views.js';

const finite = fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true });
const maybeValue = fc.option(fc.double({ min: -1e4, max: 1e4, noNaN: true, noDefaultInfinity: true }), { nil: null });
const polarity = fc.constantFrom('positive' as const, 'negative' as const);
const cap = fc.integer({ min: 100, max: 1000 });

describe('score properties', () => {
  it('a score is always within [0, cap] (or null)', () => {
    fc.assert(
      fc.property(polarity, fc.option(finite, { nil: null }), fc.option(finite, { nil: null }), cap, (p, target, actual, c) => {
        const score = scoreFor(p, target, actual, c);
        if (target === null || actual === null) return score === null;
        return score !== null && score >= 0 && score <= c && Number.isInteger(score);
      }),
    );
  });

  it('positive polarity: non-decreasing in actual for a positive target', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e6, noNaN: true }), finite, finite, cap, (target, a, b, c) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        return scoreFor('positive', target, low, c)! <= scoreFor('positive', target, high, c)!;
      }),
    );
  });

  it('negative polarity: non-increasing in a positive actual for a positive target', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e6, noNaN: true }), fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }), (target, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          return scoreFor('negative', target, low)! >= scoreFor('negative', target, high)!;
        }),
    );
  });
});

describe('view properties', () => {
  const periodMap = (keys: readonly string[]) =>
    fc.tuple(...keys.map(() => maybeValue)).map((values) => Object.fromEntries(keys.map((k, i) => [k, values[i]])) as PeriodValues);

  it('YTD of the first period equals the period view of that period', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FREQUENCIES).chain((frequency) =>
          fc.record({
            frequency: fc.constant(frequency),
            isCumulative: fc.boolean(),
            targets: periodMap(periodsOf(frequency)),
            actualResults: periodMap(periodsOf(frequency)),
          }),
        ),
        (kpi) => {
          const first = periodsOf(kpi.frequency)[0]!;
          const common = { ...kpi, viewFrequency: kpi.frequency, period: first };
          expect(viewValues({ ...common, view: 'ytd' })).toEqual(viewValues({ ...common, view: 'period' }));
        },
      ),
    );
  });

  it('decision 14: a target of a period without a result never changes the values', () => {
    fc.assert(
      fc.property(periodMap(periodsOf('monthly')), periodMap(periodsOf('monthly')), fc.boolean(), fc.constantFrom('period' as const, 'ytd' as const),
        fc.constantFrom(...periodsOf('quarterly')), fc.double({ min: -1e4, max: 1e4, noNaN: true }), (targets, actualResults, isCumulative, view, period, extra) => {
          const common = { frequency: 'monthly' as const, isCumulative, actualResults, viewFrequency: 'quarterly' as const, period, view };
          const values = viewValues({ ...common, targets });
          const unreported = periodsOf('monthly').filter((key) => actualResults[key] === null || actualResults[key] === undefined);
          fc.pre(unreported.length > 0 && values.actual !== null);
          const changed = { ...targets, [unreported[0]!]: extra };
          expect(viewValues({ ...common, targets: changed })).toEqual(values);
        }),
    );
  });
});

describe('roll-up properties', () => {
  /** n positive integer weights summing to exactly 100. */
  const weightsTo100 = fc
    .uniqueArray(fc.integer({ min: 1, max: 99 }), { maxLength: 6 })
    .map((cuts) => {
      const points = [0, ...cuts.sort((x, y) => x - y), 100];
      return points.slice(1).map((p, i) => p - points[i]!);
    });

  it('equal scores roll up to that score (weights totalling 100)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 150 }), weightsTo100, (score, weights) => {
        const items = weights.map((weight) => ({ score, weight }));
        expect(objectiveScore(items)).toBe(score);
        expect(levelScore(items)).toBe(score);
        expect(perspectiveScore(items.map((i) => i.score))).toBe(score);
      }),
    );
  });

  it('equal scores with all weights 0: the objective average is that score', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 150 }), fc.integer({ min: 1, max: 8 }), (score, n) => {
        expect(objectiveScore(Array.from({ length: n }, () => ({ score, weight: 0 })))).toBe(score);
      }),
    );
  });
});

describe('coverage and explain properties (DESIGN decisions 19 and 22)', () => {
  const item = fc.record({ score: fc.option(fc.integer({ min: 0, max: 150 }), { nil: null }), weight: fc.integer({ min: 0, max: 100 }) });
  const items = fc.array(item, { maxLength: 8 });

  it('coverage counts the scored items, and its percent is 100 only when no weighted item lacks a score, 0 only when none with weight has one', () => {
    fc.assert(
      fc.property(items, (kpis) => {
        const coverage = objectiveCoverage(kpis);
        const scored = kpis.filter((k) => k.score !== null);
        expect(coverage.scored).toBe(scored.length);
        expect(coverage.total).toBe(kpis.length);
        expect(coverage.weightPercent).toBeGreaterThanOrEqual(0);
        expect(coverage.weightPercent).toBeLessThanOrEqual(100);
        const total = kpis.reduce((sum, k) => sum + k.weight, 0);
        const missingWeight = kpis.filter((k) => k.score === null).reduce((sum, k) => sum + k.weight, 0);
        const scoredWeight = total - missingWeight;
        if (total > 0) {
          expect(coverage.weightPercent === 100).toBe(missingWeight === 0);
          expect(coverage.weightPercent === 0).toBe(scoredWeight === 0);
        }
        // the note shows exactly when something is scored but not everything
        expect(coverageNote(coverage) !== null).toBe(scored.length > 0 && (scored.length < kpis.length || coverage.weightPercent < 100));
      }),
    );
  });

  it('a level of one objective covers what the objective covers; a perspective counts every KPI the same', () => {
    fc.assert(
      fc.property(items, fc.integer({ min: 1, max: 100 }), (kpis, weight) => {
        expect(levelCoverage([{ weight, kpis }])).toEqual(objectiveCoverage(kpis));
        expect(perspectiveCoverage(kpis.map((k) => k.score))).toEqual(objectiveCoverage(kpis.map((k) => ({ ...k, weight: 1 }))));
      }),
    );
  });

  it('the contributions add up to the roll-up (within the rounding of each to two decimals)', () => {
    fc.assert(
      fc.property(items, (kpis) => {
        for (const [breakdown, score] of [[objectiveBreakdown(kpis), objectiveScore(kpis)], [levelBreakdown(kpis), levelScore(kpis)]] as const) {
          expect(breakdown.score).toBe(score);
          const included = breakdown.items.filter((i) => i.included);
          if (breakdown.rawScore === null) {
            expect(included).toEqual([]);
            continue;
          }
          const sum = included.reduce((total, i) => total + i.contribution!, 0);
          expect(Math.abs(sum - breakdown.rawScore)).toBeLessThanOrEqual(0.01 * (included.length + 1));
          expect(breakdown.items.every((i) => i.included === (i.score !== null))).toBe(breakdown.method !== 'none');
        }
      }),
    );
  });

  it('explain answers the scorecard\'s own numbers: every line, objective and the level', () => {
    const kpiArb = fc.record({
      polarity: fc.constantFrom('positive' as const, 'negative' as const),
      isCumulative: fc.boolean(),
      weight: fc.integer({ min: 0, max: 100 }),
      objective: fc.integer({ min: 0, max: 2 }),
      targets: fc.dictionary(fc.constantFrom(...periodsOf('quarterly')), fc.option(fc.integer({ min: 0, max: 500 }), { nil: null })),
      actualResults: fc.dictionary(fc.constantFrom(...periodsOf('quarterly')), fc.option(fc.integer({ min: 0, max: 500 }), { nil: null })),
    });
    fc.assert(
      fc.property(fc.array(kpiArb, { maxLength: 6 }), fc.tuple(fc.nat(100), fc.nat(100), fc.nat(100)), fc.constantFrom(...periodsOf('quarterly')),
        fc.constantFrom('period' as const, 'ytd' as const), (rows, objectiveWeights, period, view) => {
          const objectives = objectiveWeights.map((weight, i) => ({ objectiveAssignmentId: `o${i}`, objectiveId: `lib${i}`, name: `O${i}`, bscPerspective: 'Financial' as const, weight }));
          const kpis: ScorecardKpiInput[] = rows.map((r, i) => ({ kpiAssignmentId: `k${i}`, objectiveAssignmentId: `o${r.objective}`, kpiId: `kpi${i}`, name: `K${i}`, unit: '%', frequency: 'quarterly', ...r }));
          const input = { functionId: 'f', year: 2026, frequency: 'quarterly', period, view, objectives, kpis, now: new Date('2026-06-15T00:00:00Z') };
          const answer = computeScorecard(input);
          const level = explainLevel(input, 'F');
          expect(level.score).toBe(answer.score);
          expect(level.coverage).toEqual(answer.coverage);
          for (const p of answer.perspectives) expect(explainPerspective(input, p.key)).toMatchObject({ score: p.score, coverage: p.coverage });
          for (const objective of answer.perspectives[0]!.objectives) {
            const explained = explainObjective(input, objective.objectiveAssignmentId)!;
            expect(explained.score).toBe(objective.score);
            expect(explained.coverage).toEqual(objective.coverage);
            for (const line of objective.kpis) {
              const k = explainKpi(input, line.kpiAssignmentId)!;
              expect([k.score, k.targetSum, k.actualSum, k.status]).toEqual([line.score, line.target, line.actual, line.status]);
              // used and skipped are the window, in order; a period view's window is its one quarter
              const window = [...k.periodsUsed.map((p) => p.period), ...k.periodsSkipped].sort((a, b) => a.localeCompare(b));
              const expected = view === 'period' ? [period] : periodsOf('quarterly').slice(0, periodsOf('quarterly').indexOf(period) + 1);
              expect(window).toEqual([...expected].sort((a, b) => a.localeCompare(b)));
              if (!k.isCumulative && k.periodsUsed.length > 0) expect(k.actualSum).toBe(k.periodsUsed.reduce((sum, p) => sum + p.actual!, 0));
            }
          }
        }),
      { numRuns: 60 },
    );
  });
});
