import TableCell from '@mui/material/TableCell';
import { VisuallyHidden } from '../VisuallyHidden';

/** The trend buttons' column header: named for screen readers, empty on screen. */
export function TrendHeaderCell() {
  return (
    <TableCell padding="checkbox">
      <VisuallyHidden>Trend</VisuallyHidden>
    </TableCell>
  );
}

/**
 * A table's scrolling frame: width 0 with min-width 100 % keeps a wide table from widening the page,
 * and position relative makes it clip the absolutely placed visually hidden words of its cells too.
 */
export const TABLE_SCROLL = { position: 'relative', overflowX: 'auto', width: 0, minWidth: '100%' } as const;
