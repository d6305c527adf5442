import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Frequency, KpiValueChange, PeriodKey } from '@scorecard/contracts';
import { periodLabel, periodsOf } from '@scorecard/scoring';
import type { ScorecardDataProvider } from '../../providers/dataProvider';
import { formatValue } from './format';

export const VALUE_HISTORY_TEXTS = {
  show: 'Show history',
  hide: 'Hide history',
  allPeriods: 'All periods',
  empty: 'No changes recorded yet.',
  failed: 'The history could not be loaded.',
  tableLabel: (what: string) => `History of the ${what}`,
} as const;

/** Under ['kpi-assignments', …]: a saved result or target refetches it with the rest (RESULT_QUERIES). */
export const valueHistoryKey = (kpiAssignmentId: string) => ['kpi-assignments', kpiAssignmentId, 'history'] as const;

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The history of a KPI assignment's targets or results (DESIGN decision 22), behind a 'Show
 * history' button: each change with its period, old and new value, who, when and why, newest
 * first; a period picker narrows it to one value's history. Loaded only when opened.
 */
export function ValueHistory({ kpiAssignmentId, field, frequency, unit }: { kpiAssignmentId: string; field: KpiValueChange['field']; frequency: Frequency; unit?: string | null }) {
  const [open, setOpen] = useState(false);
  const [period, setPeriod] = useState<PeriodKey | ''>('');
  const dataProvider = useDataProvider<ScorecardDataProvider>();
  const id = useId();
  const history = useQuery({ queryKey: valueHistoryKey(kpiAssignmentId), queryFn: () => dataProvider.getKpiValueHistory(kpiAssignmentId), enabled: open });
  const what = field === 'target' ? 'targets' : 'actual results';
  const rows = (history.data ?? []).filter((c) => c.field === field && (period === '' || c.period === period));

  return (
    <Box>
      <Button size="small" aria-expanded={open} aria-controls={`${id}-history`} onClick={() => setOpen((o) => !o)}>
        {open ? VALUE_HISTORY_TEXTS.hide : VALUE_HISTORY_TEXTS.show}
      </Button>
      {open && (
        <Box id={`${id}-history`} sx={{ mt: 1 }}>
          <FormControl size="small" sx={{ minWidth: 160, mb: 1 }}>
            <InputLabel id={`${id}-period`} shrink>
              Period
            </InputLabel>
            <Select labelId={`${id}-period`} label="Period" notched displayEmpty value={period} onChange={(e) => setPeriod(e.target.value as PeriodKey | '')}>
              <MenuItem value="">{VALUE_HISTORY_TEXTS.allPeriods}</MenuItem>
              {periodsOf(frequency).map((p) => (
                <MenuItem key={p} value={p}>
                  {periodLabel(p)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          {history.error ? (
            <Alert severity="error">{VALUE_HISTORY_TEXTS.failed}</Alert>
          ) : history.isPending ? (
            <LinearProgress aria-label={`Loading the history of the ${what}`} />
          ) : rows.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {VALUE_HISTORY_TEXTS.empty}
            </Typography>
          ) : (
            <Box sx={{ overflowX: 'auto', position: 'relative' }}>
              <Table size="small" aria-label={VALUE_HISTORY_TEXTS.tableLabel(what)}>
                <TableHead>
                  <TableRow>
                    <TableCell>Period</TableCell>
                    <TableCell>Change</TableCell>
                    <TableCell>By</TableCell>
                    <TableCell>When</TableCell>
                    <TableCell>Reason</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((c, i) => (
                    <TableRow key={`${c.at}-${c.period}-${i}`}>
                      <TableCell>{periodLabel(c.period)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatValue(c.oldValue, unit)} → {formatValue(c.newValue, unit)}
                      </TableCell>
                      <TableCell>{c.userName}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{when.format(new Date(c.at))}</TableCell>
                      <TableCell>{c.reason ?? ''}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
