import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';

export interface UnverifiedBannerProps {
  email: string;
  onVerify: () => void;
}

/** Shown on the landing page to a signed-in user whose e-mail address is not verified yet. */
export function UnverifiedBanner({ email, onVerify }: UnverifiedBannerProps) {
  return (
    <Container maxWidth="lg" sx={{ pt: 2 }}>
      <Alert
        severity="warning"
        variant="outlined"
        sx={{ borderRadius: 3, alignItems: 'center', bgcolor: 'background.paper' }}
        action={
          <Button variant="contained" color="warning" size="small" onClick={onVerify} sx={{ whiteSpace: 'nowrap' }}>
            Verify your email
          </Button>
        }
      >
        You are signed in as <strong>{email}</strong>. Verify your email address to open your workspace.
      </Alert>
    </Container>
  );
}
