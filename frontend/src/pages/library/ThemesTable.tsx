import Typography from '@mui/material/Typography';
import type { Theme } from '../../app/shared';
import { ColorSwatch } from './ColorSwatch';
import { LibraryTable, type LibraryColumn, type LibraryTableProps } from './LibraryTable';

export type ThemesTableProps = Omit<LibraryTableProps<Theme>, 'columns'>;

/** Name, Description, Color (swatch and hex). */
export function ThemesTable(props: ThemesTableProps) {
  const columns: LibraryColumn<Theme>[] = [
    {
      key: 'name',
      label: 'Name',
      render: (row) => (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {row.name}
        </Typography>
      ),
    },
    {
      key: 'description',
      label: 'Description',
      render: (row) =>
        row.description?.trim() ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {row.description}
          </Typography>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.disabled', fontStyle: 'italic' }}>
            No description
          </Typography>
        ),
    },
    { key: 'color', label: 'Color', width: 160, render: (row) => <ColorSwatch color={row.color} /> },
  ];
  return <LibraryTable columns={columns} {...props} />;
}
