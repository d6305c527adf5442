import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUTH_MESSAGES, TEAM_MESSAGES } from '@scorecard/contracts';
import { apiPost, serverMessage } from '../../lib/api';
import { setSessionUser } from '../../lib/session';
import type { SessionUser } from '../../lib/types';
import { toast } from '../../lib/toast/toastStore';
import { PasswordField } from '../../components/auth/PasswordField';
import { BrandLogo } from '../../components/brand/BrandLogo';

/**
 * /accept-invitation?token=…: an organization admin's invitation (DESIGN decision 20). The person
 * chooses a password (sign-up's rule); the account is made, verified and signed in, and they land
 * on the dashboard.
 */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(token ? null : TEAM_MESSAGES.invitationGone);

  const passwordError = touched && password.length < 8 ? AUTH_MESSAGES.passwordMin : undefined;
  const confirmError = touched && confirm !== password ? 'Passwords do not match' : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (password.length < 8 || confirm !== password || !token) return;
    setPending(true);
    try {
      const result = await apiPost<{ message: string; user: SessionUser }>('/api/auth/accept-invitation', { token, password });
      toast({ title: TEAM_MESSAGES.accepted, description: `Welcome, ${result.user.firstName ?? result.user.email}!`, variant: 'success' });
      // The dashboard is the signed-in area's '/': go there, then let the shell switch over.
      navigate('/', { replace: true });
      setSessionUser(result.user);
    } catch (error) {
      setFailure(serverMessage(error) ?? TEAM_MESSAGES.invitationGone);
      setPending(false);
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Stack spacing={3} sx={{ alignItems: 'center', width: '100%' }}>
        <BrandLogo />
        <Paper elevation={0} sx={{ width: '100%', maxWidth: 460, p: { xs: 3.5, sm: 5 }, borderRadius: 4, border: 1, borderColor: 'divider' }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 800, mb: 1 }}>
            Join your team
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
            Choose a password to accept the invitation and sign in.
          </Typography>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {failure}
            </Alert>
          )}
          {token && (
            <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
              <Stack spacing={2}>
                <PasswordField label="Password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} error={Boolean(passwordError)} helperText={passwordError} required fullWidth autoFocus />
                <PasswordField label="Confirm password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} error={Boolean(confirmError)} helperText={confirmError} required fullWidth />
                <Button type="submit" variant="contained" disabled={pending} startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}>
                  Accept invitation
                </Button>
              </Stack>
            </Box>
          )}
        </Paper>
      </Stack>
    </Box>
  );
}
