import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { OBJECTIVE_STATUS_DISPLAY_NAMES, type ObjectiveStatus } from '../../lib/shared';

type Tone = 'success' | 'warning' | 'error' | 'neutral' | 'info';

/** Badge styles by display value; anything unknown is styled like Active. */
const TONES: Record<string, Tone> = {
  Active: 'success',
  'Under Review': 'warning',
  Inactive: 'neutral',
  'At Risk': 'warning',
  Behind: 'error',
  Template: 'info',
};

export const statusLabel = (status: string): string =>
  OBJECTIVE_STATUS_DISPLAY_NAMES[status as ObjectiveStatus] ?? status.replace(/_/g, ' ');

/** Objective status badge (also Under Review, At Risk, Behind), and the KPIs' 'Template' badge. */
export function StatusBadge({ status }: { status: string }) {
  const theme = useTheme();
  const label = statusLabel(status);
  const tone = TONES[label] ?? 'success';
  const color = tone === 'neutral' ? theme.palette.text.secondary : theme.palette[tone].main;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1.1,
        py: 0.3,
        borderRadius: 1.5,
        fontSize: '0.75rem',
        fontWeight: 600,
        whiteSpace: 'nowrap',
        color,
        bgcolor: alpha(color, theme.palette.mode === 'dark' ? 0.16 : 0.1),
      }}
    >
      {label}
    </Box>
  );
}
