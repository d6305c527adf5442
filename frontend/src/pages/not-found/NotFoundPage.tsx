import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';

export function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page Not Found · Scorecard';
  }, []);
  return (
    <Box sx={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center', textAlign: 'center' }}>
      <Box>
        <Typography sx={{ fontSize: { xs: '4rem', md: '6rem' }, fontWeight: 800, lineHeight: 1, color: 'primary.main', letterSpacing: '-0.04em' }}>404</Typography>
        <Typography component="h1" variant="h5" sx={{ mt: 2 }}>
          Page Not Found
        </Typography>
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>The page you are looking for does not exist or has been moved.</Typography>
        <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 4 }}>
          Back to Dashboard
        </Button>
      </Box>
    </Box>
  );
}
