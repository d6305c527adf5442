import { useTheme } from '@mui/material/styles';
import { PALETTE, type Shade } from '@scorecard/contracts';
import { scoreColor, statusColor, type StatusColor } from '@scorecard/scoring';
import type { PerformanceStatus } from '../../lib/shared';

/**
 * Colours of the status names (libs/scoring's STATUS_COLORS: green, blue, yellow, orange, red,
 * grey) in both modes: the shared accessible palette of libs/contracts, 4.5:1 as text on the page,
 * on cards and on a 10-16 % tint of themselves.
 */
export const STATUS_COLOR_HEX: Readonly<Record<StatusColor, Shade>> = PALETTE;

/** The colour of a status in the current mode. */
export function useStatusHex(): (status: PerformanceStatus) => string {
  const mode = useTheme().palette.mode;
  return (status) => PALETTE[statusColor(status)][mode];
}

/** The score-dot colour (85+ green, 70-84 yellow, below red, none grey) in the current mode. */
export function useScoreHex(): (score: number | null | undefined) => string {
  const mode = useTheme().palette.mode;
  return (score) => PALETTE[scoreColor(score)][mode];
}
