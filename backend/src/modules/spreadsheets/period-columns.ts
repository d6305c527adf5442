import { ANNUAL_PERIOD_KEY, MONTH_KEYS, QUARTER_KEYS, type Frequency, type PeriodKey } from '@scorecard/contracts';
import { periodLabel, periodsOf } from '@scorecard/scoring';

export interface PeriodColumn {
  header: string;
  key: PeriodKey;
}

const ALL_KEYS: readonly PeriodKey[] = [...MONTH_KEYS, ...QUARTER_KEYS, ANNUAL_PERIOD_KEY];
const ORDER: readonly Frequency[] = ['monthly', 'quarterly', 'annual'];

/** The period columns of a template: every period of the frequencies its rows have (all when none). */
export function periodColumnsFor(frequencies: Iterable<Frequency>): PeriodColumn[] {
  const present = new Set(frequencies);
  const used = present.size === 0 ? ORDER : ORDER.filter((f) => present.has(f));
  return used.flatMap((f) => periodsOf(f).map((key) => ({ header: periodLabel(key), key })));
}

/** A header read as a period: 'January' in any case, 'Q1', 'q1', 'Annual'. */
export function periodOfHeader(header: string): PeriodKey | null {
  const text = header.trim().toLowerCase();
  return ALL_KEYS.find((key) => key === text || periodLabel(key).toLowerCase() === text) ?? null;
}
