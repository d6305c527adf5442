import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import { apiPost, deriveErrorMessage } from '../../lib/api';
import { clearSession, refreshSession, useSession } from '../../lib/session';
import { toast } from '../../lib/toast/toastStore';
import type { SessionUser } from '../../lib/types';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/SkipLink';
import { SignInDialog } from '../../components/auth/SignInDialog';
import { SignUpDialog } from '../../components/auth/SignUpDialog';
import { SsoErrorNotice } from '../../components/auth/SsoErrorNotice';
import { VerificationCodeDialog } from '../../components/auth/VerificationCodeDialog';
import { FeaturesSection } from './FeaturesSection';
import { FinalCtaSection } from './FinalCtaSection';
import { HeroSection } from './HeroSection';
import { LandingFooter } from './LandingFooter';
import { LandingNavBar } from './LandingNavBar';
import { PricingSection } from './PricingSection';
import { StatsSection } from './StatsSection';
import { TestimonialsSection } from './TestimonialsSection';
import { TrustedBySection } from './TrustedBySection';
import { UnverifiedBanner } from './UnverifiedBanner';

type OpenDialog = 'signin' | 'signup' | 'code' | null;

/**
 * The public landing page. `/login` opens it with the sign-in dialog, `?signup=1&plan=…` with the
 * sign-up dialog; a signed-in but unverified user gets a banner and the verification code dialog.
 */
export function LandingPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);

  const dialogFromUrl: OpenDialog = location.pathname === '/login' ? 'signin' : params.get('signup') === '1' ? 'signup' : null;
  const plan = params.get('plan');

  const [dialog, setDialog] = useState<OpenDialog>(dialogFromUrl);
  const [codeEmail, setCodeEmail] = useState<string | null>(null);

  useEffect(() => {
    if (dialogFromUrl) setDialog(dialogFromUrl);
  }, [dialogFromUrl]);

  useEffect(() => {
    document.title = 'Scorecard — Balanced Scorecard & KPI Platform';
  }, []);

  const unverifiedUser = session.status === 'authenticated' && session.user && !session.user.emailVerified ? session.user : null;

  /** Leaves /login and ?signup=… once their dialog has done its job. */
  const leaveDialogUrl = () => {
    if (location.pathname === '/login' || params.has('signup')) navigate('/', { replace: true });
  };

  const closeDialog = () => {
    setDialog(null);
    leaveDialogUrl();
  };

  const openCodeDialog = (email?: string | null) => {
    setCodeEmail(email ?? unverifiedUser?.email ?? null);
    setDialog('code');
  };

  const handleSignedIn = (user: SessionUser) => {
    setDialog(null);
    leaveDialogUrl();
    void refreshSession().then((current) => {
      const signedIn = current ?? user;
      if (signedIn && !signedIn.emailVerified) openCodeDialog(signedIn.email);
    });
  };

  const handleSignedUp = (email: string) => {
    leaveDialogUrl();
    openCodeDialog(email);
    void refreshSession();
  };

  const handleVerified = () => {
    setDialog(null);
    leaveDialogUrl();
    // A verified user leaves the public area: the app shell takes over.
    void refreshSession();
  };

  const handleSignOut = async () => {
    try {
      await apiPost('/api/auth/logout', {});
      clearSession();
      setDialog(null);
      toast({ title: 'Logged out successfully', description: 'You have been logged out of your account.', variant: 'success' });
    } catch (error) {
      toast({
        title: 'Logout failed',
        description: deriveErrorMessage(error, 'Failed to logout'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}>
      <SkipLink />
      <LandingNavBar
        onSignIn={() => setDialog('signin')}
        onStartTrial={() => setDialog('signup')}
        unverified={Boolean(unverifiedUser)}
        onSignOut={() => void handleSignOut()}
      />
      {unverifiedUser && (
        <UnverifiedBanner email={unverifiedUser.email} onVerify={() => openCodeDialog()} />
      )}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ '&:focus, &:focus-visible': { outline: 'none' } }}>
        <SsoErrorNotice onSignIn={() => setDialog('signin')} />
        <HeroSection onStartTrial={() => (unverifiedUser ? openCodeDialog() : setDialog('signup'))} />
        <TrustedBySection />
        <StatsSection />
        <FeaturesSection />
        <TestimonialsSection />
        <PricingSection />
        <FinalCtaSection />
      </Box>
      <LandingFooter />

      <SignInDialog
        open={dialog === 'signin'}
        onClose={closeDialog}
        onSwitchToSignUp={() => setDialog('signup')}
        onSuccess={handleSignedIn}
      />
      <SignUpDialog
        open={dialog === 'signup'}
        onClose={closeDialog}
        onSwitchToSignIn={() => setDialog('signin')}
        onSuccess={handleSignedUp}
        plan={plan}
      />
      <VerificationCodeDialog
        open={dialog === 'code'}
        onClose={() => setDialog(null)}
        email={codeEmail ?? unverifiedUser?.email ?? null}
        onVerified={handleVerified}
      />
    </Box>
  );
}
