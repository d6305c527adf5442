import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ApiError, apiGet, apiPost, serverMessage } from '../lib/api';
import type { VerificationStatus } from '../lib/types';
import { toast } from '../lib/toast/toastStore';

/**
 * Shown only once GET /api/auth/verification-status has loaded and says the address is not
 * verified; offers a resend. A failed status check is only logged and the banner stays hidden.
 */
export function EmailVerificationBanner() {
  const [status, setStatus] = useState<VerificationStatus | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let active = true;
    apiGet<VerificationStatus>('/api/auth/verification-status')
      .then((result) => {
        if (active) setStatus(result);
      })
      .catch((error) => console.warn('Could not check the e-mail verification status', error));
    return () => {
      active = false;
    };
  }, []);

  if (!status || status.emailVerified !== false) return null;

  const resend = async () => {
    if (!status.email || sending) return;
    setSending(true);
    try {
      await apiPost('/api/auth/send-verification', { email: status.email });
      toast({ title: 'Verification Email Sent', description: 'Please check your inbox for the verification email.', variant: 'success', duration: 5000 });
    } catch (error) {
      if (error instanceof ApiError && !error.isNetworkError) {
        toast({ title: 'Failed to Send Email', description: serverMessage(error) ?? 'Please try again later.', variant: 'destructive' });
      } else {
        toast({ title: 'Error', description: 'Failed to send verification email. Please try again.', variant: 'destructive' });
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Alert
      severity="warning"
      sx={{ borderRadius: 2, py: 0, alignItems: 'center', flexGrow: 1 }}
      action={
        <Button color="inherit" size="small" onClick={() => void resend()} disabled={sending}>
          Resend verification email
        </Button>
      }
    >
      Please verify your email address ({status.email}).
    </Alert>
  );
}
