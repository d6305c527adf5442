import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import Check from '@mui/icons-material/Check';
import { SectionHeading } from './SectionHeading';

/** Plans of platform.md section 1. Buttons go to GET /api/login, which leads to sign-up. */
export const PLANS = [
  {
    id: 'free',
    name: 'Free',
    price: '$0',
    period: 'forever',
    description: 'For small teams getting started with the Balanced Scorecard.',
    features: ['Up to 10 users', 'Basic dashboards', 'Core BSC framework', 'Email support'],
    cta: 'Get Started Free',
    highlighted: false,
  },
  {
    id: 'professional',
    name: 'Professional',
    price: '$29',
    period: 'per user / month',
    description: 'For growing organizations that manage performance at every level.',
    features: ['Unlimited users', 'Advanced analytics', 'Custom reports', 'Priority support', 'API access'],
    cta: 'Start Free Trial',
    highlighted: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 'Custom',
    period: 'tailored to you',
    description: 'For large enterprises with advanced security and integration needs.',
    features: ['Custom integrations', 'Dedicated success manager', 'Advanced security', 'SLA guarantees', 'On-premise options'],
    cta: 'Contact Sales',
    highlighted: false,
  },
] as const;

export const planHref = (plan: string) => `/api/login?plan=${encodeURIComponent(plan)}`;

export function PricingSection() {
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  return (
    <Box component="section" id="pricing" sx={{ py: { xs: 9, md: 12 }, bgcolor: 'background.paper', borderTop: 1, borderBottom: 1, borderColor: 'divider', scrollMarginTop: 72 }}>
      <Container maxWidth="lg">
        <SectionHeading
          eyebrow="Pricing"
          title="Simple, transparent pricing"
          subtitle="Start free and upgrade when you grow. Every paid plan starts with a 14-day trial, no credit card required."
        />
        <Grid container spacing={3} sx={{ alignItems: 'stretch' }}>
          {PLANS.map((plan) => (
            <Grid key={plan.id} size={{ xs: 12, md: 4 }}>
              <Card
                data-plan={plan.id}
                sx={{
                  position: 'relative',
                  height: '100%',
                  borderRadius: 4,
                  overflow: 'visible',
                  display: 'flex',
                  flexDirection: 'column',
                  bgcolor: 'background.default',
                  ...(plan.highlighted && {
                    borderColor: 'primary.main',
                    borderWidth: 2,
                    boxShadow: `0 24px 60px ${alpha(theme.palette.primary.main, dark ? 0.3 : 0.18)}`,
                    transform: { md: 'scale(1.03)' },
                  }),
                }}
              >
                {plan.highlighted && (
                  <Chip
                    label="Most Popular"
                    color="primary"
                    size="small"
                    sx={{ position: 'absolute', top: -13, left: '50%', transform: 'translateX(-50%)', fontWeight: 700, px: 1 }}
                  />
                )}
                <CardContent sx={{ p: 4, display: 'flex', flexDirection: 'column', flexGrow: 1 }}>
                  <Typography component="h3" variant="h6">
                    {plan.name}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.75, minHeight: 40 }}>
                    {plan.description}
                  </Typography>
                  <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mt: 3, mb: 3 }}>
                    <Typography sx={{ fontSize: '2.75rem', fontWeight: 800, letterSpacing: '-0.03em', lineHeight: 1 }}>{plan.price}</Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {plan.period}
                    </Typography>
                  </Box>
                  <Button
                    href={planHref(plan.id)}
                    variant={plan.highlighted ? 'contained' : 'outlined'}
                    size="large"
                    fullWidth
                    sx={plan.highlighted ? undefined : { borderColor: 'divider', color: 'text.primary' }}
                  >
                    {plan.cta}
                  </Button>
                  <List dense sx={{ mt: 2.5 }}>
                    {plan.features.map((feature) => (
                      <ListItem key={feature} disableGutters sx={{ py: 0.6 }}>
                        <ListItemIcon sx={{ minWidth: 32 }}>
                          <Box sx={{ width: 20, height: 20, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: alpha(theme.palette.success.main, 0.15) }}>
                            <Check sx={{ fontSize: 14, color: 'success.main' }} />
                          </Box>
                        </ListItemIcon>
                        <ListItemText primary={feature} slotProps={{ primary: { variant: 'body2' } }} />
                      </ListItem>
                    ))}
                  </List>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
