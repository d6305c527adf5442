import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import { useOrganizationLabels } from '../../lib/organization/useOrganizationLabels';
import { useSession } from '../../lib/session';
import { LoadingBar } from '../../components/LoadingBar';
import { NoOrganizationNotice } from '../../components/NoOrganizationNotice';
import { PageHeader } from '../../components/PageHeader';
import { SummaryCard } from '../../components/SummaryCard';
import { QuickActionsCard } from './QuickActionsCard';
import { RecentActivityCard } from './RecentActivityCard';
import { SystemHealthCard } from './SystemHealthCard';
import { useDashboardSummary } from './useDashboardSummary';

/** The dashboard at '/': one server aggregate (GET /api/dashboard/summary) feeds every card. */
export function DashboardPage() {
  const { user } = useSession();
  const firstName = user?.firstName?.trim() || 'User';
  const hasOrganization = Boolean(user?.organizationId);
  const { terms } = useOrganizationLabels();
  const { data: summary, isPending, isError, isFetching, refetch } = useDashboardSummary(hasOrganization);
  const loading = hasOrganization && isPending;

  return (
    <>
      <PageHeader title={`Welcome back, ${firstName}`} subtitle="Here's an overview of your organization's performance." />
      {!hasOrganization ? (
        <NoOrganizationNotice />
      ) : (
        <>
          <LoadingBar active={isFetching} label="Loading dashboard" />
          {isError && (
            <Alert
              severity="error"
              sx={{ mb: 2.5 }}
              action={
                <Button color="inherit" size="small" onClick={() => void refetch()}>
                  Retry
                </Button>
              }
            >
              The dashboard could not be loaded.
            </Alert>
          )}
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <SummaryCard
                label={terms.objectives}
                value={summary?.objectives ?? '—'}
                hint="Strategic objectives in your library"
                icon={<FlagOutlined />}
                color="indigo"
                loading={loading}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <SummaryCard
                label={terms.kpis}
                value={summary?.kpis ?? '—'}
                hint="Key performance indicators tracked"
                icon={<SpeedOutlined />}
                color="sky"
                loading={loading}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <SummaryCard
                label="Pending Requests"
                value={summary?.pendingRequests ?? '—'}
                hint="Requests waiting for action"
                icon={<AssignmentOutlined />}
                color="amber"
                loading={loading}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <SummaryCard
                label="Active Users"
                value={summary?.activeUsers ?? '—'}
                hint="Members of your organization"
                icon={<GroupOutlined />}
                color="green"
                loading={loading}
              />
            </Grid>

            <Grid size={{ xs: 12, md: 6, lg: 4 }}>
              <QuickActionsCard />
            </Grid>
            <Grid size={{ xs: 12, md: 6, lg: 4 }}>
              <RecentActivityCard activities={summary?.recentActivities} loading={loading} />
            </Grid>
            <Grid size={{ xs: 12, lg: 4 }}>
              <SystemHealthCard summary={summary} loading={loading} />
            </Grid>
          </Grid>
        </>
      )}
    </>
  );
}
