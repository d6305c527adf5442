import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { VISUALLY_HIDDEN } from '../theme/visuallyHidden';

/** Words for screen readers only: a column header with nothing to show, an 'Unread: ' before a title. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={VISUALLY_HIDDEN}>
      {children}
    </Box>
  );
}
