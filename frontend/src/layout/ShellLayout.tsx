import { Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { PageLoader } from '../components/PageLoader';
import { MAIN_CONTENT_ID, SkipLink } from '../components/SkipLink';
import { AppHeader } from './AppHeader';
import { AppSidebar, SIDEBAR_WIDTH } from './AppSidebar';

/** The react-admin layout: a 16 rem sidebar, a header, and the page inside an error boundary. */
export function ShellLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}>
      <SkipLink />
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: SIDEBAR_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box', bgcolor: 'background.paper', borderRightColor: 'divider' },
        }}
        open
      >
        <AppSidebar />
      </Drawer>
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' } }}
      >
        <AppSidebar onNavigate={() => setMobileOpen(false)} />
      </Drawer>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppHeader onOpenMenu={() => setMobileOpen(true)} />
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, '&:focus, &:focus-visible': { outline: 'none' }, px: { xs: 2, sm: 3, md: 4 }, py: { xs: 3, md: 4 } }}>
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageLoader />}>{children}</Suspense>
          </ErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
}
