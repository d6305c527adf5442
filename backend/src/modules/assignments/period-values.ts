import { BadRequestException } from '@nestjs/common';
import type { Frequency, PeriodKey, PeriodValues, Polarity } from '@scorecard/contracts';
import { normalizePeriodKey, periodsOf, scoreOrZero, valueAt } from '@scorecard/scoring';

/** Values beyond this are typing accidents, not KPI values (and would lose precision). */
const MAX_MAGNITUDE = 1e15;

export const PERIOD_MESSAGES = {
  key: (field: string, key: string, frequency: Frequency) =>
    `${field}: '${key}' is not a ${frequency} period (expected ${periodsOf(frequency).join(', ')})`,
  value: (field: string, key: string) => `${field}: the value for ${key} must be a number or empty`,
};

function readNumber(value: unknown): number | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) < MAX_MAGNITUDE ? value : undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return null; // an empty input is "no value"
    const n = Number(trimmed);
    return Number.isFinite(n) && Math.abs(n) < MAX_MAGNITUDE ? n : undefined;
  }
  return undefined;
}

/**
 * Reads a targets / actualResults map strictly for a KPI of `frequency`: every key must be one of
 * its period keys (any case, normalised by libs/scoring), every value a number or empty (null).
 * Unlike parsePeriodValues (which reads stored data leniently), bad input is refused with a 400.
 */
export function readPeriodMap(field: string, frequency: Frequency, input: Record<string, unknown> | null): PeriodValues {
  const result: PeriodValues = {};
  for (const [rawKey, rawValue] of Object.entries(input ?? {})) {
    const key = normalizePeriodKey(frequency, rawKey);
    if (key === null) throw new BadRequestException(PERIOD_MESSAGES.key(field, rawKey, frequency));
    const value = readNumber(rawValue);
    if (value === undefined) throw new BadRequestException(PERIOD_MESSAGES.value(field, key));
    result[key] = value;
  }
  return result;
}

/** The stored map with the periods sent replacing theirs, kept in the frequency's period order. */
export function mergePeriodMaps(frequency: Frequency, stored: PeriodValues, sent: PeriodValues): PeriodValues {
  const merged: PeriodValues = {};
  for (const key of periodsOf(frequency)) {
    if (key in sent) merged[key] = sent[key] ?? null;
    else if (key in stored) merged[key] = stored[key] ?? null;
  }
  return merged;
}

/** Periods whose value differs between two maps, with the old and new value. */
export function changedPeriods(frequency: Frequency, before: PeriodValues, after: PeriodValues): { period: PeriodKey; oldValue: number | null; newValue: number | null }[] {
  return periodsOf(frequency)
    .map((period) => ({ period, oldValue: valueAt(before, period), newValue: valueAt(after, period) }))
    .filter((c) => c.oldValue !== c.newValue);
}

export interface StoredResult {
  /** the latest period (in the KPI's frequency) with an actual result */
  period: PeriodKey | null;
  actualResult: number | null;
  score: number | null;
}

/**
 * What a KPI assignment stores beside its maps: the actual result of the latest period that has
 * one, and that period's score by libs/scoring with the assignment screens' reading (a missing
 * target scores 0). No actual result at all: no score.
 */
export function storedResult(
  kpi: { polarity: Polarity; frequency: Frequency },
  targets: PeriodValues,
  actualResults: PeriodValues,
  scoreCap: number | null | undefined,
): StoredResult {
  let period: PeriodKey | null = null;
  for (const key of periodsOf(kpi.frequency)) if (valueAt(actualResults, key) !== null) period = key;
  if (period === null) return { period: null, actualResult: null, score: null };
  const actual = valueAt(actualResults, period)!;
  return { period, actualResult: actual, score: scoreOrZero(kpi.polarity, valueAt(targets, period), actual, scoreCap) };
}
