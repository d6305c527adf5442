import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import type { Plan } from '@scorecard/contracts';
import { ErrorScreen } from '../../components/ErrorScreen';
import { adminApi, adminKeys, formatMoney, PLAN_LABELS } from '../../components/admin/adminApi';

function ChartCard({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <Card sx={{ height: '100%', borderRadius: 3 }}>
      <CardContent>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {description}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const monthLabel = (key: string) => new Date(`${key}-01T00:00:00Z`).toLocaleString('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** GET /api/admin/analytics and /usage-metrics: the platform's figures, with charts of them. Loaded lazily (the charts library is large). */
export function AnalyticsTab() {
  const theme = useTheme();
  const analytics = useQuery({ queryKey: adminKeys.analytics, queryFn: adminApi.analytics });
  const usage = useQuery({ queryKey: adminKeys.usage, queryFn: adminApi.usageMetrics });
  if (analytics.isError) return <ErrorScreen onRetry={() => void analytics.refetch()} />;
  const a = analytics.data;
  const figures: [string, string][] = a
    ? [
        ['Active users (30 days)', `${a.activeUsers} of ${a.totalUsers}`],
        ['Engagement', `${a.avgEngagement}%`],
        ['Monthly revenue', formatMoney(a.monthlyRevenue)],
        ['Revenue growth (30 days)', a.revenueGrowth === null ? 'No base' : `${a.revenueGrowth >= 0 ? '+' : ''}${a.revenueGrowth}%`],
        ['Objectives', String(a.totalObjectives)],
        ['KPIs', String(a.totalKpis)],
        ['Active requests', String(a.activeRequests)],
        ['Active organizations', `${a.organizationsByStatus.find((x) => x.key === 'active')?.value ?? 0} of ${a.totalOrganizations}`],
      ]
    : [];
  const chartHeight = 260;
  return (
    <Box aria-busy={analytics.isPending || undefined}>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        {(a ? figures : Array.from({ length: 8 }, (_, i) => [String(i), ''] as [string, string])).map(([label, value]) => (
          <Grid key={label} size={{ xs: 6, md: 3 }}>
            <Card sx={{ borderRadius: 3 }}>
              <CardContent>
                <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
                  {a ? label : <Skeleton width="70%" />}
                </Typography>
                <Typography sx={{ fontSize: '1.4rem', fontWeight: 800 }}>{a ? value : <Skeleton width="40%" />}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ChartCard title="New users per month" description="Accounts created in each of the last six months">
            {a ? (
              <LineChart
                height={chartHeight}
                xAxis={[{ scaleType: 'point', data: a.newUsersByMonth.map((m) => monthLabel(m.key)) }]}
                series={[{ data: a.newUsersByMonth.map((m) => m.value), label: 'New users', color: theme.palette.primary.main, area: true }]}
              />
            ) : (
              <Skeleton variant="rounded" height={chartHeight} />
            )}
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ChartCard title="Monthly revenue by plan" description="Derived from each subscription's plan and seats">
            {a ? (
              <BarChart
                height={chartHeight}
                xAxis={[{ scaleType: 'band', data: a.revenueByPlan.map((r) => PLAN_LABELS[r.key as Plan]) }]}
                series={[{ data: a.revenueByPlan.map((r) => r.value), label: 'Revenue (USD)', color: theme.palette.success.main, valueFormatter: (v) => formatMoney(v ?? 0) }]}
              />
            ) : (
              <Skeleton variant="rounded" height={chartHeight} />
            )}
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ChartCard title="Organizations by plan" description="How many organizations are on each plan">
            {a ? (
              <BarChart
                height={chartHeight}
                layout="horizontal"
                yAxis={[{ scaleType: 'band', data: a.organizationsByPlan.map((r) => PLAN_LABELS[r.key as Plan]), width: 90 }]}
                series={[{ data: a.organizationsByPlan.map((r) => r.value), label: 'Organizations', color: theme.palette.info.main }]}
              />
            ) : (
              <Skeleton variant="rounded" height={chartHeight} />
            )}
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ChartCard title="Usage" description="Counted from the data: totals and the last 30 days">
            {usage.data ? (
              <Table size="small" aria-label="Usage metrics">
                <TableHead>
                  <TableRow>
                    <TableCell>Metric</TableCell>
                    <TableCell align="right">Value</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {usage.data.map((m) => (
                    <TableRow key={m.metric}>
                      <TableCell>{m.metric}</TableCell>
                      <TableCell align="right">{m.value.toLocaleString()}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : (
              <Skeleton variant="rounded" height={chartHeight} />
            )}
          </ChartCard>
        </Grid>
      </Grid>
    </Box>
  );
}
