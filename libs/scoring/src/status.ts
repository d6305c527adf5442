/**
 * Performance status of a score against the organization's thresholds, its legend group and
 * colours (scorecard.md sections 4 and 9, platform.md sections 5 and 9).
 */
import {
  DEFAULT_SCORING_SETTINGS,
  SETTINGS_MESSAGES,
  type PaletteColor,
  type PerformanceStatus,
  type ScoringSettings,
  type StatusGroup,
  type ThresholdSettings,
} from '@scorecard/contracts';
import { finiteOrNull } from './score.js';

/** Settings as stored: any field may be missing or null, and then its default applies. */
export type PartialSettings<T> = { readonly [K in keyof T]?: T[K] | null };

/** Thresholds with defaults filled in for missing or unreadable fields. */
export function resolveThresholds(thresholds?: PartialSettings<ThresholdSettings> | null): ThresholdSettings {
  const pick = (key: keyof ThresholdSettings) => finiteOrNull(thresholds?.[key]) ?? DEFAULT_SCORING_SETTINGS[key];
  return {
    exceedsTargetThreshold: pick('exceedsTargetThreshold'),
    onTargetThreshold: pick('onTargetThreshold'),
    nearTargetThreshold: pick('nearTargetThreshold'),
    atRiskThreshold: pick('atRiskThreshold'),
  };
}

/** Status of a score: at or above each threshold in turn, else 'Below Target'; no score is 'No Data'. */
export function statusFor(score: number | null | undefined, thresholds?: PartialSettings<ThresholdSettings> | null): PerformanceStatus {
  const s = finiteOrNull(score);
  if (s === null) return 'No Data';
  const t = resolveThresholds(thresholds);
  if (s >= t.exceedsTargetThreshold) return 'Exceeds Target';
  if (s >= t.onTargetThreshold) return 'On Target';
  if (s >= t.nearTargetThreshold) return 'Near Target';
  if (s >= t.atRiskThreshold) return 'At Risk';
  return 'Below Target';
}

const GROUP_OF: Readonly<Record<PerformanceStatus, StatusGroup | null>> = {
  'Exceeds Target': 'On Track',
  'On Target': 'On Track',
  'Near Target': 'At Risk',
  'At Risk': 'At Risk',
  'Below Target': 'Behind',
  'No Data': null,
};

/** Legend group: On Track (On Target, Exceeds Target), At Risk (Near Target, At Risk), Behind (Below Target); No Data has none. */
export function statusGroup(status: PerformanceStatus): StatusGroup | null {
  return GROUP_OF[status];
}

export interface StatusSummary {
  onTrack: number;
  atRisk: number;
  behind: number;
  noData: number;
}

/** Counts for the results legend. */
export function summarizeStatuses(statuses: Iterable<PerformanceStatus>): StatusSummary {
  const summary: StatusSummary = { onTrack: 0, atRisk: 0, behind: 0, noData: 0 };
  for (const status of statuses) {
    const group = statusGroup(status);
    if (group === 'On Track') summary.onTrack++;
    else if (group === 'At Risk') summary.atRisk++;
    else if (group === 'Behind') summary.behind++;
    else summary.noData++;
  }
  return summary;
}

/** Colour names of libs/contracts' PALETTE, which holds their accessible shades for both modes. */
export type StatusColor = Extract<PaletteColor, 'green' | 'blue' | 'yellow' | 'orange' | 'red' | 'grey'>;

export const STATUS_COLORS: Readonly<Record<PerformanceStatus, StatusColor>> = {
  'Exceeds Target': 'green',
  'On Target': 'blue',
  'Near Target': 'yellow',
  'At Risk': 'orange',
  'Below Target': 'red',
  'No Data': 'grey',
};

export function statusColor(status: PerformanceStatus): StatusColor {
  return STATUS_COLORS[status];
}

export type ScoreColor = Extract<PaletteColor, 'green' | 'yellow' | 'red' | 'grey'>;

/** Fixed bands for score dots, independent of thresholds. */
export const SCORE_COLOR_BANDS = { green: 85, yellow: 70 } as const;

/** Score colour (Corporate BSC, results dot): 85 or more green, 70 to 84 yellow, below 70 red, none grey. */
export function scoreColor(score: number | null | undefined): ScoreColor {
  const s = finiteOrNull(score);
  if (s === null) return 'grey';
  if (s >= SCORE_COLOR_BANDS.green) return 'green';
  if (s >= SCORE_COLOR_BANDS.yellow) return 'yellow';
  return 'red';
}

/**
 * Checks scoring settings before a save: thresholds strictly descending and a cap of at least 100
 * (platform.md section 5). Answers the specification's messages, empty when valid.
 */
export function checkScoringSettings(settings: ScoringSettings): string[] {
  const s = settings;
  const errors: string[] = [];
  const descending =
    s.exceedsTargetThreshold > s.onTargetThreshold &&
    s.onTargetThreshold > s.nearTargetThreshold &&
    s.nearTargetThreshold > s.atRiskThreshold;
  if (!descending) errors.push(SETTINGS_MESSAGES.invalidThresholds);
  if (!(s.scoreCapPercentage >= 100)) errors.push(SETTINGS_MESSAGES.invalidScoreCap);
  return errors;
}
