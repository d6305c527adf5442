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
  const t = finiteOrNull(target);
  const a = finiteOrNull(actual);
  if (t === null || a === null) return null;
  if (t === 0) return 0;
  if (polarity === 'negative') {
    if (a === 0) return effectiveCap(cap);
    // Multiplying before dividing keeps values like 14.5 exact, so halves round as a person expects.
    return clampScore((t * 100) / a, cap);
  }
  return clampScore((a * 100) / t, cap);
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
