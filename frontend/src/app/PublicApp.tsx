import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { FullPageLoader } from '../components/FullPageLoader';
import { LandingPage } from '../pages/landing/LandingPage';

const VerifyEmailPage = lazy(() =>
  import('../pages/verify-email/VerifyEmailPage').then((module) => ({ default: module.VerifyEmailPage })),
);

const SetPasswordPage = lazy(() =>
  import('../pages/set-password/SetPasswordPage').then((module) => ({ default: module.SetPasswordPage })),
);

const ResetPasswordPage = lazy(() =>
  import('../pages/reset-password/ResetPasswordPage').then((module) => ({ default: module.ResetPasswordPage })),
);

const AcceptInvitationPage = lazy(() =>
  import('../pages/accept-invitation/AcceptInvitationPage').then((module) => ({ default: module.AcceptInvitationPage })),
);

/** What a visitor sees: the landing page everywhere, except the e-mail verification, set-password, reset-password and accept-invitation pages. */
export function PublicApp() {
  return (
    <Routes>
      <Route
        path="/verify-email"
        element={
          <Suspense fallback={<FullPageLoader />}>
            <VerifyEmailPage />
          </Suspense>
        }
      />
      <Route
        path="/set-password"
        element={
          <Suspense fallback={<FullPageLoader />}>
            <SetPasswordPage />
          </Suspense>
        }
      />
      <Route
        path="/reset-password"
        element={
          <Suspense fallback={<FullPageLoader />}>
            <ResetPasswordPage />
          </Suspense>
        }
      />
      <Route
        path="/accept-invitation"
        element={
          <Suspense fallback={<FullPageLoader />}>
            <AcceptInvitationPage />
          </Suspense>
        }
      />
      <Route path="*" element={<LandingPage />} />
    </Routes>
  );
}
