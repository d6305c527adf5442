/**
 * Per-period score: the percentage of target reached (scorecard.md section 9).
 *
 * Two behaviours for missing values, both explicit:
 * - `scoreFor` is strict: a missing target or actual gives null ("no score", status 'No Data').
 *   Views, roll-ups and the scorecard use it, so "not reported yet" never looks like "failed".
 * - `scoreOrZero` is the assignment screens' reading: a missing value scores 0.
 */
import { DEFAULT_SCORE_CAP_PERCENTAGE, type Polarity } from '@scorecard/contracts';

/** A number usable in arithmetic, else null (null, undefined, NaN and infinities are "missing"). */
export function finiteOrNull(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The cap to apply: the organization's, or the default 150 when it has none. */
export function effectiveCap(cap: number | null | undefined): number {
  return finiteOrNull(cap) ?? DEFAULT_SCORE_CAP_PERCENTAGE;
}

/** Rounded to a whole percent, floored at 0 and capped. */
export function clampScore(raw: number, cap?: number | null): number {
  return Math.min(effectiveCap(cap), Math.max(0, Math.round(raw)));
}

/**
 * Strict per-period score.
 * - missing target or actual → null;
 * - target 0 → 0 (no meaningful percentage of nothing);
 * - positive polarity (higher is better): actual / target × 100;
 * - negative polarity (lower is better): target / actual × 100, and an actual of 0 scores the cap:
 *   zero of a "lower is better" quantity (defects, days late) is the best possible outcome, and the
 *   ratio grows without bound as the actual falls towards 0, so its limit is the cap;
 * - then rounded, floored at 0 and capped at `cap` (default 150).
 */
export function scoreFor(
  polarity: Polarity,
  target: number | null | undefined,
  actual: number | null | undefined,
  cap?: number | null,
): number | null {
  return scoreBreakdown(polarity, target, actual, cap).score;
}

/** A per-period score worked out (DESIGN decision 22): the ratio before rounding, floor and cap, and the score. */
export interface ScoreBreakdown {
  /** actual / target × 100 (negative polarity: target / actual × 100); 0 for a target of 0; null without a score or for a 'lower is better' actual of 0 */
  rawScore: number | null;
  /** the cap applied */
  cap: number;
  score: number | null;
}

/** scoreFor's rule, with its steps (scoreFor is this function's score). */
export function scoreBreakdown(
  polarity: Polarity,
  target: number | null | undefined,
  actual: number | null | undefined,
  cap?: number | null,
): ScoreBreakdown {
  const limit = effectiveCap(cap);
  const t = finiteOrNull(target);
  const a = finiteOrNull(actual);
  if (t === null || a === null) return { rawScore: null, cap: limit, score: null };
  if (t === 0) return { rawScore: 0, cap: limit, score: 0 };
  if (polarity === 'negative') {
    if (a === 0) return { rawScore: null, cap: limit, score: limit };
    // Multiplying before dividing keeps values like 14.5 exact, so halves round as a person expects.
    return worked((t * 100) / a, limit);
  }
  return worked((a * 100) / t, limit);
}

function worked(raw: number, cap: number): ScoreBreakdown {
  return { rawScore: Number(raw.toPrecision(15)), cap, score: clampScore(raw, cap) };
}

/** The assignment screens' score: as `scoreFor`, but a missing target or actual scores 0. */
export function scoreOrZero(
  polarity: Polarity,
  target: number | null | undefined,
  actual: number | null | undefined,
  cap?: number | null,
): number {
  return scoreFor(polarity, target, actual, cap) ?? 0;
}
