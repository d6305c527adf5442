import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import { serverMessage } from '../../lib/api';
import { resetPassword } from '../../lib/security/securityApi';
import { SECURITY_MESSAGES } from '../../lib/shared';
import { LinkPageCard, LinkPageOutcome, NewPasswordForm } from '../../components/auth/NewPasswordCard';

/**
 * /reset-password?token=…: the "Forgot password?" mail's link (DESIGN decision 28). The person
 * chooses a new password; every session of theirs ends, and they sign in with it.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(token ? null : { ok: false, text: SECURITY_MESSAGES.linkGone });

  const submit = async (password: string) => {
    try {
      const result = await resetPassword(token!, password);
      setOutcome({ ok: true, text: result.message });
    } catch (error) {
      setOutcome({ ok: false, text: serverMessage(error) ?? SECURITY_MESSAGES.linkGone });
    }
  };

  const gone = outcome && !outcome.ok && outcome.text === SECURITY_MESSAGES.linkGone;
  return (
    <LinkPageCard title="Choose a new password" subtitle="Enter a new password for your Scorecard account. You will be signed out everywhere.">
      {outcome && <LinkPageOutcome {...outcome} />}
      {outcome?.ok || gone ? (
        <Button variant="contained" fullWidth onClick={() => navigate('/login', { replace: true })}>
          {outcome?.ok ? 'Sign in' : 'Back to sign in'}
        </Button>
      ) : (
        token && <NewPasswordForm passwordLabel="New password" submitLabel="Reset password" onSubmit={submit} />
      )}
    </LinkPageCard>
  );
}
