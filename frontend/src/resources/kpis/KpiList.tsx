import Typography from '@mui/material/Typography';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import { DataTable } from 'react-admin';
import { useOrganizationLabels } from '../../lib/organization/useOrganizationLabels';
import { FREQUENCY_DISPLAY_NAMES, KPI_TYPE_DISPLAY_NAMES, POLARITY_DISPLAY_NAMES, type Frequency, type Kpi } from '../../lib/shared';
import { DescriptionText } from '../library/DescriptionText';
import { LibraryList, type LibraryTabProps } from '../library/LibraryList';
import { TintedPill } from '../../components/TintedPill';
import { objectiveStatusTone } from '../../components/pillTones';
import { CalculatedBadge } from '../../components/CalculatedBadge';

/** KPI Name, Description, Unit, Frequency, Polarity, Type and Status (always 'Template'). */
export function KpiList({ label, ...props }: LibraryTabProps) {
  const { terms } = useOrganizationLabels();
  return (
    <LibraryList kind="kpis" label={label ?? terms.kpis} emptyIcon={<SpeedOutlined />} {...props}>
      <DataTable.Col
        source="name"
        label="KPI Name"
        render={(row: Kpi) => (
          <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 140 }}>
            {row.name}
            <CalculatedBadge show={Boolean(row.formula)} />
          </Typography>
        )}
      />
      <DataTable.Col source="description" label="Description" render={(row: Kpi) => <DescriptionText text={row.description} maxWidth={320} />} />
      <DataTable.Col source="unit" label="Unit" render={(row: Kpi) => <Typography variant="body2">{row.unit?.trim() || 'N/A'}</Typography>} />
      <DataTable.Col
        source="frequency"
        label="Frequency"
        render={(row: Kpi) => <Typography variant="body2">{FREQUENCY_DISPLAY_NAMES[row.frequency as Frequency] ?? row.frequency}</Typography>}
      />
      <DataTable.Col
        source="polarity"
        label="Polarity"
        render={(row: Kpi) => (
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap', color: row.polarity === 'negative' ? 'warning.main' : 'success.main', fontWeight: 600 }}>
            {row.polarity === 'negative' ? POLARITY_DISPLAY_NAMES.negative : POLARITY_DISPLAY_NAMES.positive}
          </Typography>
        )}
      />
      <DataTable.Col
        source="isCumulative"
        label="Type"
        render={(row: Kpi) => (
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            {row.isCumulative ? KPI_TYPE_DISPLAY_NAMES.cumulative : KPI_TYPE_DISPLAY_NAMES.periodBased}
          </Typography>
        )}
      />
      <DataTable.Col source="status" label="Status" disableSort render={() => <TintedPill tone={objectiveStatusTone('Template')} label="Template" />} />
    </LibraryList>
  );
}
