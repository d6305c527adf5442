import { useTheme } from '@mui/material/styles';
import { scoreColor, statusColor, type ScoreColor, type StatusColor } from '@scorecard/scoring';
import type { PerformanceStatus } from '../../app/shared';

/**
 * Colours of the status names (libs/scoring's STATUS_COLORS: green, blue, yellow, orange, red,
 * grey) in both modes, chosen for AA contrast as text on the card background and on a 10-16 % tint.
 */
export const STATUS_COLOR_HEX: Record<StatusColor, { light: string; dark: string }> = {
  green: { light: '#15803d', dark: '#4ade80' },
  blue: { light: '#1d4ed8', dark: '#60a5fa' },
  yellow: { light: '#a16207', dark: '#facc15' },
  orange: { light: '#c2410c', dark: '#fb923c' },
  red: { light: '#b91c1c', dark: '#f87171' },
  grey: { light: '#475569', dark: '#94a3b8' },
};

/** The colour of a status in the current mode. */
export function useStatusHex(): (status: PerformanceStatus) => string {
  const mode = useTheme().palette.mode;
  return (status) => STATUS_COLOR_HEX[statusColor(status)][mode];
}

/** The score-dot colour (85+ green, 70-84 yellow, below red, none grey) in the current mode. */
export function useScoreHex(): (score: number | null | undefined) => string {
  const mode = useTheme().palette.mode;
  return (score) => STATUS_COLOR_HEX[scoreColor(score) satisfies ScoreColor][mode];
}
