import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { planHref } from './PricingSection';

export function FinalCtaSection() {
  return (
    <Box component="section" aria-label="Get started" sx={{ py: { xs: 9, md: 12 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            position: 'relative',
            overflow: 'hidden',
            borderRadius: 6,
            px: { xs: 3, md: 8 },
            py: { xs: 7, md: 9 },
            textAlign: 'center',
            color: '#fff',
            background: 'linear-gradient(135deg, #4338ca 0%, #4f46e5 45%, #0284c7 100%)',
            boxShadow: '0 30px 80px rgba(67, 56, 202, 0.35)',
          }}
        >
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              inset: 0,
              background:
                'radial-gradient(600px 300px at 10% 0%, rgba(255,255,255,0.18), transparent), radial-gradient(500px 300px at 100% 100%, rgba(14,165,233,0.45), transparent)',
            }}
          />
          <Box sx={{ position: 'relative' }}>
            <Typography component="h2" variant="h3" sx={{ fontSize: { xs: '1.9rem', md: '2.7rem' }, color: '#fff' }}>
              Ready to put your strategy to work?
            </Typography>
            <Typography sx={{ mt: 2, mx: 'auto', maxWidth: 620, fontSize: { xs: '1rem', md: '1.15rem' }, color: 'rgba(255,255,255,0.85)', lineHeight: 1.65 }}>
              Join 500+ organizations that align every team around the goals that matter. Start your 14-day free
              trial today — no credit card required.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4.5, justifyContent: 'center' }}>
              <Button
                href={planHref('professional')}
                size="large"
                variant="contained"
                endIcon={<ArrowForward />}
                sx={{ bgcolor: '#fff', color: '#3730a3', '&:hover': { bgcolor: 'rgba(255,255,255,0.9)' } }}
              >
                Start Your Free Trial
              </Button>
              <Button size="large" variant="outlined" sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.5)', '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.08)' } }}>
                Schedule a Demo
              </Button>
            </Stack>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
