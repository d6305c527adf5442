import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

/** A thin progress line that keeps its place when idle, so the page does not jump. */
export function LoadingBar({ active, label = 'Loading' }: { active: boolean; label?: string }) {
  return (
    <Box sx={{ height: 3, mb: 2, mt: -1.5 }}>
      {active && <LinearProgress aria-label={label} sx={{ height: 3, borderRadius: 1 }} />}
    </Box>
  );
}
