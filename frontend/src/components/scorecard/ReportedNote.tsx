import Typography from '@mui/material/Typography';
import { reportingNote } from '@scorecard/scoring';
import type { ScorecardKpi } from '../../lib/shared';

/** '2 of 3 reported' under a KPI line when fewer of its due periods have a result (DESIGN decision 14). */
export function ReportedNote({ line }: { line: Pick<ScorecardKpi, 'reportedPeriods' | 'duePeriods'> }) {
  const note = reportingNote(line);
  if (!note) return null;
  return (
    <Typography component="span" variant="caption" data-testid="reported-note" sx={{ display: 'block', color: 'text.secondary', fontStyle: 'italic' }}>
      {note}
    </Typography>
  );
}
