import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** Shown above the title, e.g. a back link. */
  before?: ReactNode;
}

export function PageHeader({ title, subtitle, actions, before }: PageHeaderProps) {
  useEffect(() => {
    document.title = `${title} · Scorecard`;
  }, [title]);

  return (
    <Box sx={{ mb: 4 }}>
      {before}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography sx={{ mt: 0.75, color: 'text.secondary' }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && <Box sx={{ display: 'flex', gap: 1.5 }}>{actions}</Box>}
      </Box>
    </Box>
  );
}
