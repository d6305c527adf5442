import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { reportingNote } from '@scorecard/scoring';
import { PERIOD_CLOSE_MESSAGES, type ScorecardKpi } from '../../lib/shared';
import { TintedPill } from '../TintedPill';

/**
 * Under a KPI line: '2 of 3 reported' when fewer of its due periods have a result (DESIGN decision
 * 14), and 'Awaiting approval' when, with approval required, a value of the view waits for its
 * reviewer and is left out of the score (DESIGN decision 21).
 */
export function ReportedNote({ line }: { line: Pick<ScorecardKpi, 'reportedPeriods' | 'duePeriods' | 'awaitingApproval'> }) {
  const note = reportingNote(line);
  if (!note && !line.awaitingApproval) return null;
  return (
    <>
      {note && (
        <Typography component="span" variant="caption" data-testid="reported-note" sx={{ display: 'block', color: 'text.secondary', fontStyle: 'italic' }}>
          {note}
        </Typography>
      )}
      {line.awaitingApproval && (
        <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
          <TintedPill tone="orange" label={PERIOD_CLOSE_MESSAGES.awaitingApproval} data-testid="awaiting-approval" />
        </Box>
      )}
    </>
  );
}
