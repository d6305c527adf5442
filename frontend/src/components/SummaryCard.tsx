import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { PALETTE, type PaletteColor } from '@scorecard/contracts';
import { usePaletteColors } from '../theme/palette';

export interface SummaryCardProps {
  label: string;
  value: ReactNode;
  hint: ReactNode;
  icon: ReactNode;
  /** The icon's accent: a palette colour name (accessible in both modes) or any CSS colour. */
  color: PaletteColor | (string & {});
  /** Shows a placeholder for the value while it loads. */
  loading?: boolean;
}

/** A figure with its label, icon and a line of explanation (dashboard cards, activity tiles). */
export function SummaryCard({ label, value, hint, icon, color: accent, loading = false }: SummaryCardProps) {
  const { shade } = usePaletteColors();
  const color = accent in PALETTE ? shade(accent as PaletteColor) : accent;
  return (
    <Card sx={{ height: '100%', borderRadius: 3 }} aria-busy={loading || undefined}>
      <CardContent sx={{ p: 2.75, '&:last-child': { pb: 2.75 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Box>
            <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="p" sx={{ mt: 1, fontSize: '1.9rem', fontWeight: 800, lineHeight: 1.1 }}>
              {loading ? <Skeleton width={48} /> : value}
            </Typography>
          </Box>
          <Box sx={{ width: 42, height: 42, borderRadius: 2.5, display: 'grid', placeItems: 'center', color, bgcolor: alpha(color, 0.12) }}>{icon}</Box>
        </Box>
        <Typography variant="caption" sx={{ display: 'block', mt: 1.5, color: 'text.secondary' }}>
          {hint}
        </Typography>
      </CardContent>
    </Card>
  );
}
