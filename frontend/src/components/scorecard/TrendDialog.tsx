import { lazy, Suspense, useMemo, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { useGetOne } from 'react-admin';
import { useOrganizationSettings } from '../../lib/organization/useOrganizationSettings';
import { CACHE_TIMES, FREQUENCY_DISPLAY_NAMES, type Frequency, type Polarity } from '../../lib/shared';
import { formatScore, formatValue } from './format';
import { TintedPill } from '../TintedPill';
import { performancePill } from '../pillTones';
import { trendPoints, trendSummary } from './trendSeries';

const TrendChart = lazy(() => import('./TrendChart').then((m) => ({ default: m.TrendChart })));

export interface TrendLine {
  kpiAssignmentId: string;
  name: string;
  unit: string;
  polarity: Polarity;
  frequency: Frequency;
}

interface StoredAssignment {
  id: string;
  period: string;
  targets: unknown;
  actualResults: unknown;
  baselineTargets?: unknown;
}

/** A KPI assignment's year: the chart (loaded lazily) and the same numbers as a table. */
export function TrendDialog({ line, onClose }: { line: TrendLine | null; onClose: () => void }) {
  const settings = useOrganizationSettings().data;
  const { data, isPending, error } = useGetOne<StoredAssignment>(
    'kpi-assignments',
    { id: line?.kpiAssignmentId ?? '' },
    { enabled: Boolean(line), staleTime: CACHE_TIMES.kpiAssignments.staleMs },
  );
  const points = useMemo(
    () => (data && line ? trendPoints({ ...line, targets: data.targets, actualResults: data.actualResults, baselineTargets: data.baselineTargets ?? {} }, settings) : []),
    [data, line, settings],
  );
  const [showBaseline, setShowBaseline] = useState(false);
  const summary = line ? trendSummary(line.name, points) : '';
  const titleId = 'trend-dialog-title';

  return (
    <Dialog open={Boolean(line)} onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Trend - {line?.name}</DialogTitle>
      <DialogContent>
        {line && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {FREQUENCY_DISPLAY_NAMES[line.frequency]} targets and actual results{data ? ` for ${data.period}` : ''}; bars are the actual results in the colour of each period's status, the line is the target.
          </Typography>
        )}
        {error ? (
          <Alert severity="error">The trend could not be loaded.</Alert>
        ) : isPending ? (
          <Skeleton variant="rounded" height={300} />
        ) : (
          <>
            <FormControlLabel
              control={<Switch checked={showBaseline} onChange={(event) => setShowBaseline(event.target.checked)} />}
              label="Show baseline targets (the first targets set), dashed"
            />
            <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
              <TrendChart points={points} summary={summary} showBaseline={showBaseline} />
            </Suspense>
            <Box sx={{ overflowX: 'auto', mt: 2 }}>
              <Table size="small" aria-label={`${line?.name} by period`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Period</TableCell>
                    <TableCell align="right">Target</TableCell>
                    {showBaseline && <TableCell align="right">Baseline target</TableCell>}
                    <TableCell align="right">Actual</TableCell>
                    <TableCell align="right">Score</TableCell>
                    <TableCell>Status</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {points.map((p) => (
                    <TableRow key={p.label}>
                      <TableCell>{p.label}</TableCell>
                      <TableCell align="right">{formatValue(p.target, line?.unit)}</TableCell>
                      {showBaseline && <TableCell align="right">{formatValue(p.baseline, line?.unit)}</TableCell>}
                      <TableCell align="right">{formatValue(p.actual, line?.unit)}</TableCell>
                      <TableCell align="right">{formatScore(p.score)}</TableCell>
                      <TableCell>
                        <TintedPill {...performancePill(p.status)} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
