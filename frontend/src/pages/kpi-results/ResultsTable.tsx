import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FREQUENCY_DISPLAY_NAMES, type ScorecardKpi } from '../../lib/shared';
import { formatScore, formatValue } from '../../components/scorecard/format';
import { ReportedNote } from '../../components/scorecard/ReportedNote';
import { TintedPill } from '../../components/TintedPill';
import { performancePill } from '../../components/pillTones';
import { kpiTypeLabel, SCORECARD_VIEW_TEXTS } from '../../components/scorecard/texts';
import { TrendButton } from '../../components/scorecard/TrendButton';
import { TABLE_SCROLL, TrendHeaderCell } from '../../components/scorecard/tableParts';
import type { TrendLine } from '../../components/scorecard/TrendDialog';
import { CalculatedBadge } from '../../components/CalculatedBadge';
import { ExplainButton } from '../../components/scorecard/explain/ExplainButton';

/**
 * The level's KPI lines: name, owner, weight, target, actual (with its results dialog), score,
 * status, type, frequency; 'Awaiting approval' under a line whose value waits for its reviewer.
 */
export function ResultsTable({ kpis, onTrend, onEditResult }: { kpis: readonly ScorecardKpi[]; onTrend: (line: TrendLine) => void; onEditResult: (line: ScorecardKpi) => void }) {
  return (
    <Box sx={TABLE_SCROLL}>
      <Table size="small" aria-label="KPI results">
        <TableHead>
          <TableRow>
            <TableCell>KPI</TableCell>
            <TableCell>Owner</TableCell>
            <TableCell align="right">Weight</TableCell>
            <TableCell align="right">Target</TableCell>
            <TableCell align="right">Actual</TableCell>
            <TableCell align="right">Score</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Frequency</TableCell>
            <TrendHeaderCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {kpis.map((kpi) => (
            <TableRow key={kpi.kpiAssignmentId} data-testid="result-row" data-kpi={kpi.name} hover>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {kpi.name}
                  <CalculatedBadge show={kpi.calculated} />
                </Typography>
                <ReportedNote line={kpi} />
              </TableCell>
              <TableCell>{kpi.ownerName ?? SCORECARD_VIEW_TEXTS.unknown}</TableCell>
              <TableCell align="right">{kpi.weight}%</TableCell>
              <TableCell align="right">{formatValue(kpi.target, kpi.unit)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatValue(kpi.actual, kpi.unit)}
                <Tooltip title="Update actual results">
                  <IconButton size="small" aria-label={`Update actual results of ${kpi.name}`} onClick={() => onEditResult(kpi)} sx={{ ml: 0.5 }}>
                    <EditOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {formatScore(kpi.score)}
                <ExplainButton name={kpi.name} kpiAssignmentId={kpi.kpiAssignmentId} />
              </TableCell>
              <TableCell>
                <TintedPill {...performancePill(kpi.status)} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{kpiTypeLabel(kpi.isCumulative)}</TableCell>
              <TableCell>{FREQUENCY_DISPLAY_NAMES[kpi.frequency]}</TableCell>
              <TableCell padding="checkbox">
                <TrendButton name={kpi.name} onClick={() => onTrend(kpi)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
