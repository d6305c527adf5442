import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { summarizeStatuses } from '@scorecard/scoring';
import type { PerformanceStatus } from '../../lib/shared';
import { useStatusHex } from '../../components/scorecard/statusColors';

function GroupDot({ status }: { status: PerformanceStatus }) {
  const color = useStatusHex()(status);
  return <Box component="span" aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: color }} />;
}

/** On Track / At Risk / Behind with their counts (and how many have no data yet). */
export function StatusLegend({ statuses }: { statuses: readonly PerformanceStatus[] }) {
  const counts = summarizeStatuses(statuses);
  const items: { label: string; status: PerformanceStatus; count: number; detail: string }[] = [
    { label: 'On Track', status: 'On Target', count: counts.onTrack, detail: 'On Target or Exceeds Target' },
    { label: 'At Risk', status: 'At Risk', count: counts.atRisk, detail: 'Near Target or At Risk' },
    { label: 'Behind', status: 'Below Target', count: counts.behind, detail: 'Below Target' },
  ];
  return (
    <Box component="ul" aria-label="Status legend" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {items.map((item) => (
        <Box component="li" key={item.label} data-testid={`legend-${item.label}`} sx={{ display: 'flex', alignItems: 'center', gap: 1 }} title={item.detail}>
          <GroupDot status={item.status} />
          <Typography variant="body2">
            {item.label}: <strong>{item.count}</strong>
          </Typography>
        </Box>
      ))}
      {counts.noData > 0 && (
        <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <GroupDot status="No Data" />
          <Typography variant="body2">
            No Data: <strong>{counts.noData}</strong>
          </Typography>
        </Box>
      )}
    </Box>
  );
}
