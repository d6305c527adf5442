import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError, deriveErrorMessage } from '../../lib/api';
import { verifyTwoFactor } from '../../lib/security/securityApi';
import { SECURITY_MESSAGES } from '../../lib/shared';
import type { SessionUser } from '../../lib/types';
import { toast } from '../../lib/toast/toastStore';

const TOTP = /^\d{6}$/;
const RECOVERY = /^[A-Za-z0-9]{5}[\s-]?[A-Za-z0-9]{5}$/;

/**
 * The sign-in's second step (DESIGN decision 28): the authenticator app's 6-digit code, or one of
 * the recovery codes. Five wrong codes end the attempt: the dialog goes back to the password.
 */
export function TwoFactorCodeForm({ onSuccess, onRestart }: { onSuccess: (user: SessionUser) => void; onRestart: () => void }) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const valid = recovery ? RECOVERY.test(code.trim()) : TOTP.test(code.trim());
  const error = touched && !valid ? (recovery ? 'Enter a recovery code such as ABCDE-FGHJK' : 'Please enter the 6-digit code') : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid) return;
    setPending(true);
    try {
      const result = await verifyTwoFactor(code.trim());
      toast({ title: 'Login successful!', description: `Welcome back, ${result.user?.firstName || 'User'}!`, variant: 'success' });
      onSuccess(result.user);
    } catch (err) {
      const ended = err instanceof ApiError && err.status === 401;
      toast({ title: 'Login failed', description: deriveErrorMessage(err, SECURITY_MESSAGES.invalidCode), variant: 'destructive' });
      setCode('');
      if (ended) onRestart();
    } finally {
      setPending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      <Stack spacing={2}>
        <TextField
          key={recovery ? 'recovery' : 'totp'}
          label={recovery ? 'Recovery code' : 'Authentication code'}
          name="code"
          autoComplete="one-time-code"
          autoFocus
          fullWidth
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={Boolean(error)}
          helperText={error ?? (recovery ? 'One of the ten codes you saved when you turned on two-factor authentication.' : 'The 6-digit code from your authenticator app.')}
          slotProps={{ htmlInput: recovery ? { autoCapitalize: 'characters', maxLength: 11 } : { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } }}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={pending} startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}>
          {pending ? 'Verifying...' : 'Verify'}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
            setTouched(false);
          }}
          sx={{ fontWeight: 600, verticalAlign: 'baseline' }}
        >
          {recovery ? 'Use your authenticator app' : 'Use a recovery code'}
        </Link>
      </Typography>
    </Box>
  );
}
