import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatedValuesOver, inputValuesOf } from './scorecard.js';
import {
  calculatedYtd,
  findCycleFrom,
  formulaProblem,
  computePeriodValues,
  defaultYtdAggregation,
  dependentsInOrder,
  evaluateFormula,
  formulaFromNames,
  formulaGraphProblem,
  formulaReferences,
  formulaToNames,
  latestFormulaValue,
  parseFormula,
} from './formula.js';

const P = '11111111-1111-4111-8111-111111111111';
const R = '22222222-2222-4222-8222-222222222222';
const M = '33333333-3333-4333-8333-333333333333';
const margin = `{KPI:${P}} / {KPI:${R}}`;

describe('parseFormula', () => {
  it('finds the references, each once, in order', () => {
    expect(parseFormula(`({KPI:${P}} - {KPI:${R}}) / {KPI:${P}}`).references).toEqual([P, R]);
    expect(formulaReferences(margin)).toEqual([P, R]);
  });

  it.each([
    ['', 'The formula is empty'],
    [`{KPI:${P}} +`, 'The formula is not valid'],
    [`{KPI:${P}} % 2`, "'%' is not allowed"],
    [`x + {KPI:${P}}`, "'x' is not a KPI reference"],
    [`max({KPI:${P}})`, 'The formula is not valid'],
    [`{KPI ${P}}`, 'malformed KPI reference'],
    [`'a' + 1`, 'is not a number'],
  ])('refuses %j', (formula, message) => {
    expect(() => parseFormula(formula)).toThrow(message);
  });
});

describe('evaluateFormula', () => {
  it('follows precedence and parentheses', () => {
    const f = parseFormula(`({KPI:${P}} - {KPI:${R}}) * 2 + -{KPI:${P}} / 4`);
    expect(evaluateFormula(f, { [P]: 10, [R]: 4 })).toBe(9.5);
  });

  it('gives null for a missing input or a zero denominator, never 0, Infinity or NaN', () => {
    const f = parseFormula(margin);
    expect(evaluateFormula(f, { [P]: 3, [R]: 12 })).toBe(0.25);
    expect(evaluateFormula(f, { [P]: 3 })).toBeNull();
    expect(evaluateFormula(f, { [P]: 3, [R]: null })).toBeNull();
    expect(evaluateFormula(f, { [P]: 3, [R]: 0 })).toBeNull();
    expect(evaluateFormula(f, { [P]: 0, [R]: 0 })).toBeNull();
    expect(evaluateFormula(parseFormula(`{KPI:${P}} / ({KPI:${R}} - {KPI:${R}})`), { [P]: 1, [R]: 5 })).toBeNull();
  });

  it('is always a finite number or null (property)', () => {
    const f = parseFormula(`({KPI:${P}} * {KPI:${R}}) / ({KPI:${P}} - {KPI:${R}})`);
    fc.assert(
      fc.property(fc.option(fc.double()), fc.option(fc.double()), (p, r) => {
        const value = evaluateFormula(f, { [P]: p, [R]: r });
        expect(value === null || Number.isFinite(value)).toBe(true);
      }),
    );
  });

  it('computes period by period', () => {
    const f = parseFormula(margin);
    expect(computePeriodValues(f, { [P]: { q1: 10, q2: 5, q3: 1 }, [R]: { q1: 40, q2: 0 } }, ['q1', 'q2', 'q3', 'q4'])).toEqual({
      q1: 0.25,
      q2: null,
      q3: null,
      q4: null,
    });
  });
});

describe('formulaGraphProblem', () => {
  const kpis = [
    { id: P, name: 'Profit', formula: null },
    { id: R, name: 'Revenue', formula: null },
    { id: M, name: 'Margin', formula: margin },
  ];

  it('accepts a formula over known KPIs', () => {
    expect(formulaGraphProblem({ id: M, name: 'Margin', formula: margin }, kpis)).toBeNull();
    expect(formulaGraphProblem({ id: null, name: 'New', formula: margin }, kpis)).toBeNull();
  });

  it('refuses an unknown reference, a self-reference and a cycle over three KPIs, naming the KPIs', () => {
    const unknown = '44444444-4444-4444-8444-444444444444';
    expect(formulaGraphProblem({ id: M, name: 'Margin', formula: `{KPI:${unknown}}` }, kpis)).toBe(`The formula refers to an unknown KPI: ${unknown}`);
    expect(formulaGraphProblem({ id: M, name: 'Margin', formula: `{KPI:${M}} + 1` }, kpis)).toBe("'Margin' cannot refer to itself");
    const a = { id: 'a', name: 'A', formula: '{KPI:b} + 1' };
    const b = { id: 'b', name: 'B', formula: '{KPI:c} * 2' };
    const c = { id: 'c', name: 'C', formula: null };
    expect(formulaGraphProblem({ id: 'c', name: 'C', formula: '{KPI:a} / 2' }, [a, b, c])).toBe('The formula makes a cycle: C → A → B → C');
  });
});

describe('dependentsInOrder', () => {
  it('lists the dependents, inputs first', () => {
    const kpis = [
      { id: 'x', name: 'X', formula: '{KPI:y} + {KPI:a}' },
      { id: 'y', name: 'Y', formula: '{KPI:a} * 2' },
      { id: 'a', name: 'A', formula: null },
      { id: 'z', name: 'Z', formula: '{KPI:b}' },
    ];
    expect(dependentsInOrder(['a'], kpis)).toEqual(['y', 'x']);
  });
});

describe('calculatedYtd', () => {
  // Hand-worked: profit 10, 30, 20 on revenue 100, 100, 400 → monthly margins 0.1, 0.3, 0.05.
  const profit = { january: 10, february: 30, march: 20 };
  const revenue = { january: 100, february: 100, march: 400 };
  const f = parseFormula(margin);
  const own = computePeriodValues(f, { [P]: profit, [R]: revenue }, ['january', 'february', 'march']);
  const periods = ['january', 'february', 'march'] as const;

  it("'formula' is the formula over the YTD sums: the year's margin is 60 / 600, not the average of months", () => {
    expect(calculatedYtd('formula', f, own, { [P]: profit, [R]: revenue }, periods)).toBe(0.1);
    expect(calculatedYtd('average', f, own, { [P]: profit, [R]: revenue }, periods)).toBe(0.15);
  });

  it("'sum', 'average' and 'last' do what they say", () => {
    expect(calculatedYtd('sum', f, own, {}, periods)).toBe(0.45);
    expect(calculatedYtd('last', f, own, {}, periods)).toBe(0.05);
    expect(calculatedYtd('sum', f, {}, {}, periods)).toBeNull();
  });

  it("'formula' gives null when an input is missing in the window or the summed denominator is zero", () => {
    expect(calculatedYtd('formula', f, own, { [P]: profit, [R]: { january: 100 } }, periods)).toBeNull();
    expect(calculatedYtd('formula', f, own, { [P]: profit, [R]: { january: 0, february: 0, march: 0 } }, periods)).toBeNull();
  });

  it('defaults to formula for a calculated KPI and to sum otherwise', () => {
    expect(defaultYtdAggregation(margin)).toBe('formula');
    expect(defaultYtdAggregation(null)).toBe('sum');
  });
});

describe('names in the editor', () => {
  it('shows references by name and stores them by id', () => {
    const names: Record<string, string> = { [P]: 'Profit', [R]: 'Revenue' };
    const shown = formulaToNames(margin, (id) => names[id]);
    expect(shown).toBe('[Profit] / [Revenue]');
    expect(formulaFromNames(shown, (name) => Object.keys(names).find((id) => names[id] === name))).toBe(margin);
    expect(() => formulaFromNames('[Nope] + 1', () => undefined)).toThrow('unknown KPI: Nope');
  });
});

describe('a calculated KPI on the scorecard', () => {
  it('shows the YTD margin as sum(profit) / sum(revenue), and the month as its own value', async () => {
    const { computeScorecard } = await import('./scorecard.js');
    const line = (kpiId: string, name: string, actualResults: Record<string, number>, extra = {}) => ({
      kpiAssignmentId: `a-${kpiId}`,
      objectiveAssignmentId: 'oa',
      kpiId,
      name,
      unit: '#',
      polarity: 'positive' as const,
      frequency: 'monthly',
      isCumulative: false,
      weight: 33,
      targets: { january: 0.1, february: 0.1, march: 0.1 },
      actualResults,
      ...extra,
    });
    const profit = { january: 10, february: 30, march: 20 };
    const revenue = { january: 100, february: 100, march: 400 };
    const own = { january: 0.1, february: 0.3, march: 0.05 };
    const input = (view: 'ytd' | 'period') => ({
      functionId: 'f',
      year: 2026,
      frequency: 'monthly',
      period: 'march',
      view,
      now: new Date('2026-04-15T00:00:00Z'),
      objectives: [{ objectiveAssignmentId: 'oa', objectiveId: 'o', name: 'Grow', bscPerspective: 'Financial' as const, weight: 100 }],
      kpis: [line(P, 'Profit', profit), line(R, 'Revenue', revenue), line(M, 'Margin', own, { formula: margin, ytdAggregation: 'formula' })],
    });
    const ytd = computeScorecard(input('ytd')).perspectives.flatMap((p) => p.objectives.flatMap((o) => o.kpis));
    expect(ytd.find((k) => k.name === 'Margin')).toMatchObject({ actual: 0.1, target: 0.1 });
    const month = computeScorecard(input('period')).perspectives.flatMap((p) => p.objectives.flatMap((o) => o.kpis));
    expect(month.find((k) => k.name === 'Margin')).toMatchObject({ actual: 0.05 });
  });
});

describe('the remaining rules', () => {
  it('reads unary signs, refuses other unary operators and says whether a formula parses', () => {
    expect(formulaReferences(`{KPI:${P}} + {KPI:${P}}`)).toEqual([P]);
    expect(formulaReferences(null)).toEqual([]);
    expect(evaluateFormula(parseFormula(`+{KPI:${P}}`), { [P]: 2 })).toBe(2);
    expect(evaluateFormula(parseFormula(`-{KPI:${P}}`), {})).toBeNull();
    expect(() => parseFormula(`!{KPI:${P}}`)).toThrow("'!' is not allowed");
    expect(formulaProblem(margin)).toBeNull();
    expect(formulaProblem('')).toBe('The formula is empty');
    expect(formulaGraphProblem({ id: null, name: 'X', formula: '1 +' }, [])).toContain('The formula is not valid');
  });

  it('walks a diamond without a cycle once, and keeps an unknown id as it is in the editor', () => {
    const refs: Record<string, string[]> = { a: ['b', 'c'], b: ['d'], c: ['d'], d: [] };
    expect(findCycleFrom('a', (id) => refs[id]!)).toBeNull();
    expect(formulaToNames('{KPI:x} + 1', () => undefined)).toBe('{KPI:x} + 1');
  });

  it('aggregates a calculated line over a window: targets by aggregation, no inputs, no value, a broken formula', () => {
    const f = { formula: margin, ytdAggregation: 'sum' as const };
    const targets = { q1: 1, q2: 3 };
    const own = { q1: 0.5, q2: 0.25 };
    const inputs = { [P]: { q1: 1, q2: 1 }, [R]: { q1: 2, q2: 4 } };
    expect(calculatedValuesOver([], f, targets, own, inputs)).toEqual({ target: null, actual: null, used: [] });
    expect(calculatedValuesOver(['q1', 'q2'], f, targets, own, inputs)).toEqual({ target: 4, actual: 0.75, used: ['q1', 'q2'] });
    expect(calculatedValuesOver(['q1', 'q2'], { ...f, ytdAggregation: 'last' }, targets, own, undefined)).toEqual({ target: 3, actual: 0.25, used: ['q1', 'q2'] });
    expect(calculatedValuesOver(['q1', 'q2'], { ...f, ytdAggregation: 'average' }, targets, own, inputs)).toEqual({ target: 2, actual: 0.375, used: ['q1', 'q2'] });
    expect(calculatedValuesOver(['q1', 'q2'], { formula: margin }, targets, own, inputs)).toEqual({ target: 2, actual: Number((2 / 6).toPrecision(15)), used: ['q1', 'q2'] });
    expect(calculatedValuesOver(['q1', 'q2'], { formula: margin }, targets, own, undefined)).toEqual({ target: 2, actual: 0.25, used: ['q1', 'q2'] });
    expect(calculatedValuesOver(['q1', 'q2'], f, {}, {}, inputs)).toEqual({ target: null, actual: null, used: [] });
    expect(calculatedValuesOver(['q1', 'q2'], { formula: 'bad +', ytdAggregation: 'sum' }, targets, own, inputs)).toEqual({ target: 4, actual: 0.75, used: ['q1', 'q2'] });
  });

  it('takes the first assignment of a KPI as its input values', () => {
    expect(inputValuesOf([{ kpiId: 'a', actualResults: { q1: 1 } }, { kpiId: 'a', actualResults: { q1: 2 } }])).toEqual({ a: { q1: 1 } });
  });
});

describe('latestFormulaValue (the editor preview)', () => {
  const f = parseFormula(margin);
  const quarters = ['q1', 'q2', 'q3', 'q4'] as const;
  it('finds the latest period with a value: the latest year first, then the latest period, the first group on a tie', () => {
    const groups = [
      { key: 'ceo', year: '2025', inputs: { [P]: { q1: 10, q2: 30, q4: 5 }, [R]: { q1: 100, q2: 100, q4: 0 } } },
      { key: 'sales', year: '2025', inputs: { [P]: { q2: 1 }, [R]: { q2: 4 } } },
      { key: 'old', year: '2024', inputs: { [P]: { q4: 1 }, [R]: { q4: 2 } } },
    ];
    // q4 2025 has a zero denominator: no value; q2 2025 is the latest, CEO's (given first) wins.
    expect(latestFormulaValue(f, groups, quarters)).toEqual({ key: 'ceo', year: '2025', period: 'q2', value: 0.3 });
    expect(latestFormulaValue(f, [groups[2]!, groups[1]!], quarters)).toEqual({ key: 'sales', year: '2025', period: 'q2', value: 0.25 });
    const a = { key: 'a', year: '2025', inputs: { [P]: { q1: 1, q3: 1 }, [R]: { q1: 2, q3: 4 } } };
    const b = { key: 'b', year: '2025', inputs: { [P]: { q2: 1 }, [R]: { q2: 1 } } };
    expect(latestFormulaValue(f, [b, a], quarters)).toEqual({ key: 'a', year: '2025', period: 'q3', value: 0.25 });
    expect(latestFormulaValue(f, [a, b], quarters)).toEqual({
      key: 'a',
      year: '2025',
      period: 'q3',
      value: 0.25,
    });
  });
  it('is null when no group gives a value (a missing input, no groups)', () => {
    expect(latestFormulaValue(f, [{ key: 'a', year: '2025', inputs: { [P]: { q1: 1 } } }], quarters)).toBeNull();
    expect(latestFormulaValue(f, [], quarters)).toBeNull();
  });
});
