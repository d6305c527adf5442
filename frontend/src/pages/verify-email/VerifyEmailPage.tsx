import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import { ApiError, apiGet, apiPost, serverMessage } from '../../lib/api';
import { refreshSession } from '../../lib/session';
import { isValidEmail, VALIDATION_MESSAGES, VERIFY_EMAIL_REDIRECT_DELAY_MS } from '../../lib/shared';
import { BrandLogo } from '../../components/brand/BrandLogo';

type Phase = 'verifying' | 'success' | 'error';
type Notice = { severity: 'success' | 'error'; text: string } | null;

/** /verify-email?token=…: verifying, then success (redirect to /login after 3 s) or error (resend form). */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const theme = useTheme();

  const [phase, setPhase] = useState<Phase>(token ? 'verifying' : 'error');
  const [message, setMessage] = useState(
    token ? '' : 'Invalid verification link. Please check your email and click the correct link.',
  );
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const started = useRef<string | null>(null);

  const goToLogin = () => {
    void refreshSession();
    navigate('/login', { replace: true });
  };

  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    setPhase('verifying');
    apiGet<{ message?: string }>(`/api/auth/verify-email?token=${encodeURIComponent(token)}`)
      .then((result) => {
        setMessage(result?.message || 'Email verified successfully!');
        setPhase('success');
      })
      .catch((error: unknown) => {
        const network = error instanceof ApiError && error.isNetworkError;
        setMessage(
          network
            ? 'An error occurred during verification. Please try again.'
            : serverMessage(error) ?? 'Verification failed. Please try again.',
        );
        setPhase('error');
      });
  }, [token]);

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = setTimeout(goToLogin, VERIFY_EMAIL_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const resend = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setNotice({ severity: 'error', text: VALIDATION_MESSAGES.emailRequired });
      return;
    }
    if (!isValidEmail(email)) {
      setNotice({ severity: 'error', text: VALIDATION_MESSAGES.email });
      return;
    }
    setSending(true);
    setNotice(null);
    try {
      await apiPost('/api/auth/send-verification', { email: email.trim() });
      setNotice({ severity: 'success', text: 'Verification email sent! Please check your inbox.' });
    } catch (error) {
      const network = error instanceof ApiError && error.isNetworkError;
      setNotice({
        severity: 'error',
        text: network
          ? 'Failed to send verification email. Please try again.'
          : serverMessage(error) ?? 'Failed to send verification email',
      });
    } finally {
      setSending(false);
    }
  };

  const tone = phase === 'success' ? theme.palette.success.main : phase === 'error' ? theme.palette.error.main : theme.palette.primary.main;

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 6,
        bgcolor: 'background.default',
        background: `radial-gradient(800px 400px at 50% -10%, ${alpha(theme.palette.primary.main, 0.14)}, transparent)`,
      }}
    >
      <Box component="a" href="/" sx={{ color: 'text.primary', textDecoration: 'none', mb: 4 }}>
        <BrandLogo />
      </Box>
      <Paper elevation={0} sx={{ width: '100%', maxWidth: 460, p: { xs: 3.5, sm: 5 }, borderRadius: 4, border: 1, borderColor: 'divider', textAlign: 'center' }}>
        <Avatar sx={{ width: 64, height: 64, mx: 'auto', mb: 2.5, bgcolor: alpha(tone, 0.14), color: tone }}>
          {phase === 'verifying' && <CircularProgress size={30} sx={{ color: tone }} />}
          {phase === 'success' && <CheckCircleRounded sx={{ fontSize: 36 }} />}
          {phase === 'error' && <ErrorOutlineRounded sx={{ fontSize: 36 }} />}
        </Avatar>

        {phase === 'verifying' && (
          <>
            <Typography component="h1" variant="h5">
              Verifying your email
            </Typography>
            <Typography sx={{ mt: 1, color: 'text.secondary' }}>Please wait while we verify your email address...</Typography>
          </>
        )}

        {phase === 'success' && (
          <>
            <Typography component="h1" variant="h5">
              Email verified
            </Typography>
            <Alert severity="success" sx={{ mt: 2.5, textAlign: 'left' }}>
              {message}
            </Alert>
            <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
              Redirecting you to sign in...
            </Typography>
            <Button variant="contained" size="large" fullWidth sx={{ mt: 3 }} onClick={goToLogin}>
              Go to Login Now
            </Button>
          </>
        )}

        {phase === 'error' && (
          <>
            <Typography component="h1" variant="h5">
              Verification failed
            </Typography>
            <Alert severity="error" sx={{ mt: 2.5, textAlign: 'left' }}>
              {message}
            </Alert>
            <Typography variant="body2" sx={{ mt: 3, mb: 2, color: 'text.secondary' }}>
              Enter your email address and we&apos;ll send you a new verification link.
            </Typography>
            <Box component="form" noValidate onSubmit={resend}>
              <Stack spacing={2}>
                <TextField
                  label="Email"
                  type="email"
                  autoComplete="email"
                  fullWidth
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
                {notice && (
                  <Alert severity={notice.severity} sx={{ textAlign: 'left' }}>
                    {notice.text}
                  </Alert>
                )}
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  fullWidth
                  disabled={sending}
                  startIcon={sending ? <CircularProgress size={18} color="inherit" /> : undefined}
                >
                  Resend Verification Email
                </Button>
                <Button variant="text" fullWidth onClick={goToLogin}>
                  Back to Login
                </Button>
              </Stack>
            </Box>
          </>
        )}
      </Paper>
    </Box>
  );
}
