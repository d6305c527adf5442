import Alert, { type AlertColor } from '@mui/material/Alert';
import type { WeightCheck } from '@scorecard/scoring';

const SEVERITY: Record<WeightCheck['state'], AlertColor> = { success: 'success', warning: 'warning', error: 'error' };

/** A weight balance message of libs/scoring: green at exactly 100, amber with no KPIs yet, red under or over. */
export function WeightBanner({ check, compact = false }: { check: WeightCheck; compact?: boolean }) {
  return (
    <Alert
      severity={SEVERITY[check.state]}
      role="status"
      data-weight-state={check.state}
      sx={compact ? { mt: 1, py: 0, fontSize: '0.8rem', '& .MuiAlert-icon': { fontSize: 18, py: '7px' } } : undefined}
    >
      {check.message}
    </Alert>
  );
}
