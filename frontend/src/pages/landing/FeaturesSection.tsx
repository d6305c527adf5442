import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import DashboardCustomizeOutlined from '@mui/icons-material/DashboardCustomizeOutlined';
import TrendingUp from '@mui/icons-material/TrendingUp';
import type { PaletteColor } from '@scorecard/contracts';
import { usePaletteColors } from '../../theme/palette';
import { SectionHeading } from './SectionHeading';

const FEATURES: { icon: typeof AccountTreeOutlined; color: PaletteColor; title: string; text: string }[] = [
  {
    icon: DashboardCustomizeOutlined,
    color: 'indigo',
    title: 'Balanced Scorecard framework',
    text: 'Organize objectives across the Financial, Customer, Internal Process and Learning & Growth perspectives — with your own names for each.',
  },
  {
    icon: TrendingUp,
    color: 'sky',
    title: 'KPI tracking and scoring',
    text: 'Set targets, record actual results monthly, quarterly or annually, and see at a glance which KPIs exceed, meet or miss their targets.',
  },
  {
    icon: AccountTreeOutlined,
    color: 'green',
    title: 'Goal cascading',
    text: 'Cascade goals from the top executive level through divisions and general departments down to every department, with weights that add up.',
  },
  {
    icon: AssignmentTurnedInOutlined,
    color: 'amber',
    title: 'Requests and approvals',
    text: 'Collect data and handle change requests with comments, status history and notifications, so nothing gets lost in e-mail threads.',
  },
  {
    icon: AdminPanelSettingsOutlined,
    color: 'pink',
    title: 'Role-based access control',
    text: 'Give admins, managers and employees exactly the access they need. Every organization’s data stays isolated and secure.',
  },
  {
    icon: AssessmentOutlined,
    color: 'purple',
    title: 'Analytics and reports',
    text: 'Period and year-to-date views, roll-ups by perspective and a library of template objectives, KPIs and themes to start fast.',
  },
];

export function FeaturesSection() {
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  const { shade } = usePaletteColors();
  return (
    <Box component="section" id="features" sx={{ py: { xs: 9, md: 12 }, bgcolor: 'background.paper', borderTop: 1, borderBottom: 1, borderColor: 'divider', scrollMarginTop: 72 }}>
      <Container maxWidth="lg">
        <SectionHeading
          eyebrow="Features"
          title="Everything you need to execute strategy"
          subtitle="From the boardroom scorecard to the last department KPI — one platform that keeps every team aligned on what matters."
        />
        <Grid container spacing={3}>
          {FEATURES.map(({ icon: Icon, color: name, title, text }) => ({ Icon, color: shade(name), title, text })).map(({ Icon, color, title, text }) => (
            <Grid key={title} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card
                sx={{
                  height: '100%',
                  borderRadius: 4,
                  bgcolor: 'background.default',
                  transition: 'transform 160ms ease, box-shadow 160ms ease, border-color 160ms ease',
                  '&:hover': {
                    transform: 'translateY(-3px)',
                    borderColor: alpha(color, 0.5),
                    boxShadow: dark ? '0 18px 40px rgba(0,0,0,0.45)' : '0 18px 40px rgba(30,41,99,0.10)',
                  },
                }}
              >
                <CardContent sx={{ p: 3.5 }}>
                  <Box
                    sx={{
                      width: 48,
                      height: 48,
                      borderRadius: 3,
                      display: 'grid',
                      placeItems: 'center',
                      color,
                      bgcolor: alpha(color, dark ? 0.18 : 0.1),
                      mb: 2.5,
                    }}
                  >
                    <Icon />
                  </Box>
                  <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
                    {title}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.7 }}>
                    {text}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
