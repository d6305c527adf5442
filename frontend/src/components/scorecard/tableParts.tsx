import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';

/** The trend buttons' column header: named for screen readers, empty on screen. */
export function TrendHeaderCell() {
  return (
    <TableCell padding="checkbox">
      {/* px values: in sx a number up to 1 would be a percentage of the page */}
      <Box component="span" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
        Trend
      </Box>
    </TableCell>
  );
}

/** A table's scrolling frame: width 0 with min-width 100 % keeps a wide table from widening the page. */
export const TABLE_SCROLL = { overflowX: 'auto', width: 0, minWidth: '100%' } as const;
