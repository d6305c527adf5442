import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { statusFor } from '@scorecard/scoring';
import { usePaletteColors } from '../../theme/palette';
import { STATUS_PREVIEW_SCORES, type ScoringSettings } from '../../lib/shared';

/** How the sample scores 120, 95, 80, 60 and 30 would be judged with the thresholds on screen. */
export function StatusPreview({ settings }: { settings: ScoringSettings }) {
  const theme = useTheme();
  const mode = theme.palette.mode;
  const colors = usePaletteColors();
  return (
    <Box component="ul" aria-label="Status preview" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
      {STATUS_PREVIEW_SCORES.map((score) => {
        const status = statusFor(score, settings);
        const color = colors.status(status);
        return (
          <Box
            component="li"
            key={score}
            data-testid={`preview-${score}`}
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, px: 2, py: 1.25, borderRadius: 2, border: 1, borderColor: 'divider' }}
          >
            <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>Score {score}%</Typography>
            <Box
              component="span"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, px: 1.25, py: 0.4, borderRadius: 999, fontSize: '0.8rem', fontWeight: 700, color, bgcolor: alpha(color, mode === 'dark' ? 0.16 : 0.1) }}
            >
              <Box component="span" aria-hidden sx={{ width: 7, height: 7, borderRadius: '50%', bgcolor: color }} />
              {status}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
