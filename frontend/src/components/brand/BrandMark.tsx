import { useId } from 'react';
import Box from '@mui/material/Box';

/** The product's logo mark: three rising bars on a gradient tile. */
export function BrandMark({ size = 32 }: { size?: number }) {
  // One gradient id per mark: with a shared id, a mark inside a hidden drawer (display: none)
  // would own the gradient and every other mark would lose its tile.
  const gradientId = `brand-mark-gradient-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4f46e5" />
          <stop offset="1" stopColor="#0ea5e9" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <rect x="7" y="17" width="4" height="8" rx="1.5" fill="#fff" />
      <rect x="14" y="12" width="4" height="13" rx="1.5" fill="#fff" />
      <rect x="21" y="7" width="4" height="18" rx="1.5" fill="#fff" />
    </Box>
  );
}
