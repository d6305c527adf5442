import Box from '@mui/material/Box';
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import { REQUEST_TYPE_DISPLAY_NAMES, type RequestPriority, type RequestType } from '../../app/shared';

type Tone = 'info' | 'warning' | 'success' | 'error' | 'neutral' | 'primary' | 'secondary';

/** Tones of the default statuses; an organization's own statuses are neutral. The text always names it. */
const STATUS_TONES: Record<string, Tone> = { New: 'info', 'In Progress': 'warning', Completed: 'success', Rejected: 'error' };
const PRIORITY_TONES: Record<RequestPriority, Tone> = { Low: 'neutral', Medium: 'warning', High: 'error' };
const TYPE_TONES: Record<RequestType, Tone> = { Data_Collection: 'primary', Change_Request: 'secondary' };

function toneColor(theme: Theme, tone: Tone): string {
  if (tone === 'neutral') return theme.palette.text.secondary;
  // Dark mode reads the light variant: enough contrast on the dark surface.
  return theme.palette.mode === 'dark' ? theme.palette[tone].light : theme.palette[tone].dark;
}

function Pill({ tone, children, label }: { tone: Tone; children: string; label?: string }) {
  const theme = useTheme();
  const color = toneColor(theme, tone);
  return (
    <Box
      component="span"
      aria-label={label}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        px: 1.1,
        py: 0.3,
        borderRadius: 1.5,
        fontSize: '0.75rem',
        fontWeight: 600,
        whiteSpace: 'nowrap',
        color,
        bgcolor: alpha(color, theme.palette.mode === 'dark' ? 0.18 : 0.1),
        border: `1px solid ${alpha(color, 0.25)}`,
      }}
    >
      {children}
    </Box>
  );
}

export const StatusChip = ({ status }: { status: string }) => (
  <Pill tone={STATUS_TONES[status] ?? 'neutral'} label={`Status: ${status}`}>
    {status}
  </Pill>
);

export const PriorityChip = ({ priority }: { priority: RequestPriority }) => (
  <Pill tone={PRIORITY_TONES[priority] ?? 'neutral'} label={`Priority: ${priority}`}>
    {`${priority} priority`}
  </Pill>
);

export const TypeChip = ({ type }: { type: RequestType }) => <Pill tone={TYPE_TONES[type] ?? 'neutral'}>{REQUEST_TYPE_DISPLAY_NAMES[type] ?? type}</Pill>;
