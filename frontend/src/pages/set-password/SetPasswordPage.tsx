import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADMIN_MESSAGES, AUTH_MESSAGES } from '@scorecard/contracts';
import { apiPost, serverMessage } from '../../lib/api';
import { PasswordField } from '../../components/auth/PasswordField';
import { BrandLogo } from '../../components/brand/BrandLogo';

/** /set-password?token=…: the invitation mail's link; the person chooses a password, then signs in. */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(token ? null : { ok: false, text: ADMIN_MESSAGES.invitationInvalid });

  const passwordError = touched && password.length < 8 ? AUTH_MESSAGES.passwordMin : undefined;
  const confirmError = touched && confirm !== password ? 'Passwords do not match' : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (password.length < 8 || confirm !== password || !token) return;
    setPending(true);
    try {
      const result = await apiPost<{ message: string }>('/api/invitations/accept', { token, password });
      setOutcome({ ok: true, text: result.message });
    } catch (error) {
      setOutcome({ ok: false, text: serverMessage(error) ?? ADMIN_MESSAGES.invitationInvalid });
    } finally {
      setPending(false);
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Stack spacing={3} sx={{ alignItems: 'center', width: '100%' }}>
        <BrandLogo />
        <Paper elevation={0} sx={{ width: '100%', maxWidth: 460, p: { xs: 3.5, sm: 5 }, borderRadius: 4, border: 1, borderColor: 'divider' }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 800, mb: 1 }}>
            Set your password
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
            Choose a password for your Scorecard account.
          </Typography>
          {outcome && (
            <Alert severity={outcome.ok ? 'success' : 'error'} sx={{ mb: 2 }} role={outcome.ok ? 'status' : 'alert'}>
              {outcome.text}
            </Alert>
          )}
          {outcome?.ok ? (
            <Button variant="contained" fullWidth onClick={() => navigate('/login', { replace: true })}>
              Sign in
            </Button>
          ) : (
            token && (
              <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
                <Stack spacing={2}>
                  <PasswordField label="New password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} error={Boolean(passwordError)} helperText={passwordError} required fullWidth autoFocus />
                  <PasswordField label="Confirm password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} error={Boolean(confirmError)} helperText={confirmError} required fullWidth />
                  <Button type="submit" variant="contained" disabled={pending} startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}>
                    Set password
                  </Button>
                </Stack>
              </Box>
            )
          )}
        </Paper>
      </Stack>
    </Box>
  );
}
