import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import type { PerformanceStatus } from '@scorecard/contracts';
import { statusColor } from '@scorecard/scoring';
import { STATUS_COLOR_HEX } from './statusColors';

export interface StatusChipProps {
  status: PerformanceStatus;
  /** shown before the status word, e.g. 75% */
  score?: number | null;
}

/** A performance status: its colour dot and its word (never colour alone), with the score when given. */
export function StatusChip({ status, score }: StatusChipProps) {
  const theme = useTheme();
  const mode = theme.palette.mode;
  const color = STATUS_COLOR_HEX[statusColor(status)][mode];
  const hasScore = typeof score === 'number' && Number.isFinite(score);
  return (
    <Box
      component="span"
      data-status={status}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.1,
        py: 0.3,
        borderRadius: 999,
        fontSize: '0.75rem',
        fontWeight: 700,
        whiteSpace: 'nowrap',
        color,
        bgcolor: alpha(color, mode === 'dark' ? 0.16 : 0.1),
      }}
    >
      <Box component="span" aria-hidden sx={{ width: 7, height: 7, borderRadius: '50%', bgcolor: color, flexShrink: 0 }} />
      {hasScore && <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>{Math.round(score)}%</Box>}
      {status}
    </Box>
  );
}
