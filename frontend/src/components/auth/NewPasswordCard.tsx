import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUTH_MESSAGES } from '@scorecard/contracts';
import { BrandLogo } from '../brand/BrandLogo';
import { PasswordField } from './PasswordField';

/** The public page a mailed link opens: the brand above one card with a heading, a line and its content. */
export function LinkPageCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Stack spacing={3} sx={{ alignItems: 'center', width: '100%' }}>
        <BrandLogo />
        <Paper elevation={0} sx={{ width: '100%', maxWidth: 460, p: { xs: 3.5, sm: 5 }, borderRadius: 4, border: 1, borderColor: 'divider' }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 800, mb: 1 }}>
            {title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
            {subtitle}
          </Typography>
          {children}
        </Paper>
      </Stack>
    </Box>
  );
}

/** A message above the form: an error is an alert, a success a status. */
export function LinkPageOutcome({ ok, text }: { ok: boolean; text: string }) {
  return (
    <Alert severity={ok ? 'success' : 'error'} sx={{ mb: 2 }} role={ok ? 'status' : 'alert'}>
      {text}
    </Alert>
  );
}

/**
 * A new password typed twice, with sign-up's rule; `onSubmit` runs only when both agree, and the
 * button shows progress until it settles.
 */
export function NewPasswordForm({ passwordLabel, submitLabel, onSubmit }: { passwordLabel: string; submitLabel: string; onSubmit: (password: string) => Promise<void> }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);

  const passwordError = touched && password.length < 8 ? AUTH_MESSAGES.passwordMin : undefined;
  const confirmError = touched && confirm !== password ? 'Passwords do not match' : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (password.length < 8 || confirm !== password) return;
    setPending(true);
    try {
      await onSubmit(password);
    } finally {
      setPending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      <Stack spacing={2}>
        <PasswordField label={passwordLabel} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} error={Boolean(passwordError)} helperText={passwordError} required fullWidth autoFocus />
        <PasswordField label="Confirm password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} error={Boolean(confirmError)} helperText={confirmError} required fullWidth />
        <Button type="submit" variant="contained" disabled={pending} startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
