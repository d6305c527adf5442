import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';

export interface ErrorScreenProps {
  onRetry: () => void;
  /** Fill the whole viewport (outside the shell) or only the content area. */
  fullPage?: boolean;
}

/** The generic rendering-failure screen of platform.md section 2. */
export function ErrorScreen({ onRetry, fullPage = false }: ErrorScreenProps) {
  const theme = useTheme();
  return (
    <Box
      role="alert"
      sx={{
        minHeight: fullPage ? '100vh' : '60vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        px: 3,
        bgcolor: fullPage ? 'background.default' : undefined,
      }}
    >
      <Box sx={{ maxWidth: 440 }}>
        <Avatar sx={{ width: 64, height: 64, mx: 'auto', mb: 3, bgcolor: alpha(theme.palette.error.main, 0.12), color: 'error.main' }}>
          <ReportProblemOutlined sx={{ fontSize: 32 }} />
        </Avatar>
        <Typography component="h1" variant="h5">
          Something went wrong
        </Typography>
        <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>
          An unexpected error occurred while showing this page. Try again, or reload the page if the problem persists.
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ mt: 4, justifyContent: 'center' }}>
          <Button variant="contained" onClick={onRetry}>
            Try Again
          </Button>
          <Button variant="outlined" onClick={() => window.location.reload()}>
            Reload Page
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
