import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import { ADMIN_MESSAGES } from '@scorecard/contracts';
import { apiPost, serverMessage } from '../../lib/api';
import { LinkPageCard, LinkPageOutcome, NewPasswordForm } from '../../components/auth/NewPasswordCard';

/** /set-password?token=…: the invitation mail's link; the person chooses a password, then signs in. */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(token ? null : { ok: false, text: ADMIN_MESSAGES.invitationInvalid });

  const setPassword = async (password: string) => {
    try {
      const result = await apiPost<{ message: string }>('/api/invitations/accept', { token, password });
      setOutcome({ ok: true, text: result.message });
    } catch (error) {
      setOutcome({ ok: false, text: serverMessage(error) ?? ADMIN_MESSAGES.invitationInvalid });
    }
  };

  return (
    <LinkPageCard title="Set your password" subtitle="Choose a password for your Scorecard account.">
      {outcome && <LinkPageOutcome {...outcome} />}
      {outcome?.ok ? (
        <Button variant="contained" fullWidth onClick={() => navigate('/login', { replace: true })}>
          Sign in
        </Button>
      ) : (
        token && <NewPasswordForm passwordLabel="New password" submitLabel="Set password" onSubmit={setPassword} />
      )}
    </LinkPageCard>
  );
}
