import {
  ATTACHMENT_SIZE_LIMITS_MB,
  DEFAULT_SCORING_SETTINGS,
  SCORING_SETTINGS_LIMITS,
  type ScoringSettings,
} from '../../lib/shared';

export const BYTES_PER_MB = 1024 * 1024;

export type ScoringField = keyof ScoringSettings;

export const THRESHOLD_FIELDS = ['exceedsTargetThreshold', 'onTargetThreshold', 'nearTargetThreshold', 'atRiskThreshold'] as const satisfies readonly ScoringField[];

/** What the KPI Scoring inputs hold: the text as typed. */
export type ScoringForm = Record<ScoringField, string>;

export const scoringFormOf = (settings: Partial<ScoringSettings> | null | undefined): ScoringForm => ({
  exceedsTargetThreshold: String(settings?.exceedsTargetThreshold ?? DEFAULT_SCORING_SETTINGS.exceedsTargetThreshold),
  onTargetThreshold: String(settings?.onTargetThreshold ?? DEFAULT_SCORING_SETTINGS.onTargetThreshold),
  nearTargetThreshold: String(settings?.nearTargetThreshold ?? DEFAULT_SCORING_SETTINGS.nearTargetThreshold),
  atRiskThreshold: String(settings?.atRiskThreshold ?? DEFAULT_SCORING_SETTINGS.atRiskThreshold),
  scoreCapPercentage: String(settings?.scoreCapPercentage ?? DEFAULT_SCORING_SETTINGS.scoreCapPercentage),
});

/** A number input's value; a non-numeric entry falls back to that field's default (platform.md section 5). */
export function numberOr(raw: string, fallback: number): number {
  const value = raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? value : fallback;
}

/** The scoring settings the form currently describes. */
export function scoringValues(form: ScoringForm): ScoringSettings {
  return {
    exceedsTargetThreshold: numberOr(form.exceedsTargetThreshold, DEFAULT_SCORING_SETTINGS.exceedsTargetThreshold),
    onTargetThreshold: numberOr(form.onTargetThreshold, DEFAULT_SCORING_SETTINGS.onTargetThreshold),
    nearTargetThreshold: numberOr(form.nearTargetThreshold, DEFAULT_SCORING_SETTINGS.nearTargetThreshold),
    atRiskThreshold: numberOr(form.atRiskThreshold, DEFAULT_SCORING_SETTINGS.atRiskThreshold),
    scoreCapPercentage: numberOr(form.scoreCapPercentage, DEFAULT_SCORING_SETTINGS.scoreCapPercentage),
  };
}

/**
 * Input bounds: thresholds 0 to 1000, the cap up to 1000. A cap under 100 is left to the
 * scoring rule ('Score cap must be at least 100%') so the person sees the specification's message.
 */
export function rangeErrors(values: ScoringSettings): Partial<Record<ScoringField, string>> {
  const errors: Partial<Record<ScoringField, string>> = {};
  const { thresholdMin, thresholdMax, scoreCapMax } = SCORING_SETTINGS_LIMITS;
  for (const field of THRESHOLD_FIELDS) {
    if (values[field] < thresholdMin || values[field] > thresholdMax) errors[field] = `Enter a value from ${thresholdMin} to ${thresholdMax}`;
  }
  if (values.scoreCapPercentage > scoreCapMax) errors.scoreCapPercentage = `Enter a value from ${SCORING_SETTINGS_LIMITS.scoreCapMin} to ${scoreCapMax}`;
  return errors;
}

/** Comma-separated list: split on commas, trimmed, empty items dropped. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export const joinList = (items: readonly string[] | null | undefined): string => (items ?? []).join(', ');

/** Stored bytes shown as MB (at most two decimals). */
export const mbFromBytes = (bytes: number): number => Math.round((bytes / BYTES_PER_MB) * 100) / 100;

export const bytesFromMb = (mb: number): number => Math.round(mb * BYTES_PER_MB);

export function attachmentSizeError(raw: string): string | undefined {
  const value = raw.trim() === '' ? Number.NaN : Number(raw);
  const { min, max } = ATTACHMENT_SIZE_LIMITS_MB;
  return Number.isFinite(value) && value >= min && value <= max ? undefined : `Enter a size from ${min} to ${max} MB`;
}
