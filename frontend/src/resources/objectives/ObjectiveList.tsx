import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import { DataTable, useGetManyAggregate, useListContext, useRecordContext } from 'react-admin';
import { useOrganizationLabels } from '../../lib/organization/useOrganizationLabels';
import { BSC_PERSPECTIVES, OBJECTIVE_ID_DISPLAY_LENGTH, type Objective, type Theme } from '../../lib/shared';
import { LibraryList, type LibraryTabProps } from '../library/LibraryList';
import { TintedPill } from '../../components/TintedPill';
import { objectiveStatusLabel, objectiveStatusTone, perspectiveTone } from '../../components/pillTones';

const ALL_PERSPECTIVES = 'all';
const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.8rem' } as const;

/**
 * Objective ID (first 8 characters), Name (with its theme), BSC Perspective, Owner, Status. The
 * owner's name comes with the objective (ownerName), so no employee list is read.
 */
export function ObjectiveList({ label, ...props }: LibraryTabProps) {
  const { perspective, terms } = useOrganizationLabels();
  return (
    <LibraryList kind="objectives" label={label ?? terms.objectives} filters={<PerspectiveFilter />} emptyIcon={<FlagOutlined />} {...props}>
      <DataTable.Col
        source="id"
        label="Objective ID"
        cellSx={() => ({ width: 130 })}
        render={(row: Objective) => (
          <Typography component="code" title={row.id} sx={{ ...mono, color: 'text.secondary' }}>
            {row.id.slice(0, OBJECTIVE_ID_DISPLAY_LENGTH)}
          </Typography>
        )}
      />
      <DataTable.Col source="name" label="Name">
        <ObjectiveName />
      </DataTable.Col>
      <DataTable.Col
        source="bscPerspective"
        label="BSC Perspective"
        render={(row: Objective) => <TintedPill tone={perspectiveTone(row.bscPerspective)} label={perspective(row.bscPerspective)} dot />}
      />
      <DataTable.Col source="ownerName" label="Owner" disableSort render={(row: Objective) => <Typography variant="body2">{row.ownerName || 'Unknown'}</Typography>} />
      <DataTable.Col source="status" label="Status" render={(row: Objective) => <TintedPill tone={objectiveStatusTone(row.status)} label={objectiveStatusLabel(row.status)} />} />
    </LibraryList>
  );
}

/** The name and, below it, the theme: one getMany for the themes of the whole page. */
function ObjectiveName() {
  const record = useRecordContext<Objective>();
  const { data } = useGetManyAggregate<Theme>('themes', { ids: record?.themeId ? [record.themeId] : [] }, { enabled: Boolean(record?.themeId) });
  if (!record) return null;
  const theme = record.themeId ? data?.find((candidate) => candidate.id === record.themeId) : undefined;
  return (
    <Box sx={{ minWidth: 180 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {record.name}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.25 }}>
        <Box aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: theme ? theme.color : 'action.disabled' }} />
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {theme ? theme.name : record.themeId ? '' : 'No theme'}
        </Typography>
      </Box>
    </Box>
  );
}

/** The Objectives tab's perspective filter (server-side, filter.bscPerspective). */
function PerspectiveFilter() {
  const { perspective } = useOrganizationLabels();
  const { filterValues, setFilters } = useListContext();
  const value = typeof filterValues.bscPerspective === 'string' ? filterValues.bscPerspective : ALL_PERSPECTIVES;
  const change = (next: string) => {
    const { bscPerspective: _previous, ...rest } = filterValues;
    setFilters(next === ALL_PERSPECTIVES ? rest : { ...rest, bscPerspective: next }, undefined, false);
  };
  return (
    <TextField select size="small" label="Perspective" value={value} onChange={(event) => change(event.target.value)} sx={{ minWidth: 200 }}>
      <MenuItem value={ALL_PERSPECTIVES}>All Perspectives</MenuItem>
      {BSC_PERSPECTIVES.map((key) => (
        <MenuItem key={key} value={key}>
          {perspective(key)}
        </MenuItem>
      ))}
    </TextField>
  );
}
