import Box from '@mui/material/Box';
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import { REQUEST_TYPE_DISPLAY_NAMES, type RequestPriority, type RequestType } from '../../lib/shared';

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

/** Read by screen readers only: what a pill's word is (the colour says nothing to them). */
const VISUALLY_HIDDEN = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

function Pill({ tone, children, prefix }: { tone: Tone; children: string; prefix?: string }) {
  const theme = useTheme();
  const color = toneColor(theme, tone);
  return (
    <Box
      component="span"
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
      {prefix && (
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {prefix}
        </Box>
      )}
      {children}
    </Box>
  );
}

export const StatusChip = ({ status }: { status: string }) => (
  <Pill tone={STATUS_TONES[status] ?? 'neutral'} prefix="Status: ">
    {status}
  </Pill>
);

export const PriorityChip = ({ priority }: { priority: RequestPriority }) => (
  <Pill tone={PRIORITY_TONES[priority] ?? 'neutral'}>
    {`${priority} priority`}
  </Pill>
);

export { VISUALLY_HIDDEN };

export const TypeChip = ({ type }: { type: RequestType }) => <Pill tone={TYPE_TONES[type] ?? 'neutral'}>{REQUEST_TYPE_DISPLAY_NAMES[type] ?? type}</Pill>;
