import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';

/** Placeholder cards while the first page of requests loads. */
export function RequestsSkeleton({ count = 4 }: { count?: number }) {
  return (
    <Box role="progressbar" aria-label="Loading requests" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} sx={{ p: 2.5, borderRadius: 3 }}>
          <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
            <Skeleton variant="rounded" width={110} height={22} />
            <Skeleton variant="rounded" width={80} height={22} />
            <Skeleton variant="rounded" width={100} height={22} />
          </Box>
          <Skeleton width="45%" height={28} />
          <Skeleton width="85%" />
          <Skeleton width="35%" />
        </Card>
      ))}
    </Box>
  );
}
