import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** Sample marketing content: fictional customer wordmarks. */
const COMPANIES = [
  { name: 'Northwind', sx: { fontWeight: 800, letterSpacing: '-0.02em' } },
  { name: 'GLOBEX', sx: { fontWeight: 700, letterSpacing: '0.18em' } },
  { name: 'Initech', sx: { fontWeight: 600, fontStyle: 'italic' } },
  { name: 'Meridian Health', sx: { fontWeight: 500, fontFamily: 'Georgia, serif' } },
  { name: 'Stark Logistics', sx: { fontWeight: 800, letterSpacing: '0.02em' } },
  { name: 'acme energy', sx: { fontWeight: 700, letterSpacing: '-0.04em' } },
];

export function TrustedBySection() {
  return (
    <Box component="section" aria-label="Trusted by" sx={{ py: { xs: 5, md: 6 }, borderTop: 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary', fontWeight: 600, mb: 3.5 }}>
          Trusted by strategy and performance teams at leading organizations
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            alignItems: 'center',
            columnGap: { xs: 4, md: 7 },
            rowGap: 2.5,
          }}
        >
          {COMPANIES.map((company) => (
            <Typography
              key={company.name}
              component="span"
              sx={{ fontSize: { xs: '1.1rem', md: '1.35rem' }, color: 'text.secondary', whiteSpace: 'nowrap', ...company.sx }}
            >
              {company.name}
            </Typography>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
