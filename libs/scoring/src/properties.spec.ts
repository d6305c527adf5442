/** Property tests: rules that must hold for every input, not just the worked examples. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FREQUENCIES, type PeriodValues } from '@scorecard/contracts';
import { periodsOf } from './periods.js';
import { levelScore, objectiveScore, perspectiveScore } from './rollup.js';
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
