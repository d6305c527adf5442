import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DEFAULT_THEME_COLOR } from '../../lib/shared';

/** A theme's colour: a swatch and its hex (default #3B82F6). */
export function ColorSwatch({ color }: { color?: string | null }) {
  const value = color?.trim() || DEFAULT_THEME_COLOR;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box aria-hidden sx={{ width: 20, height: 20, borderRadius: 1.5, bgcolor: value, border: 1, borderColor: 'divider', flexShrink: 0 }} />
      <Typography component="span" variant="body2" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.8rem' }}>
        {value.toUpperCase()}
      </Typography>
    </Box>
  );
}
