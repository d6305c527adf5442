import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function SectionHeading({ eyebrow, title, subtitle }: { eyebrow: string; title: ReactNode; subtitle?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 5, md: 7 } }}>
      <Typography variant="overline" sx={{ color: 'primary.main', display: 'block', mb: 1 }}>
        {eyebrow}
      </Typography>
      <Typography component="h2" variant="h3" sx={{ fontSize: { xs: '1.9rem', md: '2.6rem' } }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="h6" component="p" sx={{ mt: 2, color: 'text.secondary', fontWeight: 400, lineHeight: 1.6, fontSize: { xs: '1rem', md: '1.125rem' } }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
