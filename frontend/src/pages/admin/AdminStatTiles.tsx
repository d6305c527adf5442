import Grid from '@mui/material/Grid';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import AttachMoneyOutlined from '@mui/icons-material/AttachMoneyOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { SummaryCard } from '../../components/SummaryCard';
import { adminApi, adminKeys, formatMoney, formatUptime } from '../../components/admin/adminApi';

/** Total organizations, total users, monthly revenue and system health (platform.md section 2), all measured. */
export function AdminStatTiles() {
  const theme = useTheme();
  const analytics = useQuery({ queryKey: adminKeys.analytics, queryFn: adminApi.analytics });
  const system = useQuery({ queryKey: adminKeys.system, queryFn: adminApi.system, refetchInterval: 30_000 });
  const a = analytics.data;
  const s = system.data;
  const growth = a?.revenueGrowth;
  const tiles = [
    { label: 'Total Organizations', value: a?.totalOrganizations ?? '—', hint: a ? `${a.organizationsByStatus.find((x) => x.key === 'suspended')?.value ?? 0} suspended` : ' ', icon: <BusinessOutlined />, color: theme.palette.primary.main, loading: analytics.isPending },
    { label: 'Total Users', value: a?.totalUsers ?? '—', hint: a ? `${a.activeUsers} active in the last 30 days` : ' ', icon: <PeopleOutlined />, color: theme.palette.info.main, loading: analytics.isPending },
    { label: 'Monthly Revenue', value: a ? formatMoney(a.monthlyRevenue) : '—', hint: growth === null || growth === undefined ? 'No revenue 30 days ago to compare' : `${growth >= 0 ? '+' : ''}${growth}% against 30 days ago`, icon: <AttachMoneyOutlined />, color: theme.palette.success.main, loading: analytics.isPending },
    {
      label: 'System Health',
      value: s ? (s.status === 'ok' ? 'Healthy' : 'Degraded') : '—',
      hint: s ? `Up ${formatUptime(s.uptimeSeconds)} · p95 ${s.responseTimes.p95 ?? '—'} ms` : ' ',
      icon: <MonitorHeartOutlined />,
      color: s?.status === 'degraded' ? theme.palette.warning.main : theme.palette.success.main,
      loading: system.isPending,
    },
  ];
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      {tiles.map((tile) => (
        <Grid key={tile.label} size={{ xs: 12, sm: 6, lg: 3 }}>
          <SummaryCard {...tile} />
        </Grid>
      ))}
    </Grid>
  );
}
