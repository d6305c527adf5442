import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import type { DashboardSummary, OverallHealth, RequestQueueHealth } from '../../providers/apiTypes';

type ChipColor = 'success' | 'warning' | 'info' | 'error' | 'default';

const OVERALL_COLOR: Record<OverallHealth, ChipColor> = {
  Healthy: 'success',
  'Needs Attention': 'warning',
  'Setup Required': 'info',
};

const QUEUE_COLOR: Record<RequestQueueHealth, ChipColor> = {
  'Up to date': 'success',
  Manageable: 'info',
  'Needs attention': 'warning',
};

const OVERALL_HINT: Record<OverallHealth, string> = {
  Healthy: 'Your scorecard is set up and requests are under control.',
  'Needs Attention': 'Some parts of your scorecard need a look: objectives, KPIs or pending requests.',
  'Setup Required': 'Add objectives and KPIs to your library to get started.',
};

export interface SystemHealthCardProps {
  summary: DashboardSummary | undefined;
  loading: boolean;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      {children}
    </Box>
  );
}

/** Overall status and request queue as judged by the server (platform.md section 9 rules). */
export function SystemHealthCard({ summary, loading }: SystemHealthCardProps) {
  const status = summary?.systemHealth.status;
  const queue = summary?.systemHealth.requestQueue;
  const chip = (label: string | undefined, color: ChipColor) =>
    loading || !label ? <Skeleton width={90} height={28} /> : <Chip size="small" label={label} color={color} variant="outlined" sx={{ fontWeight: 600 }} />;

  return (
    <Card sx={{ height: '100%', borderRadius: 3 }}>
      <CardHeader
        title="System Health"
        avatar={<MonitorHeartOutlined color={status === 'Healthy' ? 'success' : status === 'Needs Attention' ? 'warning' : 'info'} />}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          <Row label="Overall status">{chip(status, status ? OVERALL_COLOR[status] ?? 'default' : 'default')}</Row>
          <Row label="Request queue">{chip(queue, queue ? QUEUE_COLOR[queue] ?? 'default' : 'default')}</Row>
          <Row label="Pending requests">
            {loading ? <Skeleton width={24} /> : <Typography sx={{ fontWeight: 700 }}>{summary?.pendingRequests ?? 0}</Typography>}
          </Row>
          {!loading && status && (
            <Alert
              severity={status === 'Healthy' ? 'success' : status === 'Needs Attention' ? 'warning' : 'info'}
              variant="outlined"
              action={
                status === 'Setup Required' ? (
                  <Button component={RouterLink} to="/library" size="small" color="inherit" sx={{ whiteSpace: 'nowrap' }}>
                    Open Library
                  </Button>
                ) : undefined
              }
              sx={{ alignItems: 'center' }}
            >
              {OVERALL_HINT[status] ?? ''}
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
