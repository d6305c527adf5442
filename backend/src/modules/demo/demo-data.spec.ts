import { FUNCTION_LEVELS, KPI_UNITS, parentLevel } from '@scorecard/contracts';
import { checkKpiWeights, checkObjectiveWeights, periodsOf } from '@scorecard/scoring';
import {
  DEMO_CASCADE,
  DEMO_FUNCTIONS,
  DEMO_KPIS,
  DEMO_OBJECTIVES,
  DEMO_THEMES,
  demoValues,
  hashOf,
  PREVIOUS_YEAR_LEVELS,
  reportedPeriods,
  seededRandom,
} from './demo-data';

describe('demo data', () => {
  const functionByKey = new Map(DEMO_FUNCTIONS.map((f) => [f.key, f]));

  it('describes a chart of one CEO, three divisions, general departments and departments', () => {
    const count = (level: string) => DEMO_FUNCTIONS.filter((f) => f.level === level).length;
    expect(count('ceo')).toBe(1);
    expect(count('division')).toBe(3);
    expect(count('general-department')).toBeGreaterThan(0);
    expect(count('department')).toBeGreaterThan(0);
    for (const f of DEMO_FUNCTIONS) {
      if (f.level === 'ceo') continue;
      const parent = functionByKey.get(f.parent!)!;
      // parents come first (the seed creates in this order) and sit one level up
      expect(DEMO_FUNCTIONS.indexOf(parent)).toBeLessThan(DEMO_FUNCTIONS.indexOf(f));
      expect(FUNCTION_LEVELS.indexOf(f.level)).toBe(FUNCTION_LEVELS.indexOf(parent.level) + 1);
    }
  });

  it('has a library of a dozen objectives and thirty KPIs of every kind', () => {
    expect(DEMO_OBJECTIVES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(DEMO_OBJECTIVES.map((o) => o.perspective)).size).toBe(4);
    expect(DEMO_OBJECTIVES.every((o) => DEMO_THEMES.some((t) => t.key === o.theme))).toBe(true);
    expect(DEMO_KPIS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(DEMO_KPIS.map((k) => k.frequency))).toEqual(new Set(['monthly', 'quarterly', 'annual']));
    expect(new Set(DEMO_KPIS.map((k) => k.polarity))).toEqual(new Set(['positive', 'negative']));
    expect(DEMO_KPIS.every((k) => (KPI_UNITS as readonly string[]).includes(k.unit))).toBe(true);
    expect(new Set(DEMO_KPIS.map((k) => k.key)).size).toBe(DEMO_KPIS.length);
  });

  it('cascades with balanced weights, from an objective the parent function holds', () => {
    for (const f of DEMO_FUNCTIONS) {
      const assignments = DEMO_CASCADE[f.key];
      expect(assignments?.length).toBeGreaterThan(0);
      expect(checkObjectiveWeights(assignments.map((a) => a.weight)).state).toBe('success');
      for (const a of assignments) {
        expect(DEMO_OBJECTIVES.some((o) => o.key === a.objective)).toBe(true);
        expect(checkKpiWeights(a.kpis.map(([, w]) => w)).state).toBe('success');
        expect(a.kpis.every(([k]) => DEMO_KPIS.some((kpi) => kpi.key === k))).toBe(true);
        if (f.level === 'ceo') expect(a.parent).toBeNull();
        else expect(DEMO_CASCADE[f.parent!].some((p) => p.objective === a.parent)).toBe(true);
      }
    }
    // the previous year's levels form a connected top of the chart
    expect(PREVIOUS_YEAR_LEVELS.every((level) => level === 'ceo' || PREVIOUS_YEAR_LEVELS.includes(parentLevel(level)!))).toBe(true);
  });

  it('reports results up to last month in the current year and all of a past year', () => {
    const now = new Date('2026-11-22T00:43:00Z');
    expect(reportedPeriods('monthly', 2026, now)).toEqual(periodsOf('monthly').slice(0, 10));
    expect(reportedPeriods('quarterly', 2026, now)).toEqual(['q1', 'q2', 'q3']);
    expect(reportedPeriods('annual', 2026, now)).toEqual([]);
    expect(reportedPeriods('annual', 2025, now)).toEqual(['annual']);
    expect(reportedPeriods('monthly', 2027, now)).toEqual([]);
    expect(reportedPeriods('monthly', 2026, new Date('2026-01-05T00:00:00Z'))).toEqual([]);
    // the organization's time zone decides when the month turns
    expect(reportedPeriods('monthly', 2026, new Date('2026-11-30T23:30:00Z'), 'Asia/Tokyo')).toHaveLength(11);
  });

  it('generates the same values every time, targets for every period and results for the reported ones', () => {
    expect(seededRandom(42)()).toBe(seededRandom(42)());
    expect(hashOf('a')).not.toBe(hashOf('b'));
    const revenue = DEMO_KPIS.find((k) => k.key === 'revenue')!;
    const ceo = functionByKey.get('ceo')!;
    const reported = reportedPeriods('monthly', 2026, new Date('2026-11-22T00:00:00Z'));
    const first = demoValues(revenue, ceo, 2026, 2026, reported);
    expect(demoValues(revenue, ceo, 2026, 2026, reported)).toEqual(first);
    expect(Object.keys(first.targets)).toEqual([...periodsOf('monthly')]);
    expect(Object.keys(first.actualResults)).toEqual(reported);
    // cumulative: running totals only go up
    const targets = Object.values(first.targets) as number[];
    expect(targets.every((v, i) => i === 0 || v > targets[i - 1])).toBe(true);
    // amounts scale with the function and grow 6 % on the previous year; rates do not scale
    const commercial = functionByKey.get('commercial')!;
    expect(demoValues(revenue, commercial, 2026, 2026, []).targets.january).toBe(Math.round(1_200_000 * 0.5 * 1.06));
    expect(demoValues(revenue, ceo, 2025, 2026, []).targets.january).toBe(1_200_000);
    const csat = DEMO_KPIS.find((k) => k.key === 'csat')!;
    expect(demoValues(csat, commercial, 2026, 2026, []).targets.january).toBe(88);
    // positive percentages never exceed 100
    const uptime = DEMO_KPIS.find((k) => k.key === 'uptime')!;
    const all = demoValues(uptime, ceo, 2025, 2026, [...periodsOf('monthly')]);
    expect(Object.values(all.actualResults).every((v) => (v as number) <= 100)).toBe(true);
  });
});
