import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

const STATS = [
  { value: '500+', label: 'Companies', detail: 'run their strategy on Scorecard' },
  { value: '45%', label: 'Average improvement', detail: 'in KPI attainment after one year' },
  { value: '15 min', label: 'Setup', detail: 'from sign-up to first scorecard' },
  { value: '99.9%', label: 'Uptime', detail: 'backed by our service commitment' },
];

export function StatsSection() {
  const theme = useTheme();
  return (
    <Box component="section" aria-label="Key figures" sx={{ py: { xs: 7, md: 9 } }}>
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 3 }}>
          {STATS.map((stat) => (
            <Grid key={stat.label} size={{ xs: 6, md: 3 }} sx={{ textAlign: 'center' }}>
              <Typography
                sx={{
                  fontSize: { xs: '2.4rem', md: '3.1rem' },
                  fontWeight: 800,
                  letterSpacing: '-0.03em',
                  lineHeight: 1.1,
                  background: `linear-gradient(120deg, ${theme.palette.primary.main}, ${theme.palette.secondary.main})`,
                  WebkitBackgroundClip: 'text',
                  backgroundClip: 'text',
                  color: 'transparent',
                }}
              >
                {stat.value}
              </Typography>
              <Typography sx={{ mt: 1, fontWeight: 700 }}>{stat.label}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {stat.detail}
              </Typography>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
