import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { deriveErrorMessage } from '../../lib/api';
import { requestPasswordReset } from '../../lib/security/securityApi';
import { AUTH_MESSAGES, SECURITY_MESSAGES, isValidEmail } from '../../lib/shared';
import { toast } from '../../lib/toast/toastStore';

/**
 * The sign-in dialog's "Forgot password?" step: asks the e-mail, then says a link was sent if the
 * account exists (the API answers the same either way, DESIGN decision 28).
 */
export function ForgotPasswordForm({ initialEmail = '', onBack }: { initialEmail?: string; onBack: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const error = touched ? (!email.trim() ? AUTH_MESSAGES.emailRequired : !isValidEmail(email.trim()) ? AUTH_MESSAGES.invalidEmail : undefined) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!email.trim() || !isValidEmail(email.trim())) return;
    setPending(true);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (err) {
      toast({ title: 'Could not send the link', description: deriveErrorMessage(err, 'Please try again.'), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  const back = (
    <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
      <Link component="button" type="button" variant="body2" onClick={onBack} sx={{ fontWeight: 600, verticalAlign: 'baseline' }}>
        Back to sign in
      </Link>
    </Typography>
  );

  if (sent) {
    return (
      <Box>
        <Alert severity="success" role="status">
          {SECURITY_MESSAGES.resetRequested} The link is valid for 1 hour.
        </Alert>
        {back}
      </Box>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      <Stack spacing={2}>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          autoFocus
          fullWidth
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={Boolean(error)}
          helperText={error}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={pending} startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}>
          {pending ? 'Sending...' : 'Send reset link'}
        </Button>
      </Stack>
      {back}
    </Box>
  );
}
