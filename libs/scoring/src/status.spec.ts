import { describe, expect, it } from 'vitest';
import { DEFAULT_SCORING_SETTINGS, SETTINGS_MESSAGES, STATUS_PREVIEW_SCORES } from '@scorecard/contracts';
import {
  checkScoringSettings,
  resolveThresholds,
  scoreColor,
  STATUS_COLORS,
  statusColor,
  statusFor,
  statusGroup,
  summarizeStatuses,
} from './status.js';

describe('statusFor with the default thresholds (exceeds 100, on target 90, near 70, at risk 50)', () => {
  it.each([
    [150, 'Exceeds Target', '150 ≥ 100'],
    [100, 'Exceeds Target', '100 ≥ 100 (at or above)'],
    [99, 'On Target', '90 ≤ 99 < 100'],
    [95, 'On Target', 'positive 95/100*100 = 95 → 90 ≤ 95 < 100'],
    [90, 'On Target', '90 ≥ 90'],
    [89.9, 'Near Target', '70 ≤ 89.9 < 90'],
    [70, 'Near Target', '70 ≥ 70'],
    [69, 'At Risk', '50 ≤ 69 < 70'],
    [50, 'At Risk', '50 ≥ 50'],
    [49, 'Below Target', '49 < 50'],
    [0, 'Below Target', '0 < 50'],
  ])('%s → %s (%s)', (score, status) => {
    expect(statusFor(score)).toBe(status);
  });

  it("no score is 'No Data'", () => {
    expect(statusFor(null)).toBe('No Data');
    expect(statusFor(undefined)).toBe('No Data');
    expect(statusFor(Number.NaN)).toBe('No Data');
  });

  it('the settings preview samples 120, 95, 80, 60, 30 read Exceeds, On, Near, At Risk, Below', () => {
    expect(STATUS_PREVIEW_SCORES.map((s) => statusFor(s))).toEqual([
      'Exceeds Target',
      'On Target',
      'Near Target',
      'At Risk',
      'Below Target',
    ]);
  });
});

describe('statusFor with custom thresholds (exceeds 110, on target 95, near 80, at risk 60)', () => {
  const custom = { exceedsTargetThreshold: 110, onTargetThreshold: 95, nearTargetThreshold: 80, atRiskThreshold: 60 };

  it.each([
    [110, 'Exceeds Target'],
    [105, 'On Target'],
    [94, 'Near Target'],
    [79, 'At Risk'],
    [59, 'Below Target'],
  ])('%s → %s', (score, status) => {
    expect(statusFor(score, custom)).toBe(status);
  });

  it('missing or null fields take their default: onTarget null → 90, so 92 is On Target', () => {
    expect(statusFor(92, { exceedsTargetThreshold: 110, onTargetThreshold: null })).toBe('On Target');
    expect(resolveThresholds({ atRiskThreshold: 40 })).toEqual({
      exceedsTargetThreshold: 100,
      onTargetThreshold: 90,
      nearTargetThreshold: 70,
      atRiskThreshold: 40,
    });
    expect(resolveThresholds(null)).toEqual({
      exceedsTargetThreshold: 100,
      onTargetThreshold: 90,
      nearTargetThreshold: 70,
      atRiskThreshold: 50,
    });
  });
});

describe('status groups', () => {
  it('On Track = On Target or Exceeds Target; At Risk = Near Target or At Risk; Behind = Below Target', () => {
    expect(statusGroup('Exceeds Target')).toBe('On Track');
    expect(statusGroup('On Target')).toBe('On Track');
    expect(statusGroup('Near Target')).toBe('At Risk');
    expect(statusGroup('At Risk')).toBe('At Risk');
    expect(statusGroup('Below Target')).toBe('Behind');
    expect(statusGroup('No Data')).toBeNull();
  });

  it('summarizeStatuses counts the legend', () => {
    expect(
      summarizeStatuses(['Exceeds Target', 'On Target', 'Near Target', 'At Risk', 'At Risk', 'Below Target', 'No Data']),
    ).toEqual({ onTrack: 2, atRisk: 3, behind: 1, noData: 1 });
    expect(summarizeStatuses([])).toEqual({ onTrack: 0, atRisk: 0, behind: 0, noData: 0 });
  });
});

describe('colours', () => {
  it('status colours: green, blue, yellow, orange, red, grey', () => {
    expect(STATUS_COLORS).toEqual({
      'Exceeds Target': 'green',
      'On Target': 'blue',
      'Near Target': 'yellow',
      'At Risk': 'orange',
      'Below Target': 'red',
      'No Data': 'grey',
    });
    expect(statusColor('At Risk')).toBe('orange');
  });

  it.each([
    [150, 'green'],
    [85, 'green'],
    [84.9, 'yellow'],
    [84, 'yellow'],
    [70, 'yellow'],
    [69, 'red'],
    [0, 'red'],
    [null, 'grey'],
    [undefined, 'grey'],
  ])('score %s → %s (≥85 green, 70–84 yellow, <70 red, none grey)', (score, colour) => {
    expect(scoreColor(score)).toBe(colour);
  });
});

describe('checkScoringSettings', () => {
  it('accepts the defaults', () => {
    expect(checkScoringSettings(DEFAULT_SCORING_SETTINGS)).toEqual([]);
  });

  it.each([
    [{ ...DEFAULT_SCORING_SETTINGS, onTargetThreshold: 100 }, 'exceeds = on target'],
    [{ ...DEFAULT_SCORING_SETTINGS, nearTargetThreshold: 95 }, 'near above on target'],
    [{ ...DEFAULT_SCORING_SETTINGS, atRiskThreshold: 70 }, 'at risk = near'],
    [{ ...DEFAULT_SCORING_SETTINGS, atRiskThreshold: Number.NaN }, 'unreadable'],
  ])('refuses thresholds not strictly descending (%#: %s)', (settings) => {
    expect(checkScoringSettings(settings)).toEqual([SETTINGS_MESSAGES.invalidThresholds]);
  });

  it('refuses a cap under 100 with the specification message', () => {
    expect(checkScoringSettings({ ...DEFAULT_SCORING_SETTINGS, scoreCapPercentage: 99 })).toEqual([
      'Score cap must be at least 100%',
    ]);
    expect(checkScoringSettings({ ...DEFAULT_SCORING_SETTINGS, scoreCapPercentage: 100 })).toEqual([]);
  });

  it('reports both problems at once', () => {
    expect(checkScoringSettings({ ...DEFAULT_SCORING_SETTINGS, onTargetThreshold: 120, scoreCapPercentage: 50 })).toEqual([
      'Thresholds must be in descending order (Exceeds > On Target > Near Target > At Risk)',
      'Score cap must be at least 100%',
    ]);
  });
});
