import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';

export interface LibraryColumn<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  width?: number | string;
}

export interface LibraryTableProps<T extends { id: string; name: string }> {
  label: string;
  rows: T[];
  columns: LibraryColumn<T>[];
  loading: boolean;
  /** Multi-select mode: a checkbox column with select-all. */
  selectable: boolean;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (checked: boolean) => void;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
}

/** The Library's tables: the given columns, then edit and delete actions; optional selection column. */
export function LibraryTable<T extends { id: string; name: string }>({
  label,
  rows,
  columns,
  loading,
  selectable,
  selected,
  onToggle,
  onToggleAll,
  onEdit,
  onDelete,
  empty,
}: LibraryTableProps<T>) {
  const selectedCount = rows.filter((row) => selected.has(row.id)).length;
  const allSelected = rows.length > 0 && selectedCount === rows.length;
  const span = columns.length + 1 + (selectable ? 1 : 0);

  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table aria-label={label} aria-busy={loading || undefined} sx={{ minWidth: 720, '& td, & th': { borderBottomColor: 'divider' } }}>
        <TableHead>
          <TableRow sx={{ '& th': { color: 'text.secondary', fontWeight: 600, fontSize: '0.78rem', textTransform: 'uppercase', letterSpacing: '0.04em', whiteSpace: 'nowrap', bgcolor: 'action.hover' } }}>
            {selectable && (
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  checked={allSelected}
                  indeterminate={selectedCount > 0 && !allSelected}
                  disabled={rows.length === 0}
                  onChange={(event) => onToggleAll(event.target.checked)}
                  slotProps={{ input: { 'aria-label': 'Select all' } }}
                />
              </TableCell>
            )}
            {columns.map((column) => (
              <TableCell key={column.key} sx={{ width: column.width }}>
                {column.label}
              </TableCell>
            ))}
            <TableCell align="right" sx={{ width: 110 }}>
              Actions
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {loading ? (
            [0, 1, 2, 3].map((key) => (
              <TableRow key={key}>
                {Array.from({ length: span }, (_, index) => (
                  <TableCell key={index}>
                    <Skeleton width={index === 0 ? '70%' : '55%'} />
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={span} sx={{ borderBottom: 0 }}>
                {empty}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => {
              const isSelected = selected.has(row.id);
              return (
                <TableRow key={row.id} hover selected={selectable && isSelected}>
                  {selectable && (
                    <TableCell padding="checkbox">
                      <Checkbox size="small" checked={isSelected} onChange={() => onToggle(row.id)} slotProps={{ input: { 'aria-label': `Select ${row.name}` } }} />
                    </TableCell>
                  )}
                  {columns.map((column) => (
                    <TableCell key={column.key}>{column.render(row)}</TableCell>
                  ))}
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Box sx={{ display: 'inline-flex', gap: 0.5 }}>
                      <Tooltip title="Edit">
                        <IconButton size="small" aria-label={`Edit ${row.name}`} onClick={() => onEdit(row)}>
                          <EditOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Delete">
                        <IconButton size="small" aria-label={`Delete ${row.name}`} onClick={() => onDelete(row)} sx={{ '&:hover': { color: 'error.main' } }}>
                          <DeleteOutline fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </Box>
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
