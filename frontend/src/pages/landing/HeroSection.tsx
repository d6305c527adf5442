import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import ArrowForward from '@mui/icons-material/ArrowForward';
import CheckCircle from '@mui/icons-material/CheckCircle';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import { HeroPreview } from './HeroPreview';

const PROMISES = ['14-day free trial', 'No credit card required', 'Set up in 15 minutes'];

export function HeroSection({ onStartTrial }: { onStartTrial: () => void }) {
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  return (
    <Box
      component="section"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        pt: { xs: 7, md: 11 },
        pb: { xs: 9, md: 13 },
        background: `radial-gradient(1000px 500px at 85% -10%, ${alpha(theme.palette.secondary.main, dark ? 0.16 : 0.12)}, transparent),
          radial-gradient(900px 600px at -10% 10%, ${alpha(theme.palette.primary.main, dark ? 0.2 : 0.1)}, transparent)`,
      }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 8, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Chip
              label="Balanced Scorecard, made practical"
              size="small"
              sx={{
                mb: 3,
                fontWeight: 600,
                color: 'primary.main',
                bgcolor: alpha(theme.palette.primary.main, dark ? 0.16 : 0.08),
                border: `1px solid ${alpha(theme.palette.primary.main, 0.25)}`,
              }}
            />
            <Typography component="h1" variant="h1" sx={{ fontSize: { xs: '2.5rem', sm: '3.2rem', md: '3.6rem' }, lineHeight: 1.08 }}>
              Turn strategy into{' '}
              <Box
                component="span"
                sx={{
                  background: `linear-gradient(90deg, ${theme.palette.primary.main}, ${theme.palette.secondary.main})`,
                  WebkitBackgroundClip: 'text',
                  backgroundClip: 'text',
                  color: 'transparent',
                }}
              >
                measurable results
              </Box>
            </Typography>
            <Typography variant="h6" component="p" sx={{ mt: 3, color: 'text.secondary', fontWeight: 400, lineHeight: 1.65, maxWidth: 540, fontSize: { xs: '1.05rem', md: '1.2rem' } }}>
              Scorecard is the KPIs platform for performance management. Define objectives across the four
              Balanced Scorecard perspectives, cascade goals from the executive team to every department, and
              track targets and results in one place.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4.5 }}>
              <Button variant="contained" size="large" endIcon={<ArrowForward />} onClick={onStartTrial}>
                Get Started
              </Button>
              <Button variant="outlined" size="large" color="inherit" startIcon={<PlayCircleOutlined />} sx={{ borderColor: 'divider' }}>
                Watch Demo
              </Button>
            </Stack>
            <Stack direction="row" sx={{ mt: 3.5, flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
              {PROMISES.map((text) => (
                <Stack key={text} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                  <CheckCircle sx={{ fontSize: 18, color: 'success.main' }} />
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {text}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Box sx={{ maxWidth: 520, mx: 'auto', px: { xs: 1, sm: 3 } }}>
              <HeroPreview />
            </Box>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
