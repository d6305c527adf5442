import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError, apiPost, deriveErrorMessage } from '../../lib/api';
import { toast } from '../../lib/toast/toastStore';
import type { SessionUser } from '../../lib/types';
import { AuthDialogShell } from './AuthDialogShell';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { TwoFactorCodeForm } from './TwoFactorCodeForm';
import { PasswordField } from './PasswordField';
import { SsoSignInOption } from './SsoSignInOption';
import { useSsoDiscovery } from './useSsoDiscovery';
import { useValidatedForm } from './useValidatedForm';
import { validateSignIn, type SignInValues } from './validation';

export interface SignInDialogProps {
  open: boolean;
  onClose: () => void;
  onSwitchToSignUp: () => void;
  onSuccess: (user: SessionUser) => void;
}

const EMPTY: SignInValues = { email: '', password: '' };

/** The dialog's steps: the password, the second factor's code (DESIGN decision 28), or "Forgot password?". */
type Step = 'password' | 'code' | 'forgot';

const STEP_TEXT: Record<Step, { title: string; subtitle: string }> = {
  password: { title: 'Welcome back', subtitle: 'Sign in to your Scorecard workspace' },
  code: { title: 'Two-factor authentication', subtitle: 'Enter the code from your authenticator app to finish signing in' },
  forgot: { title: 'Reset your password', subtitle: 'Enter the email of your account and we will send you a link to choose a new password' },
};

export function SignInDialog({ open, onClose, onSwitchToSignUp, onSuccess }: SignInDialogProps) {
  const { values, errors, pending, update, onSubmit } = useValidatedForm(EMPTY, validateSignIn, open);
  const [step, setStep] = useState<Step>('password');
  useEffect(() => {
    if (open) setStep('password');
  }, [open]);
  // Single sign-on is looked up while no password is typed, and again when sign-in answers 403.
  const [askSso, setAskSso] = useState(false);
  const sso = useSsoDiscovery(values.email, !values.password || askSso);

  const handleSubmit = onSubmit(async (form) => {
    try {
      const result = await apiPost<{ user: SessionUser; twoFactorRequired?: boolean }>('/api/auth/login', {
        email: form.email.trim(),
        password: form.password,
      });
      if (result.twoFactorRequired) {
        setStep('code');
        return;
      }
      toast({
        title: 'Login successful!',
        description: `Welcome back, ${result.user?.firstName || 'User'}!`,
        variant: 'success',
      });
      onSuccess(result.user);
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) setAskSso(true);
      toast({
        title: 'Login failed',
        description: deriveErrorMessage(error, 'Invalid email or password'),
        variant: 'destructive',
      });
    }
  });

  return (
    <AuthDialogShell
      open={open}
      onClose={onClose}
      titleId="sign-in-title"
      title={STEP_TEXT[step].title}
      subtitle={STEP_TEXT[step].subtitle}
    >
      {step === 'code' && <TwoFactorCodeForm onSuccess={onSuccess} onRestart={() => setStep('password')} />}
      {step === 'forgot' && <ForgotPasswordForm initialEmail={values.email.trim()} onBack={() => setStep('password')} />}
      {step === 'password' && (
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <Stack spacing={2}>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            autoFocus
            fullWidth
            value={values.email}
            onChange={(event) => update('email', event.target.value)}
            error={Boolean(errors.email)}
            helperText={errors.email}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            fullWidth
            value={values.password}
            onChange={(event) => update('password', event.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password}
          />
          <Box sx={{ textAlign: 'right', mt: '4px !important' }}>
            <Link component="button" type="button" variant="body2" onClick={() => setStep('forgot')} sx={{ fontWeight: 600 }}>
              Forgot password?
            </Link>
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={pending}
            startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {pending ? 'Signing in...' : 'Sign In'}
          </Button>
          <SsoSignInOption email={values.email} discovery={sso} />
        </Stack>
        <Typography variant="body2" sx={{ mt: 3, textAlign: 'center', color: 'text.secondary' }}>
          Don&apos;t have an account?{' '}
          <Link component="button" type="button" variant="body2" onClick={onSwitchToSignUp} sx={{ fontWeight: 600, verticalAlign: 'baseline' }}>
            Start your free trial
          </Link>
        </Typography>
      </Box>
      )}
    </AuthDialogShell>
  );
}
