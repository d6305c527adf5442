import { Suspense, lazy, useEffect } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { FullPageLoader } from '../components/FullPageLoader';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';
import { PublicApp } from './PublicApp';
import { isVerifiedUser, refreshSession, useSession } from '../lib/session';
import { Toaster } from '../lib/toast/Toaster';

// The whole react-admin application is a separate chunk: visitors never download it.
const AdminApp = lazy(() => import('./AdminApp'));

/** Pages of the public area whatever the session: an invitation's link opened in a signed-in browser still shows it. */
const ALWAYS_PUBLIC = new Set(['/accept-invitation']);

function AccessGate() {
  const session = useSession();
  const { pathname } = useLocation();

  useEffect(() => {
    void refreshSession();
  }, []);

  if (isVerifiedUser(session) && !ALWAYS_PUBLIC.has(pathname)) {
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
