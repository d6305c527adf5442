import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import { BrandLogo } from '../../components/brand/BrandLogo';
import { ThemeToggleButton } from '../../components/ThemeToggleButton';

const LINKS = [
  { href: '#features', label: 'Features' },
  { href: '#testimonials', label: 'Customers' },
  { href: '#pricing', label: 'Pricing' },
];

export interface LandingNavBarProps {
  onSignIn: () => void;
  onStartTrial: () => void;
  /** A signed-in user who still has to verify the e-mail address. */
  unverified?: boolean;
  onSignOut?: () => void;
}

export function LandingNavBar({ onSignIn, onStartTrial, unverified, onSignOut }: LandingNavBarProps) {
  return (
    <AppBar
      position="sticky"
      sx={(theme) => ({
        bgcolor: alpha(theme.palette.background.default, 0.78),
        backdropFilter: 'saturate(180%) blur(14px)',
        borderBottom: `1px solid ${theme.palette.divider}`,
        color: 'text.primary',
      })}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 }, gap: { xs: 1, sm: 2 } }}>
          <Box component="a" href="/" aria-label="Scorecard home" sx={{ color: 'inherit', textDecoration: 'none' }}>
            <BrandLogo collapse />
          </Box>
          <Box component="nav" aria-label="Sections" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 4 }}>
            {LINKS.map((link) => (
              <Button key={link.href} href={link.href} color="inherit" sx={{ color: 'text.secondary', fontWeight: 500, '&:hover': { color: 'text.primary' } }}>
                {link.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <ThemeToggleButton />
          {unverified ? (
            // The verify action lives in the banner below the bar; here only the way out.
            <Button color="inherit" onClick={onSignOut} sx={{ whiteSpace: 'nowrap' }}>
              Sign Out
            </Button>
          ) : (
            <>
              <Button color="inherit" onClick={onSignIn} sx={{ whiteSpace: 'nowrap' }}>
                Sign In
              </Button>
              <Button variant="contained" onClick={onStartTrial} sx={{ whiteSpace: 'nowrap' }}>
                Start Free Trial
              </Button>
            </>
          )}
        </Toolbar>
      </Container>
    </AppBar>
  );
}
