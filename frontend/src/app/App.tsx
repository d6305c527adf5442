import { Suspense, lazy, useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { FullPageLoader } from '../components/FullPageLoader';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';
import { PublicApp } from './PublicApp';
import { isVerifiedUser, refreshSession, useSession } from '../lib/session';
import { Toaster } from '../lib/toast/Toaster';

// The whole react-admin application is a separate chunk: visitors never download it.
const AdminApp = lazy(() => import('./AdminApp'));

function AccessGate() {
  const session = useSession();

  useEffect(() => {
    void refreshSession();
  }, []);

  if (isVerifiedUser(session)) {
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
