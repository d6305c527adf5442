import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import type { PerformanceStatus } from '../../app/shared';
import { formatScore } from './format';
import { useStatusHex } from './statusColors';

export interface StatusChipProps {
  status: PerformanceStatus;
  /** shown after the word, e.g. 'On Target · 92%' */
  score?: number | null;
  size?: 'small' | 'medium';
}

/** A performance status as a word and its colour (never colour alone), optionally with the score. */
export function StatusChip({ status, score, size = 'small' }: StatusChipProps) {
  const theme = useTheme();
  const color = useStatusHex()(status);
  return (
    <Box
      component="span"
      data-status={status}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: size === 'small' ? 1.1 : 1.5,
        py: size === 'small' ? 0.3 : 0.5,
        borderRadius: 999,
        fontSize: size === 'small' ? '0.75rem' : '0.85rem',
        fontWeight: 700,
        whiteSpace: 'nowrap',
        color,
        bgcolor: alpha(color, theme.palette.mode === 'dark' ? 0.16 : 0.1),
      }}
    >
      <Box component="span" aria-hidden sx={{ width: 7, height: 7, borderRadius: '50%', bgcolor: color, flexShrink: 0 }} />
      {status}
      {score !== undefined && score !== null && <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', opacity: 0.9 }}>· {formatScore(score)}</Box>}
    </Box>
  );
}
