import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ANNUAL_PERIOD_KEY, MONTH_KEYS, QUARTER_KEYS, type PeriodKey } from '@scorecard/contracts';
import { reportingPeriodName } from '@scorecard/scoring';
import { TintedPill } from '../../components/TintedPill';
import { COMPLETION_LABELS, completionText, type CompletionCounts, type CompletionLevel } from '../../lib/periods/periodClose';
import { COMPLETION_TONES } from './completionTones';

/** Quarters first (what is chased most), then the year, then the months. */
const OPTIONS: readonly PeriodKey[] = [...QUARTER_KEYS, ANNUAL_PERIOD_KEY, ...MONTH_KEYS];

export interface PeriodBarProps {
  year: string;
  period: PeriodKey;
  onPeriod: (period: PeriodKey) => void;
  /** the whole organization's counts of the period; undefined while loading */
  total: CompletionCounts | undefined;
  loading: boolean;
  error: string | null;
}

/** The chart's period bar: which period's completion colours the function cards, the organization's total, and the legend. */
export function PeriodBar({ year, period, onPeriod, total, loading, error }: PeriodBarProps) {
  const levels: CompletionLevel[] = ['complete', 'partial', 'not-started', 'nothing-due'];
  return (
    <Card component="section" aria-label="Completion period" sx={{ p: 2, mb: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <TextField
        select
        size="small"
        label="Completion of"
        value={period}
        onChange={(event) => onPeriod(event.target.value as PeriodKey)}
        sx={{ minWidth: 170 }}
      >
        {OPTIONS.map((key) => (
          <MenuItem key={key} value={key}>
            {reportingPeriodName(Number(year), key)}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ minWidth: 0, flex: '1 1 200px' }} aria-live="polite">
        {loading ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="progressbar" aria-label="Loading completion">
            <CircularProgress size={16} />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Loading completion…
            </Typography>
          </Box>
        ) : error ? (
          <Typography variant="body2" sx={{ color: 'error.main' }}>
            {error}
          </Typography>
        ) : total ? (
          <Typography variant="body2" data-testid="completion-total">
            <strong>{reportingPeriodName(Number(year), period)}:</strong> {completionText(total)}
          </Typography>
        ) : null}
      </Box>
      <Box component="ul" aria-label="Legend" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {levels.map((level) => (
          <li key={level}>
            <TintedPill tone={COMPLETION_TONES[level]} label={COMPLETION_LABELS[level]} dot />
          </li>
        ))}
      </Box>
      <Typography variant="caption" sx={{ color: 'text.secondary', flexBasis: '100%' }}>
        Each card counts the results of its function and of every function below it.
      </Typography>
    </Card>
  );
}
