import Typography from '@mui/material/Typography';
import { coverageNote } from '@scorecard/scoring';
import type { RollupCoverage } from '../../lib/shared';
import { useOrganizationLabels } from '../../lib/organization/useOrganizationLabels';

/**
 * Beside a rolled-up score taken from less than all of its KPIs (DESIGN decision 19): 'based on 7
 * of 20 KPIs, 45% of the weight' in the organization's term for KPIs; nothing when the coverage is
 * full or nothing has a score.
 */
export function CoverageNote({ coverage, align }: { coverage: RollupCoverage | null | undefined; align?: 'left' | 'right' }) {
  const { terms } = useOrganizationLabels();
  const note = coverageNote(coverage, terms.kpis);
  if (note === null) return null;
  return (
    <Typography component="span" variant="caption" data-testid="coverage-note" sx={{ display: 'block', color: 'text.secondary', fontStyle: 'italic', textAlign: align }}>
      {note}
    </Typography>
  );
}
