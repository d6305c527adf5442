import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import type { SsoDiscovery } from '@scorecard/contracts';

export interface SsoSignInOptionProps {
  email: string;
  discovery: SsoDiscovery;
}

/** Where the browser goes to sign in with the organization's provider (a full navigation). */
export const ssoStartUrl = (email: string) => `/api/auth/sso/start?email=${encodeURIComponent(email.trim())}`;

/**
 * The sign-in dialog's single sign-on option (DESIGN decision 27): shown when the typed e-mail's
 * domain is claimed by an organization; with `enforced`, it says that a password will not do.
 */
export function SsoSignInOption({ email, discovery }: SsoSignInOptionProps) {
  if (!discovery.sso) return null;
  return (
    <Stack spacing={1.5}>
      <Divider>or</Divider>
      {discovery.enforced && (
        <Alert severity="info" variant="outlined">
          Your organization signs in with single sign-on.
        </Alert>
      )}
      <Button
        component="a"
        href={ssoStartUrl(email)}
        variant={discovery.enforced ? 'contained' : 'outlined'}
        size="large"
        fullWidth
        startIcon={<KeyOutlined />}
      >
        Continue with single sign-on
      </Button>
    </Stack>
  );
}
