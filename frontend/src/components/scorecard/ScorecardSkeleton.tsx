import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** Placeholder cards while a scorecard loads, in the shape of what comes. */
export function ScorecardSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Box role="progressbar" aria-label="Loading scorecard" sx={{ display: 'grid', gap: 2 }}>
      {Array.from({ length: rows }, (_, i) => (
        <Box key={i}>
          <Skeleton width={180} height={32} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
            <Skeleton variant="rounded" height={140} />
            <Skeleton variant="rounded" height={140} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
