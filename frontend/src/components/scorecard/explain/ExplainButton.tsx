import CloseOutlined from '@mui/icons-material/CloseOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { CACHE_TIMES } from '../../../lib/shared';
import type { ScorecardDataProvider } from '../../../providers/dataProvider';
import { ErrorNotice } from '../ErrorNotice';
import { formatScore } from '../format';
import { SCORECARD_QUERY_KEY } from '../useScorecard';
import { ExplainContent } from './ExplainContent';
import { useExplainScope } from './ExplainScope';

export interface ExplainButtonProps {
  /** what is explained, for the button's name and the popover's title */
  name: string;
  kpiAssignmentId?: string;
  objectiveAssignmentId?: string;
  /** a perspective's key (Financial, Customer, …) */
  perspective?: string;
  /** the function the score belongs to, when not the screen's (KPI Overview's rows) */
  functionId?: string;
}

/**
 * The (i) beside a score: opens a popover with how it is made (GET /api/scorecards/:id/explain,
 * DESIGN decision 22), loaded when opened. A button, so Tab reaches it and Enter or Space opens
 * it; focus moves into the popover, Escape or Close returns it.
 */
export function ExplainButton({ name, kpiAssignmentId, objectiveAssignmentId, perspective, functionId }: ExplainButtonProps) {
  const scope = useExplainScope();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const dataProvider = useDataProvider<ScorecardDataProvider>();
  const fn = functionId ?? scope?.functionId ?? null;
  const params = { ...(scope?.params ?? {}), ...(kpiAssignmentId ? { kpiAssignmentId } : {}), ...(objectiveAssignmentId ? { objectiveAssignmentId } : {}), ...(perspective ? { perspective } : {}) };
  const query = useQuery({
    queryKey: [...SCORECARD_QUERY_KEY, 'explain', fn, params],
    queryFn: () => dataProvider.explainScore(fn!, params),
    enabled: anchor !== null && fn !== null,
    staleTime: CACHE_TIMES.kpiAssignments.staleMs,
    gcTime: CACHE_TIMES.kpiAssignments.keptMs,
  });
  if (fn === null) return null;
  const label = `How the score of ${name} is made`;
  return (
    <>
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} aria-haspopup="dialog" onClick={(event) => setAnchor(event.currentTarget)} data-testid="explain-button" sx={{ p: 0.25 }}>
          <InfoOutlined sx={{ fontSize: 18 }} />
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, 'data-testid': 'explain-popover', sx: { p: 2, width: 380, maxWidth: 'calc(100vw - 32px)' } } as object }}
      >
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
          <Typography id={titleId} component="h2" variant="subtitle2" sx={{ flex: 1, fontWeight: 700 }}>
            {name.charAt(0).toUpperCase() + name.slice(1)}: {query.data ? formatScore(query.data.score) : '…'}
            {query.data && query.data.status !== 'No Data' ? ` · ${query.data.status}` : ''}
          </Typography>
          <IconButton size="small" aria-label="Close" onClick={() => setAnchor(null)} sx={{ mt: -0.5 }}>
            <CloseOutlined fontSize="small" />
          </IconButton>
        </Box>
        {query.error ? (
          <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data ? (
          <ExplainContent answer={query.data} />
        ) : (
          <LinearProgress aria-label={`Loading how the score of ${name} is made`} />
        )}
      </Popover>
    </>
  );
}
