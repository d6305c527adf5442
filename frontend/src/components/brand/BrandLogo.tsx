import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BrandMark } from './BrandMark';

export function BrandLogo({ size = 32, subtitle, collapse = false }: { size?: number; subtitle?: string; /** Only the mark on phones. */ collapse?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <BrandMark size={size} />
      <Box sx={{ minWidth: 0, display: collapse ? { xs: 'none', sm: 'block' } : 'block' }}>
        <Typography
          component="span"
          sx={{ display: 'block', fontWeight: 800, fontSize: size >= 32 ? '1.2rem' : '1.05rem', letterSpacing: '-0.02em', lineHeight: 1.2 }}
        >
          Scorecard
        </Typography>
        {subtitle && (
          <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary', lineHeight: 1.3 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
