import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import ArrowForward from '@mui/icons-material/ArrowForward';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import ChevronRight from '@mui/icons-material/ChevronRight';
import DomainOutlined from '@mui/icons-material/DomainOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import { useSession } from '../../app/session';
import { PageHeader } from '../../components/PageHeader';
import { SummaryCard } from './SummaryCard';

const QUICK_ACTIONS = [
  { to: '/corporate-bsc', label: 'View Corporate BSC', icon: DomainOutlined },
  { to: '/library', label: 'Manage Library', icon: LibraryBooksOutlined },
  { to: '/set-cascade', label: 'Set and Cascade', icon: AccountTreeOutlined },
  { to: '/requests', label: 'Review Requests', icon: AssignmentOutlined },
];

/** The dashboard at '/'. Summary figures are placeholders until the aggregate endpoints exist. */
export function DashboardPage() {
  const { user } = useSession();
  const firstName = user?.firstName?.trim() || 'User';

  return (
    <>
      <PageHeader title={`Welcome back, ${firstName}`} subtitle="Here's an overview of your organization's performance." />
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <SummaryCard label="Objectives" value="—" hint="Strategic objectives in your scorecards" icon={<FlagOutlined />} color="#6366f1" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <SummaryCard label="KPIs" value="—" hint="Key performance indicators tracked" icon={<SpeedOutlined />} color="#0ea5e9" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <SummaryCard label="Pending Requests" value="—" hint="Requests waiting for action" icon={<AssignmentOutlined />} color="#f59e0b" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <SummaryCard label="Active Users" value="—" hint="Members of your organization" icon={<GroupOutlined />} color="#22c55e" />
        </Grid>

        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <Card sx={{ height: '100%', borderRadius: 3 }}>
            <CardHeader title="Quick Actions" slotProps={{ title: { variant: 'h6' } }} />
            <List sx={{ px: 1.5, pt: 0 }}>
              {QUICK_ACTIONS.map(({ to, label, icon: Icon }) => (
                <ListItemButton key={to} component={RouterLink} to={to} sx={{ borderRadius: 2, mb: 0.5 }}>
                  <ListItemIcon sx={{ minWidth: 38, color: 'primary.main' }}>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: 600, fontSize: '0.92rem' } } }} />
                  <ChevronRight fontSize="small" sx={{ color: 'text.disabled' }} />
                </ListItemButton>
              ))}
            </List>
          </Card>
        </Grid>

        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <Card sx={{ height: '100%', borderRadius: 3, display: 'flex', flexDirection: 'column' }}>
            <CardHeader title="Recent Activity" slotProps={{ title: { variant: 'h6' } }} />
            <CardContent sx={{ pt: 0, flexGrow: 1 }}>
              <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
                <HistoryOutlined sx={{ fontSize: 40, color: 'text.disabled' }} />
                <Typography sx={{ fontWeight: 600 }}>Welcome to Scorecard!</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Your recent activity will appear here as you build your library, set targets and record results.
                </Typography>
              </Stack>
            </CardContent>
            <Box sx={{ px: 2, pb: 2 }}>
              <Button component={RouterLink} to="/activities" endIcon={<ArrowForward />} fullWidth>
                View All Activities
              </Button>
            </Box>
          </Card>
        </Grid>

        <Grid size={{ xs: 12, lg: 4 }}>
          <Card sx={{ height: '100%', borderRadius: 3 }}>
            <CardHeader
              title="System Health"
              avatar={<MonitorHeartOutlined color="success" />}
              slotProps={{ title: { variant: 'h6' } }}
            />
            <CardContent sx={{ pt: 0 }}>
              <Stack spacing={2}>
                {['Overall status', 'Request queue', 'Scorecard data'].map((label) => (
                  <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {label}
                    </Typography>
                    <Chip size="small" label="Awaiting data" variant="outlined" />
                  </Box>
                ))}
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}
