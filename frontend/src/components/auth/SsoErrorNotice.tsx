import { useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { ssoErrorMessage } from '@scorecard/contracts';

export interface SsoErrorNoticeProps {
  onSignIn: () => void;
}

/**
 * Where a refused single sign-on lands: the callback redirects to `/?sso_error=<code>` and this
 * shows the code's sentence (only known codes: the address never carries text to show).
 */
export function SsoErrorNotice({ onSignIn }: SsoErrorNoticeProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const code = params.get('sso_error');
  if (!code) return null;
  const dismiss = () => navigate(location.pathname, { replace: true });
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, pt: 2, maxWidth: 960, mx: 'auto' }}>
      <Alert
        severity="error"
        role="alert"
        action={
          <>
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                dismiss();
                onSignIn();
              }}
            >
              Sign in
            </Button>
            <IconButton color="inherit" size="small" aria-label="Close" onClick={dismiss}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      >
        <AlertTitle>Single sign-on failed</AlertTitle>
        {ssoErrorMessage(code, Number(params.get('limit')) || null)}
      </Alert>
    </Box>
  );
}
