import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { BrandLogo } from '../components/brand/BrandLogo';
import { EmailVerificationBanner } from './EmailVerificationBanner';
import { NotificationBell } from './NotificationBell';

/** Header of every page: the e-mail verification banner slot and the notification bell. */
export function AppHeader({ onOpenMenu }: { onOpenMenu: () => void }) {
  return (
    <AppBar
      position="sticky"
      sx={(theme) => ({
        bgcolor: alpha(theme.palette.background.default, 0.85),
        backdropFilter: 'blur(12px)',
        borderBottom: `1px solid ${theme.palette.divider}`,
        color: 'text.primary',
      })}
    >
      <Toolbar sx={{ gap: 1.5, minHeight: { xs: 60, md: 64 } }}>
        <IconButton aria-label="Open navigation" onClick={onOpenMenu} edge="start" sx={{ display: { md: 'none' } }}>
          <MenuIcon />
        </IconButton>
        <Box sx={{ display: { xs: 'block', md: 'none' } }}>
          <BrandLogo size={28} />
        </Box>
        <Box sx={{ flexGrow: 1, display: 'flex', minWidth: 0 }}>
          <EmailVerificationBanner />
        </Box>
        <NotificationBell />
      </Toolbar>
    </AppBar>
  );
}
