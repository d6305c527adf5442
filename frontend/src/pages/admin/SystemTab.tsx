import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import { useQuery } from '@tanstack/react-query';
import { ErrorScreen } from '../../components/ErrorScreen';
import { adminApi, adminKeys, formatBytes, formatUptime } from '../../components/admin/adminApi';

function Figure({ label, value, hint }: { label: string; value: React.ReactNode; hint: string }) {
  return (
    <Card sx={{ height: '100%', borderRadius: 3 }}>
      <CardContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography component="div" sx={{ fontSize: '1.5rem', fontWeight: 800, my: 0.5 }}>
          {value}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {hint}
        </Typography>
      </CardContent>
    </Card>
  );
}

function UpDown({ ok, label }: { ok: boolean; label: string }) {
  return <Chip size="small" variant="outlined" color={ok ? 'success' : 'error'} icon={ok ? <CheckCircleOutlined /> : <ErrorOutlined />} label={label} />;
}

/** GET /api/admin/system, refreshed every 10 seconds: every figure is measured (DESIGN decision 7). */
export function SystemTab() {
  const system = useQuery({ queryKey: adminKeys.system, queryFn: adminApi.system, refetchInterval: 10_000 });
  if (system.isError) return <ErrorScreen onRetry={() => void system.refetch()} />;
  const s = system.data;
  if (!s) {
    return (
      <Grid container spacing={2} aria-busy>
        {Array.from({ length: 4 }, (_, i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Skeleton variant="rounded" height={120} />
          </Grid>
        ))}
      </Grid>
    );
  }
  const rt = s.responseTimes;
  const ms = (v: number | null) => (v === null ? '—' : `${v} ms`);
  const queues = Object.entries(s.jobs.queues);
  return (
    <Box>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <Figure label="Status" value={<UpDown ok={s.status === 'ok'} label={s.status === 'ok' ? 'Healthy' : 'Degraded'} />} hint={`Process up ${formatUptime(s.uptimeSeconds)}`} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <Figure label="Median response time" value={ms(rt.p50)} hint={`p95 ${ms(rt.p95)} · p99 ${ms(rt.p99)} · ${rt.count} calls in the last ${rt.windowSeconds / 60} minutes`} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <Figure label="Database" value={formatBytes(s.database.sizeBytes)} hint={s.database.status === 'up' ? `Up · answered in ${s.database.latencyMs ?? '—'} ms` : 'Unreachable'} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <Figure
            label="Jobs"
            value={<UpDown ok={s.redis !== 'down'} label={s.redis === 'not configured' ? 'In process' : `Redis ${s.redis}`} />}
            hint={s.jobs.processorsHere ? 'Processors run in this process' : 'Processors run in worker processes'}
          />
        </Grid>
      </Grid>
      <Card sx={{ borderRadius: 3 }}>
        <CardContent>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            Queues
          </Typography>
          <Table size="small" aria-label="Job queues">
            <TableHead>
              <TableRow>
                <TableCell>Queue</TableCell>
                <TableCell align="right">Waiting</TableCell>
                <TableCell align="right">Active</TableCell>
                <TableCell align="right">Delayed</TableCell>
                <TableCell align="right">Failed</TableCell>
                <TableCell>Consumers</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {queues.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>Queue figures are unavailable while Redis is unreachable.</TableCell>
                </TableRow>
              )}
              {queues.map(([name, q]) => (
                <TableRow key={name}>
                  <TableCell sx={{ fontWeight: 600 }}>{name}</TableCell>
                  <TableCell align="right">{q.waiting}</TableCell>
                  <TableCell align="right">{q.active}</TableCell>
                  <TableCell align="right">{q.delayed}</TableCell>
                  <TableCell align="right" sx={{ color: q.failed ? 'error.main' : undefined, fontWeight: q.failed ? 700 : undefined }}>
                    {q.failed}
                  </TableCell>
                  <TableCell>
                    {q.workers === undefined ? (
                      <UpDown ok={s.jobs.processorsHere} label={s.jobs.processorsHere ? 'This process' : 'Not reported'} />
                    ) : (
                      <UpDown ok={!q.stalled && q.workers > 0} label={q.stalled ? 'Stalled: no worker' : `${q.workers} worker${q.workers === 1 ? '' : 's'}`} />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </Box>
  );
}
