import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { TEAM_MESSAGES } from '@scorecard/contracts';
import { apiPost, serverMessage } from '../../lib/api';
import { setSessionUser } from '../../lib/session';
import type { SessionUser } from '../../lib/types';
import { toast } from '../../lib/toast/toastStore';
import { LinkPageCard, LinkPageOutcome, NewPasswordForm } from '../../components/auth/NewPasswordCard';

/**
 * /accept-invitation?token=…: an organization admin's invitation (DESIGN decision 20). The person
 * chooses a password (sign-up's rule); the account is made, verified and signed in, and they land
 * on the dashboard.
 */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(token ? null : TEAM_MESSAGES.invitationGone);

  const accept = async (password: string) => {
    try {
      const result = await apiPost<{ message: string; user: SessionUser }>('/api/auth/accept-invitation', { token, password });
      toast({ title: TEAM_MESSAGES.accepted, description: `Welcome, ${result.user.firstName ?? result.user.email}!`, variant: 'success' });
      // The dashboard is the signed-in area's '/': go there, then let the shell switch over.
      navigate('/', { replace: true });
      setSessionUser(result.user);
    } catch (error) {
      setFailure(serverMessage(error) ?? TEAM_MESSAGES.invitationGone);
    }
  };

  return (
    <LinkPageCard title="Join your team" subtitle="Choose a password to accept the invitation and sign in.">
      {failure && <LinkPageOutcome ok={false} text={failure} />}
      {token && <NewPasswordForm passwordLabel="Password" submitLabel="Accept invitation" onSubmit={accept} />}
    </LinkPageCard>
  );
}
