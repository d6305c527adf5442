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

/** A table's scrolling frame: width 0 with min-width 100 % keeps a wide table from widening the page. */
export const TABLE_SCROLL = { overflowX: 'auto', width: 0, minWidth: '100%' } as const;
