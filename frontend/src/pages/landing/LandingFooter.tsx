import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BrandLogo } from '../../components/brand/BrandLogo';

export function LandingFooter() {
  return (
    <Box component="footer" sx={{ py: 5, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', md: 'center' } }}>
          <BrandLogo size={28} subtitle="KPIs platform for performance management" />
          <Stack direction="row" spacing={3} component="nav" aria-label="Footer">
            <Link href="#features" underline="hover" color="text.secondary" variant="body2">
              Features
            </Link>
            <Link href="#testimonials" underline="hover" color="text.secondary" variant="body2">
              Customers
            </Link>
            <Link href="#pricing" underline="hover" color="text.secondary" variant="body2">
              Pricing
            </Link>
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            © {new Date().getFullYear()} Scorecard. All rights reserved.
          </Typography>
        </Stack>
      </Container>
    </Box>
  );
}
