import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';

export interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  text?: ReactNode;
  actions?: ReactNode;
}

export function EmptyState({ icon, title, text, actions }: EmptyStateProps) {
  const theme = useTheme();
  return (
    <Card sx={{ borderRadius: 4, borderStyle: 'dashed' }}>
      <Box sx={{ px: 3, py: { xs: 6, md: 9 }, textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
        <Avatar sx={{ width: 60, height: 60, mx: 'auto', mb: 2.5, color: 'primary.main', bgcolor: alpha(theme.palette.primary.main, 0.1) }}>{icon}</Avatar>
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
        {text && <Typography sx={{ mt: 1, color: 'text.secondary' }}>{text}</Typography>}
        {actions && <Box sx={{ mt: 3, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>{actions}</Box>}
      </Box>
    </Card>
  );
}
