import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import type { BscPerspective } from '../app/shared';

/** One colour per perspective, the same in every screen. */
export const PERSPECTIVE_COLORS: Record<BscPerspective, { light: string; dark: string }> = {
  Financial: { light: '#15803d', dark: '#4ade80' },
  Customer: { light: '#1d4ed8', dark: '#60a5fa' },
  Internal_Process: { light: '#b45309', dark: '#fbbf24' },
  Learning_Growth: { light: '#7e22ce', dark: '#c084fc' },
};

export interface PerspectiveBadgeProps {
  perspective: BscPerspective;
  /** The organization's name for the perspective. */
  label: string;
}

export function PerspectiveBadge({ perspective, label }: PerspectiveBadgeProps) {
  const theme = useTheme();
  const palette = PERSPECTIVE_COLORS[perspective] ?? { light: '#475569', dark: '#94a3b8' };
  const color = theme.palette.mode === 'dark' ? palette.dark : palette.light;
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
