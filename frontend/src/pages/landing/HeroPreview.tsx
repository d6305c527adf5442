import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import TrendingUp from '@mui/icons-material/TrendingUp';
import type { PerformanceStatus } from '@scorecard/contracts';
import { usePaletteColors } from '../../theme/palette';
import { currentQuarterLabel } from './currentQuarter';

/** Sample marketing content: a static picture of a corporate scorecard. */
const PERSPECTIVES: { name: string; value: number; status: PerformanceStatus }[] = [
  { name: 'Financial', value: 92, status: 'On Target' },
  { name: 'Customer', value: 104, status: 'Exceeds Target' },
  { name: 'Internal Process', value: 78, status: 'Near Target' },
  { name: 'Learning & Growth', value: 61, status: 'At Risk' },
];

export function HeroPreview() {
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  const colors = usePaletteColors();
  return (
    <Box sx={{ position: 'relative' }} aria-hidden>
      <Box
        sx={{
          position: 'absolute',
          inset: '-10% -6% -10% -6%',
          background: `radial-gradient(closest-side, ${alpha(theme.palette.primary.main, dark ? 0.35 : 0.22)}, transparent)`,
          filter: 'blur(20px)',
        }}
      />
      <Paper
        elevation={0}
        sx={{
          position: 'relative',
          p: { xs: 2.5, sm: 3 },
          borderRadius: 4,
          border: `1px solid ${theme.palette.divider}`,
          boxShadow: dark ? '0 30px 80px rgba(0,0,0,0.55)' : '0 30px 80px rgba(30, 41, 99, 0.16)',
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2.5 }}>
          <Box>
            <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 600, letterSpacing: '0.06em', textTransform: 'uppercase' }}>
              Corporate Scorecard
            </Typography>
            <Typography variant="h6" sx={{ lineHeight: 1.3 }}>
              {currentQuarterLabel()} performance
            </Typography>
          </Box>
          <Box sx={{ position: 'relative', display: 'inline-flex' }}>
            <CircularProgress variant="determinate" value={100} size={64} thickness={5} sx={{ color: alpha(theme.palette.primary.main, 0.15) }} />
            <CircularProgress variant="determinate" value={87} size={64} thickness={5} sx={{ position: 'absolute', left: 0, color: 'primary.main' }} />
            <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
              <Typography sx={{ fontWeight: 800, fontSize: '0.95rem' }}>87%</Typography>
            </Box>
          </Box>
        </Stack>
        <Stack spacing={2}>
          {PERSPECTIVES.map((item) => ({ ...item, color: colors.status(item.status) })).map((item) => (
            <Box key={item.name}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 0.75 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {item.name}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Chip
                    label={item.status}
                    size="small"
                    sx={{ height: 22, fontSize: '0.7rem', fontWeight: 700, color: item.color, bgcolor: alpha(item.color, dark ? 0.16 : 0.1) }}
                  />
                  <Typography variant="body2" sx={{ fontWeight: 700, minWidth: 40, textAlign: 'right' }}>
                    {item.value}%
                  </Typography>
                </Stack>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={Math.min(item.value, 100)}
                sx={{
                  height: 8,
                  borderRadius: 4,
                  bgcolor: alpha(item.color, 0.14),
                  '& .MuiLinearProgress-bar': { borderRadius: 4, bgcolor: item.color },
                }}
              />
            </Box>
          ))}
        </Stack>
        <Stack
          direction="row"
          spacing={1.5}
          sx={{
            mt: 3,
            p: 1.5,
            borderRadius: 2.5,
            alignItems: 'center',
            bgcolor: alpha(theme.palette.success.main, dark ? 0.12 : 0.08),
          }}
        >
          <TrendingUp sx={{ color: 'success.main' }} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <Box component="strong" sx={{ color: 'text.primary' }}>
              +12 pts
            </Box>{' '}
            vs. last quarter across 24 KPIs
          </Typography>
        </Stack>
      </Paper>
      <Paper
        elevation={0}
        sx={{
          position: 'absolute',
          display: { xs: 'none', sm: 'flex' },
          alignItems: 'center',
          gap: 1.25,
          left: -28,
          bottom: -22,
          px: 2,
          py: 1.25,
          borderRadius: 3,
          border: `1px solid ${theme.palette.divider}`,
          boxShadow: dark ? '0 12px 30px rgba(0,0,0,0.5)' : '0 12px 30px rgba(30,41,99,0.14)',
        }}
      >
        <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colors.shade('green'), boxShadow: `0 0 0 4px ${alpha(colors.shade('green'), 0.2)}` }} />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Goals cascaded to 14 departments
        </Typography>
      </Paper>
    </Box>
  );
}
