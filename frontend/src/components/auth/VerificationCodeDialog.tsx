import { useEffect, useRef, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { apiPost, serverMessage } from '../../lib/api';
import { toast } from '../../lib/toast/toastStore';
import { AuthDialogShell } from './AuthDialogShell';
import { CODE_LENGTH, CodeInput, emptyCode } from './CodeInput';

export interface VerificationCodeDialogProps {
  open: boolean;
  onClose: () => void;
  /** Where the code was sent; used by Resend Code. */
  email: string | null;
  onVerified: () => void;
}

export function VerificationCodeDialog({ open, onClose, email, onVerified }: VerificationCodeDialogProps) {
  const [digits, setDigits] = useState<string[]>(emptyCode);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const verifyingRef = useRef(false);

  useEffect(() => {
    if (!open) {
      setDigits(emptyCode());
      setVerifying(false);
      setResending(false);
      verifyingRef.current = false;
    }
  }, [open]);

  const verify = async (code: string) => {
    if (verifyingRef.current || code.length !== CODE_LENGTH || !/^\d+$/.test(code)) return;
    verifyingRef.current = true;
    setVerifying(true);
    try {
      await apiPost('/api/auth/verify-otp', { otpCode: code });
      toast({
        title: 'Email Verified!',
        description: 'Your account has been successfully verified. Redirecting...',
        variant: 'success',
      });
      onVerified();
    } catch (error) {
      toast({
        title: 'Verification Failed',
        description: serverMessage(error) ?? 'Invalid or expired OTP code. Please try again.',
        variant: 'destructive',
      });
      setDigits(emptyCode());
      // Remount the boxes so focus returns to the first one.
      setResetKey((key) => key + 1);
    } finally {
      verifyingRef.current = false;
      setVerifying(false);
    }
  };

  const resend = async () => {
    if (!email || resending) return;
    setResending(true);
    try {
      await apiPost('/api/auth/resend-verification', { email });
      toast({ title: 'Code Resent', description: 'A new verification code has been sent to your email.', variant: 'success' });
    } catch (error) {
      toast({
        title: 'Resend Failed',
        description: serverMessage(error) ?? 'Failed to resend verification code.',
        variant: 'destructive',
      });
    } finally {
      setResending(false);
    }
  };

  const code = digits.join('');
  const complete = code.length === CODE_LENGTH;

  return (
    <AuthDialogShell
      open={open}
      onClose={onClose}
      titleId="verify-code-title"
      title="Verify your email"
      icon={
        <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <MarkEmailReadOutlined />
        </Avatar>
      }
      subtitle={
        <>
          We sent a 6-digit verification code to{' '}
          {email ? (
            <Box component="strong" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
              {email}
            </Box>
          ) : (
            'your email address'
          )}
          . The code expires in 24&nbsp;hours.
        </>
      }
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void verify(code);
        }}
      >
        <CodeInput key={resetKey} digits={digits} onChange={setDigits} onComplete={(value) => void verify(value)} disabled={verifying} autoFocus />
        <Stack spacing={1.5} sx={{ mt: 3.5 }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={!complete || verifying}
            startIcon={verifying ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {verifying ? 'Verifying...' : 'Verify Email'}
          </Button>
          <Button
            type="button"
            variant="text"
            fullWidth
            onClick={() => void resend()}
            disabled={!email || resending || verifying}
          >
            {resending ? 'Sending...' : 'Resend Code'}
          </Button>
        </Stack>
        <Typography variant="caption" component="p" sx={{ mt: 2, textAlign: 'center', color: 'text.secondary' }}>
          Can&apos;t find it? Check your spam folder, or resend the code.
        </Typography>
      </Box>
    </AuthDialogShell>
  );
}
