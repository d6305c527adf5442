import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { ActivityListItem } from '../../components/activity/ActivityListItem';
import type { ActivityEntry } from '../../providers/apiTypes';

export interface RecentActivityCardProps {
  activities: ActivityEntry[] | undefined;
  loading: boolean;
}

/** The 3 latest activities (the server sends them newest first) and a link to all of them. */
export function RecentActivityCard({ activities, loading }: RecentActivityCardProps) {
  return (
    <Card sx={{ height: '100%', borderRadius: 3, display: 'flex', flexDirection: 'column' }}>
      <CardHeader title="Recent Activity" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0, flexGrow: 1 }}>
        {loading ? (
          <Stack spacing={2} aria-label="Loading recent activity" role="progressbar">
            {[0, 1, 2].map((key) => (
              <Box key={key} sx={{ display: 'flex', gap: 1.75 }}>
                <Skeleton variant="rounded" width={36} height={36} />
                <Box sx={{ flexGrow: 1 }}>
                  <Skeleton width="85%" />
                  <Skeleton width="35%" />
                </Box>
              </Box>
            ))}
          </Stack>
        ) : activities && activities.length > 0 ? (
          <Stack component="ul" spacing={2} sx={{ m: 0, p: 0 }}>
            {activities.slice(0, 3).map((activity) => (
              <ActivityListItem key={activity.id} activity={activity} dense />
            ))}
          </Stack>
        ) : (
          <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
            <HistoryOutlined sx={{ fontSize: 40, color: 'text.disabled' }} />
            <Typography sx={{ fontWeight: 600 }}>Welcome to Scorecard!</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Your recent activity will appear here as you build your library, set targets and record results.
            </Typography>
          </Stack>
        )}
      </CardContent>
      <Box sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to="/activities" endIcon={<ArrowForward />} fullWidth>
          View All Activities
        </Button>
      </Box>
    </Card>
  );
}
