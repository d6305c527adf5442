import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { OBJECTIVE_ID_DISPLAY_LENGTH, type BscPerspective, type Objective, type Theme } from '../../app/shared';
import { LibraryTable, type LibraryColumn, type LibraryTableProps } from './LibraryTable';
import { PerspectiveBadge } from './PerspectiveBadge';
import { StatusBadge } from './StatusBadge';

export interface ObjectivesTableProps extends Omit<LibraryTableProps<Objective>, 'columns'> {
  ownerNames: ReadonlyMap<string, string>;
  themesById: ReadonlyMap<string, Theme>;
  perspectiveLabel: (perspective: BscPerspective) => string;
}

/** Objective ID (first 8 characters), Name (with its theme), BSC Perspective, Owner, Status. */
export function ObjectivesTable({ ownerNames, themesById, perspectiveLabel, ...props }: ObjectivesTableProps) {
  const columns: LibraryColumn<Objective>[] = [
    {
      key: 'id',
      label: 'Objective ID',
      width: 130,
      render: (row) => (
        <Typography component="code" title={row.id} sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.8rem', color: 'text.secondary' }}>
          {row.id.slice(0, OBJECTIVE_ID_DISPLAY_LENGTH)}
        </Typography>
      ),
    },
    {
      key: 'name',
      label: 'Name',
      render: (row) => {
        const theme = row.themeId ? themesById.get(row.themeId) : undefined;
        return (
          <Box sx={{ minWidth: 180 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {row.name}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.25 }}>
              <Box aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: theme ? theme.color : 'action.disabled' }} />
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {theme ? theme.name : 'No theme'}
              </Typography>
            </Box>
          </Box>
        );
      },
    },
    {
      key: 'perspective',
      label: 'BSC Perspective',
      render: (row) => <PerspectiveBadge perspective={row.bscPerspective} label={perspectiveLabel(row.bscPerspective)} />,
    },
    {
      key: 'owner',
      label: 'Owner',
      render: (row) => (
        <Typography variant="body2">{(row.ownerId && ownerNames.get(row.ownerId)) || 'Unknown'}</Typography>
      ),
    },
    { key: 'status', label: 'Status', render: (row) => <StatusBadge status={row.status} /> },
  ];
  return <LibraryTable columns={columns} {...props} />;
}
