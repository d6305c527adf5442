import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { apiPost, deriveErrorMessage } from '../../lib/api';
import { toast } from '../../lib/toast/toastStore';
import { AuthDialogShell } from './AuthDialogShell';
import { PasswordField } from './PasswordField';
import { useValidatedForm } from './useValidatedForm';
import { validateSignUp, type SignUpValues } from './validation';

export interface SignUpDialogProps {
  open: boolean;
  onClose: () => void;
  onSwitchToSignIn: () => void;
  /** Called with the e-mail address the code was sent to. */
  onSuccess: (email: string) => void;
  /** Plan chosen on the pricing grid, shown as a reminder. */
  plan?: string | null;
}

const EMPTY: SignUpValues = { firstName: '', lastName: '', email: '', password: '', companyName: '' };

const PLAN_LABELS: Record<string, string> = {
  free: 'Free plan',
  basic: 'Basic plan',
  professional: 'Professional plan',
  pro: 'Professional plan',
  enterprise: 'Enterprise plan',
};

export function SignUpDialog({ open, onClose, onSwitchToSignIn, onSuccess, plan }: SignUpDialogProps) {
  const { errors, pending, field, onSubmit } = useValidatedForm(EMPTY, validateSignUp, open);

  const handleSubmit = onSubmit(async (form) => {
    const email = form.email.trim();
    try {
      await apiPost('/api/auth/signup', {
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        email,
        password: form.password,
        companyName: form.companyName.trim(),
      });
      toast({
        title: 'Account created!',
        description: 'Please check your email for the verification code.',
        variant: 'success',
      });
      onSuccess(email);
    } catch (error) {
      toast({
        title: 'Signup failed',
        description: deriveErrorMessage(error, 'Something went wrong'),
        variant: 'destructive',
      });
    }
  });

  const planLabel = plan ? PLAN_LABELS[plan.toLowerCase()] : undefined;


  return (
    <AuthDialogShell
      open={open}
      onClose={onClose}
      titleId="sign-up-title"
      maxWidth="sm"
      title="Start your free trial"
      subtitle="14 days free. No credit card required. Set up your first scorecard in minutes."
    >
      {planLabel && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: -1.5, mb: 2.5 }}>
          <Chip color="primary" variant="outlined" size="small" label={planLabel} icon={<CheckCircleOutlined />} />
        </Box>
      )}
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label="First name" autoComplete="given-name" autoFocus {...field('firstName')} />
            <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
          </Stack>
          <TextField label="Work email" type="email" autoComplete="email" {...field('email')} />
          <PasswordField label="Password" autoComplete="new-password" {...field('password')} helperText={errors.password ?? 'At least 8 characters'} />
          <TextField label="Company name" autoComplete="organization" {...field('companyName')} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={pending}
            startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {pending ? 'Creating account...' : 'Create Account'}
          </Button>
        </Stack>
        <Typography variant="caption" component="p" sx={{ mt: 2, textAlign: 'center', color: 'text.secondary' }}>
          By creating an account you agree to our Terms of Service and Privacy Policy.
        </Typography>
        <Typography variant="body2" sx={{ mt: 2, textAlign: 'center', color: 'text.secondary' }}>
          Already have an account?{' '}
          <Link component="button" type="button" variant="body2" onClick={onSwitchToSignIn} sx={{ fontWeight: 600, verticalAlign: 'baseline' }}>
            Sign in
          </Link>
        </Typography>
      </Box>
    </AuthDialogShell>
  );
}
