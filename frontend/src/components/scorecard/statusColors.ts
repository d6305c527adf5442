import { useTheme } from '@mui/material/styles';
import { PALETTE } from '@scorecard/contracts';
import { scoreColor, statusColor } from '@scorecard/scoring';
import type { PerformanceStatus } from '../../lib/shared';

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
