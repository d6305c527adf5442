import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { useStatusHex } from './statusColors';
import type { TrendPoint } from './trendSeries';

/**
 * Target (line) against actual (bars coloured by the period's status) per period of the year, and
 * with `showBaseline` the first targets as a dashed line.
 * Its own module so that the chart library loads only when a trend is opened.
 */
export function TrendChart({
  points,
  summary,
  showBaseline = false,
  height = 300,
  print = false,
}: {
  points: readonly TrendPoint[];
  summary: string;
  showBaseline?: boolean;
  height?: number;
  /** the briefing book: drawn at once, no tooltip */
  print?: boolean;
}) {
  const theme = useTheme();
  const statusHex = useStatusHex();
  const labels = points.map((p) => p.label);
  return (
    <Box role="img" aria-label={summary} sx={{ width: '100%', height, '& .MuiLineElement-series-baseline': { strokeDasharray: '6 4' } }}>
      <ChartsContainer
        height={height}
        skipAnimation={print}
        series={[
          { type: 'bar', id: 'actual', label: 'Actual', data: points.map((p) => p.actual), color: theme.palette.primary.main, colorGetter: ({ dataIndex }) => statusHex(points[dataIndex]!.status) },
          { type: 'line', id: 'target', label: 'Target', data: points.map((p) => p.target), color: theme.palette.text.primary, connectNulls: true },
          // DESIGN decision 22: the first targets, dashed, beside the current ones
          ...(showBaseline ? [{ type: 'line' as const, id: 'baseline', label: 'Baseline target', data: points.map((p) => p.baseline ?? null), color: theme.palette.text.secondary, connectNulls: true }] : []),
        ]}
        xAxis={[{ id: 'periods', scaleType: 'band', data: labels }]}
        yAxis={[{ id: 'values', width: 56 }]}
        margin={{ top: 16, right: 16, bottom: 8, left: 8 }}
      >
        <ChartsGrid horizontal />
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis />
        {!print && <ChartsAxisHighlight x="band" />}
        {!print && <ChartsTooltip />}
      </ChartsContainer>
    </Box>
  );
}
