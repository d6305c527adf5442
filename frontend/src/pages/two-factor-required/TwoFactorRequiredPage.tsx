import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LinkPageCard } from '../../components/auth/NewPasswordCard';
import { TwoFactorSetup } from '../../components/security/TwoFactorSetup';
import { apiPost } from '../../lib/api';
import { checkTwoFactorRequirement } from '../../lib/security/twoFactorRequirement';
import { SECURITY_MESSAGES } from '../../lib/shared';
import { clearSession } from '../../lib/session';

/**
 * What an admin sees while their organization requires two-factor authentication of admins and they
 * have not set it up (DESIGN decision 28): the setup, or signing out. Nothing else answers meanwhile.
 */
export function TwoFactorRequiredPage() {
  const signOut = async () => {
    try {
      await apiPost('/api/auth/logout');
    } finally {
      clearSession();
    }
  };
  return (
    <LinkPageCard title="Set up two-factor authentication" subtitle={`${SECURITY_MESSAGES.setUpTwoFactor}: your organization requires it of admins.`}>
      <Stack spacing={3}>
        <TwoFactorSetup onDone={() => void checkTwoFactorRequirement()} />
        <Button variant="text" onClick={() => void signOut()} sx={{ alignSelf: 'flex-start' }}>
          Sign out
        </Button>
      </Stack>
    </LinkPageCard>
  );
}
