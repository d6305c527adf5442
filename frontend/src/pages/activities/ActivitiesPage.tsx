import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined';
import { useSession } from '../../lib/session';
import { LoadingBar } from '../../components/LoadingBar';
import { NoOrganizationNotice } from '../../components/NoOrganizationNotice';
import { PageHeader } from '../../components/PageHeader';
import { SummaryCard } from '../../components/SummaryCard';
import { ActivityCategoryFilter } from './ActivityCategoryFilter';
import { ActivityTimeline } from './ActivityTimeline';
import { useActivities, useActivitySummary } from './useActivities';

/** All Activities: server-counted tiles, a category filter and the timeline of the latest 100. */
export function ActivitiesPage() {
  const { user } = useSession();
  const hasOrganization = Boolean(user?.organizationId);
  const [category, setCategory] = useState('all');
  const list = useActivities(category, hasOrganization);
  const summary = useActivitySummary(hasOrganization);
  const counts = summary.data;

  const back = (
    <Button component={RouterLink} to="/" startIcon={<ArrowBack />} size="small" sx={{ mb: 1.5, ml: -1 }}>
      Back to Dashboard
    </Button>
  );

  return (
    <>
      <PageHeader title="All Activities" subtitle="Everything that happened in your organization" before={back} />
      {!hasOrganization ? (
        <NoOrganizationNotice />
      ) : (
        <>
          <LoadingBar active={list.isFetching || summary.isFetching} label="Loading activities" />
          {(list.isError || summary.isError) && (
            <Alert
              severity="error"
              sx={{ mb: 2.5 }}
              action={
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    void list.refetch();
                    void summary.refetch();
                  }}
                >
                  Retry
                </Button>
              }
            >
              Activities could not be loaded.
            </Alert>
          )}
          <Grid container spacing={2.5} sx={{ mb: 3 }}>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <SummaryCard label="Library Actions" value={counts?.libraryActions ?? '—'} hint="Objectives, KPIs and themes changed" icon={<LibraryBooksOutlined />} color="indigo" loading={summary.isPending} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <SummaryCard label="Assignments" value={counts?.assignments ?? '—'} hint="Goals assigned and cascaded" icon={<AccountTreeOutlined />} color="sky" loading={summary.isPending} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <SummaryCard label="Data Updates" value={counts?.dataUpdates ?? '—'} hint="Targets and actual results recorded" icon={<ShowChartOutlined />} color="green" loading={summary.isPending} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <SummaryCard label="Total Activities" value={counts?.total ?? '—'} hint="Everything in the activity log" icon={<HistoryOutlined />} color="amber" loading={summary.isPending} />
            </Grid>
          </Grid>
          <ActivityTimeline
            activities={list.data}
            loading={list.isPending}
            filtered={category !== 'all'}
            action={<ActivityCategoryFilter value={category} onChange={setCategory} />}
          />
        </>
      )}
    </>
  );
}
