import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { BrandMark } from './brand/BrandMark';

export function FullPageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', gap: 3, alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default' }}
    >
      <BrandMark size={44} />
      <CircularProgress size={26} />
    </Box>
  );
}
