import { Suspense, lazy, useEffect } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { FullPageLoader } from '../components/FullPageLoader';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';
import { PublicApp } from './PublicApp';
import { isVerifiedUser, refreshSession, useSession } from '../lib/session';
import { Toaster } from '../lib/toast/Toaster';
import { checkTwoFactorRequirement, resetTwoFactorRequirement, useTwoFactorRequirement } from '../lib/security/twoFactorRequirement';

// The whole react-admin application is a separate chunk: visitors never download it.
const AdminApp = lazy(() => import('./AdminApp'));
// The print views (the briefing book rendered by the worker's Chromium): no session gate, no navigation.
const PrintApp = lazy(() => import('../pages/print/PrintApp'));
const TwoFactorRequiredPage = lazy(() =>
  import('../pages/two-factor-required/TwoFactorRequiredPage').then((module) => ({ default: module.TwoFactorRequiredPage })),
);

/** Pages of the public area whatever the session: an invitation's link opened in a signed-in browser still shows it. */
const ALWAYS_PUBLIC = new Set(['/accept-invitation', '/reset-password']);

function AccessGate() {
  const session = useSession();
  const { pathname } = useLocation();

  useEffect(() => {
    void refreshSession();
  }, []);

  // An organization may require two-factor authentication of its admins (DESIGN decision 28): an
  // admin without it sees only its setup until it is done.
  const verified = isVerifiedUser(session);
  const mustCheck = verified && session.user?.role === 'admin';
  const requirement = useTwoFactorRequirement();
  const userId = session.user?.id;
  useEffect(() => {
    if (mustCheck) void checkTwoFactorRequirement();
    else resetTwoFactorRequirement();
  }, [mustCheck, userId]);

  if (verified && !ALWAYS_PUBLIC.has(pathname)) {
    if (mustCheck && requirement !== 'clear') {
      return (
        <Suspense fallback={<FullPageLoader />}>{requirement === 'required' ? <TwoFactorRequiredPage /> : <FullPageLoader />}</Suspense>
      );
    }
    return (
      <Suspense fallback={<FullPageLoader />}>
        <AdminApp />
      </Suspense>
    );
  }
  // Visitors, unverified users and a session still loading all get the public area.
  return <PublicApp />;
}

export function App() {
  const { pathname } = window.location;
  if (pathname.startsWith('/print/')) {
    return (
      <ErrorBoundary fullPage>
        <Suspense fallback={null}>
          <PrintApp pathname={pathname} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return (
    <ThemeModeProvider>
      <ErrorBoundary fullPage>
        <BrowserRouter>
          <AccessGate />
        </BrowserRouter>
      </ErrorBoundary>
      <Toaster />
    </ThemeModeProvider>
  );
}
