import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { alpha } from '@mui/material/styles';
import { refreshSession, useSession } from '../lib/session';
import { BrandLogo } from '../components/brand/BrandLogo';
import { NAV_ITEMS, isActivePath } from './navItems';
import { SidebarUserFooter } from './SidebarUserFooter';
import { useRequestCount } from './useRequestCount';

export const SIDEBAR_WIDTH = '16rem';
export const USER_POLL_INTERVAL_MS = 30_000;

/** Sidebar content: brand, navigation in spec order, user footer. */
export function AppSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { user } = useSession();
  const requestCount = useRequestCount();

  // The sidebar keeps the signed-in user fresh (platform.md section 7: re-polled every 30 seconds).
  useEffect(() => {
    const timer = setInterval(() => void refreshSession(), USER_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  const items = NAV_ITEMS.filter((item) => !item.superAdminOnly || user?.role === 'super_admin');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', width: SIDEBAR_WIDTH }}>
      <Box component={RouterLink} to="/" onClick={onNavigate} sx={{ px: 2.5, py: 2.25, color: 'text.primary', textDecoration: 'none' }}>
        <BrandLogo subtitle="KPIs platform for performance management" />
      </Box>
      <Divider />
      <Box component="nav" aria-label="Main" sx={{ flexGrow: 1, overflowY: 'auto', py: 1.5 }}>
        <List disablePadding sx={{ px: 1.5 }}>
          {items.map((item) => {
            const active = isActivePath(item.path, pathname);
            const Icon = item.icon;
            const count = item.badge === 'requests' ? requestCount : 0;
            return (
              // A list holds list items only: the link sits inside its li (WCAG 1.3.1).
              <ListItem key={item.path} disablePadding sx={{ display: 'block' }}>
                <ListItemButton
                  component={RouterLink}
                  to={item.path}
                  onClick={onNavigate}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                  sx={(theme) => ({
                    borderRadius: 2,
                    mb: 0.5,
                    py: 0.9,
                    color: 'text.secondary',
                    '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 38 },
                    '&:hover': { color: 'text.primary' },
                    '&.Mui-selected': {
                      color: 'primary.main',
                      bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.09),
                      '&:hover': { bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.22 : 0.13) },
                    },
                  })}
                >
                  <ListItemIcon>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontSize: '0.9rem', fontWeight: active ? 700 : 500 } } }} />
                  {count > 0 && (
                    <Badge
                      badgeContent={count}
                      max={99}
                      color="primary"
                      aria-label={`${count} requests`}
                      sx={{ mr: 1.25, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
                    />
                  )}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
      <Divider />
      <SidebarUserFooter />
    </Box>
  );
}
