import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import type { BscPerspective } from '../lib/shared';
import { usePaletteColors } from '../theme/palette';

export interface PerspectiveBadgeProps {
  perspective: BscPerspective;
  /** The organization's name for the perspective. */
  label: string;
}

export function PerspectiveBadge({ perspective, label }: PerspectiveBadgeProps) {
  const theme = useTheme();
  // One colour per perspective on every screen, from the shared accessible palette.
  const color = usePaletteColors().perspective(perspective);
  return (
    <Box
      component="span"
      data-testid="perspective-badge"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.1,
        py: 0.3,
        borderRadius: 999,
        fontSize: '0.75rem',
        fontWeight: 600,
        whiteSpace: 'nowrap',
        color,
        bgcolor: alpha(color, theme.palette.mode === 'dark' ? 0.14 : 0.1),
        border: `1px solid ${alpha(color, 0.25)}`,
      }}
    >
      <Box component="span" aria-hidden sx={{ width: 6, height: 6, borderRadius: '50%', bgcolor: color }} />
      {label}
    </Box>
  );
}
