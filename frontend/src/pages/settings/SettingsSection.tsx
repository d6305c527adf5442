import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

export interface SettingsSectionProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** A button beside the title (the Team tab's Invite). */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled group of settings fields. */
export function SettingsSection({ title, description, icon, action, children }: SettingsSectionProps) {
  return (
    <Card sx={{ borderRadius: 3 }}>
      <Box sx={{ px: { xs: 2.5, md: 3 }, pt: 2.5, pb: 2, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        {icon && <Box sx={{ color: 'primary.main', mt: 0.25, display: 'flex' }}>{icon}</Box>}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h3" variant="h6" sx={{ fontSize: '1.05rem' }}>
            {title}
          </Typography>
          {description && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
              {description}
            </Typography>
          )}
        </Box>
        {action && <Box sx={{ flexShrink: 0 }}>{action}</Box>}
      </Box>
      <Box sx={{ px: { xs: 2.5, md: 3 }, pt: 1, pb: 3 }}>{children}</Box>
    </Card>
  );
}
