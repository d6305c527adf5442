import type { PeriodKey, PeriodValues } from './enums.js';

/**
 * The history of a KPI assignment's targets and results, and scorecards as of an instant
 * (DESIGN decision 22).
 */

/** One change of a target or a result: `GET /api/kpi-assignments/:id/history`, newest first. */
export interface KpiValueChange {
  period: PeriodKey;
  field: 'target' | 'actual';
  oldValue: number | null;
  newValue: number | null;
  /** null for a change made by the system (a calculated KPI's recompute, the values kept when history began) */
  userId: string | null;
  userName: string;
  /** ISO instant */
  at: string;
  reason: string | null;
}

/** A KPI assignment's targets and results as they stood at an instant (the as-of loader's answer). */
export interface ValuesAsOf {
  targets: PeriodValues;
  actualResults: PeriodValues;
}

export const HISTORY_MESSAGES = {
  /** 422 on a PATCH that changes a set target of a period that has begun without `reason` */
  reasonRequired: 'A reason is required to change the target of a period that has started',
  reasonLength: 'reason must be at most 500 characters',
  /** 400 for `asOf` that is not an ISO instant */
  asOf: "asOf must be an ISO instant such as '2026-03-31T23:59:59Z'",
  /** who the system's own changes are written by */
  systemUser: 'System',
  /** the reason of the entries written when history began (migration) */
  historyBegan: 'Value when history began',
  /** the reason of a calculated KPI's recomputed values */
  calculated: 'Calculated from its formula',
  /** the reason of an import's entries when none is given */
  imported: 'Spreadsheet import',
} as const;

/** Accepts an ISO 8601 instant (a date with a time and a zone, 'Z' or an offset); null otherwise. */
export function parseAsOf(input: unknown): Date | null {
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i.test(text)) return null;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return null;
  // '2026-02-31T…' parses as 3 March: the calendar part must survive the round trip.
  const [y, m, d] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  if (m < 1 || m > 12 || d < 1 || d > new Date(Date.UTC(y, m, 0)).getUTCDate()) return null;
  return date;
}
