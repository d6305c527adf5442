import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { ActivityListItem } from '../../components/activity/ActivityListItem';
import type { ActivityEntry } from '../../providers/apiTypes';

export interface ActivityTimelineProps {
  activities: ActivityEntry[] | undefined;
  loading: boolean;
  filtered: boolean;
  action?: ReactNode;
}

/** The newest activities first, joined by a line; an empty state points to the Library and Requests. */
export function ActivityTimeline({ activities, loading, filtered, action }: ActivityTimelineProps) {
  const items = activities ?? [];
  return (
    <Card sx={{ borderRadius: 3 }}>
      <CardHeader
        title="Activity Timeline"
        subheader={loading ? undefined : `${items.length} ${items.length === 1 ? 'activity' : 'activities'}${items.length >= 100 ? ' (latest 100)' : ''}`}
        action={action}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        sx={{ flexWrap: 'wrap', gap: 1.5, '& .MuiCardHeader-action': { m: 0, alignSelf: 'center' } }}
      />
      <CardContent sx={{ pt: 1 }}>
        {loading ? (
          <Stack spacing={2.5} role="progressbar" aria-label="Loading activities">
            {[0, 1, 2, 3].map((key) => (
              <Box key={key} sx={{ display: 'flex', gap: 1.75 }}>
                <Skeleton variant="rounded" width={36} height={36} />
                <Box sx={{ flexGrow: 1 }}>
                  <Skeleton width="60%" />
                  <Skeleton width="25%" />
                </Box>
              </Box>
            ))}
          </Stack>
        ) : items.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: { xs: 5, md: 7 }, maxWidth: 460, mx: 'auto' }}>
            <HistoryOutlined sx={{ fontSize: 44, color: 'text.disabled' }} />
            <Typography component="h3" variant="h6" sx={{ mt: 1.5 }}>
              {filtered ? 'No activities in this category' : 'No activities yet'}
            </Typography>
            <Typography sx={{ mt: 1, color: 'text.secondary' }}>
              Activities appear here as your team builds the library, assigns goals, records results and handles requests.
            </Typography>
            <Box sx={{ mt: 3, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
              <Button component={RouterLink} to="/library" variant="contained">
                Go to Library
              </Button>
              <Button component={RouterLink} to="/requests" variant="outlined">
                View Requests
              </Button>
            </Box>
          </Box>
        ) : (
          <Box component="ol" sx={{ m: 0, p: 0 }}>
            {items.map((activity, index) => (
              <ActivityListItem key={activity.id} activity={activity} connector={index < items.length - 1} />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
