import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { FREQUENCY_DISPLAY_NAMES, type KpiOverviewRow, type KpiOverviewSortField } from '../../lib/shared';
import { formatValue } from '../../components/scorecard/format';
import { ReportedNote } from '../../components/scorecard/ReportedNote';
import { TintedPill } from '../../components/TintedPill';
import { performancePill } from '../../components/pillTones';
import { SCORECARD_VIEW_TEXTS } from '../../components/scorecard/texts';
import { TABLE_SCROLL } from '../../components/scorecard/tableParts';
import { TrendButton } from '../../components/scorecard/TrendButton';
import { ExplainButton } from '../../components/scorecard/explain/ExplainButton';
import type { TrendLine } from '../../components/scorecard/TrendDialog';
import { CalculatedBadge } from '../../components/CalculatedBadge';

export interface SortState {
  field: KpiOverviewSortField;
  order: 'ASC' | 'DESC';
}

const COLUMNS: { field: KpiOverviewSortField | null; label: string; align?: 'right' }[] = [
  { field: 'name', label: 'KPI' },
  { field: 'functionName', label: 'Function' },
  { field: 'objectiveName', label: 'Objective' },
  { field: 'frequency', label: 'Frequency' },
  { field: 'score', label: 'Status' },
  { field: 'target', label: 'Target', align: 'right' },
  { field: 'actual', label: 'Actual', align: 'right' },
  { field: 'ownerName', label: 'Owner' },
];

export interface OverviewTableProps {
  rows: readonly KpiOverviewRow[] | undefined;
  sort: SortState;
  onSort: (sort: SortState) => void;
  onEditResult: (row: KpiOverviewRow) => void;
  onTrend: (line: TrendLine) => void;
  perPage: number;
}

/** The KPI Overview's table: sorted by the server; each header toggles its order. */
export function OverviewTable({ rows, sort, onSort, onEditResult, onTrend, perPage }: OverviewTableProps) {
  return (
    <Box sx={TABLE_SCROLL}>
      <Table size="small" aria-label="KPI overview" aria-busy={!rows || undefined} sx={{ '& .MuiTableCell-root': { px: 1 }, '& .MuiTableCell-root:first-of-type': { pl: 2 }, '& .MuiTableCell-root:last-of-type': { pr: 2 } }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column.label} align={column.align} sortDirection={column.field === sort.field ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}>
                {column.field ? (
                  <TableSortLabel
                    active={column.field === sort.field}
                    direction={column.field === sort.field && sort.order === 'DESC' ? 'desc' : 'asc'}
                    onClick={() => onSort({ field: column.field!, order: column.field === sort.field && sort.order === 'ASC' ? 'DESC' : 'ASC' })}
                  >
                    {column.label}
                  </TableSortLabel>
                ) : (
                  column.label
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {!rows
            ? Array.from({ length: Math.min(perPage, 8) }, (_, i) => (
                <TableRow key={i}>
                  {Array.from({ length: COLUMNS.length }, (_, j) => (
                    <TableCell key={j}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : rows.map((row) => (
                <TableRow key={row.id} hover data-testid="overview-row" data-kpi={row.name}>
                  <TableCell sx={{ minWidth: 170 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {row.name}
                      <CalculatedBadge show={row.calculated} />
                    </Typography>
                    <Typography variant="caption" sx={{ color: 'text.secondary', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                      {row.description?.trim() || SCORECARD_VIEW_TEXTS.noDescription}
                    </Typography>
                  </TableCell>
                  <TableCell>{row.functionName}</TableCell>
                  <TableCell sx={{ minWidth: 130 }}>
                    <Typography variant="body2">{row.objectiveName}</Typography>
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {row.perspectiveName}
                    </Typography>
                  </TableCell>
                  <TableCell>{FREQUENCY_DISPLAY_NAMES[row.frequency]}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <TintedPill {...performancePill(row.status, row.score)} />
                    <ExplainButton name={row.name} kpiAssignmentId={row.id} functionId={row.functionId} />
                    <TrendButton name={row.name} onClick={() => onTrend(row)} />
                    <ReportedNote line={row} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {formatValue(row.target, row.unit)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {formatValue(row.actual, row.unit)}
                    <Tooltip title="Update actual results">
                      <IconButton size="small" aria-label={`Update actual results of ${row.name}`} onClick={() => onEditResult(row)} sx={{ ml: 0.5 }}>
                        <EditOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                  <TableCell sx={{ minWidth: 100 }}>{row.ownerName ?? SCORECARD_VIEW_TEXTS.unknown}</TableCell>
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </Box>
  );
}
