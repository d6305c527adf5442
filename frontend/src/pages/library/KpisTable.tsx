import Typography from '@mui/material/Typography';
import { FREQUENCY_DISPLAY_NAMES, KPI_TYPE_DISPLAY_NAMES, POLARITY_DISPLAY_NAMES, type Frequency, type Kpi } from '../../app/shared';
import { LibraryTable, type LibraryColumn, type LibraryTableProps } from './LibraryTable';
import { StatusBadge } from './StatusBadge';

export type KpisTableProps = Omit<LibraryTableProps<Kpi>, 'columns'>;

/** KPI Name, Description, Unit, Frequency, Polarity, Type and Status (always 'Template'). */
export function KpisTable(props: KpisTableProps) {
  const columns: LibraryColumn<Kpi>[] = [
    {
      key: 'name',
      label: 'KPI Name',
      render: (row) => (
        <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 140 }}>
          {row.name}
        </Typography>
      ),
    },
    {
      key: 'description',
      label: 'Description',
      render: (row) =>
        row.description?.trim() ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 320 }}>
            {row.description}
          </Typography>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.disabled', fontStyle: 'italic' }}>
            No description
          </Typography>
        ),
    },
    { key: 'unit', label: 'Unit', render: (row) => <Typography variant="body2">{row.unit?.trim() || 'N/A'}</Typography> },
    {
      key: 'frequency',
      label: 'Frequency',
      render: (row) => <Typography variant="body2">{FREQUENCY_DISPLAY_NAMES[row.frequency as Frequency] ?? row.frequency}</Typography>,
    },
    {
      key: 'polarity',
      label: 'Polarity',
      render: (row) => (
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap', color: row.polarity === 'negative' ? 'warning.main' : 'success.main', fontWeight: 600 }}>
          {row.polarity === 'negative' ? POLARITY_DISPLAY_NAMES.negative : POLARITY_DISPLAY_NAMES.positive}
        </Typography>
      ),
    },
    {
      key: 'type',
      label: 'Type',
      render: (row) => (
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {row.isCumulative ? KPI_TYPE_DISPLAY_NAMES.cumulative : KPI_TYPE_DISPLAY_NAMES.periodBased}
        </Typography>
      ),
    },
    { key: 'status', label: 'Status', render: () => <StatusBadge status="Template" /> },
  ];
  return <LibraryTable columns={columns} {...props} />;
}
