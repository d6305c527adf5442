import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import Box from '@mui/material/Box';
import { AutocompleteInput, CreateButton, DataTable, List, ReferenceInput, SearchInput, SelectInput, TopToolbar, useListContext } from 'react-admin';
import { INITIATIVE_STATUSES, type Initiative } from '../../lib/shared';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { ExportButton } from '../../components/spreadsheets/ExportButton';
import { formatDate, formatMoney, InitiativeStatusPill, OverdueFlag, ProgressBar } from '../../components/initiatives/InitiativeBits';
import { ObjectiveAssignmentInput } from '../../components/initiatives/ObjectiveAssignmentInput';

const STATUS_CHOICES = INITIATIVE_STATUSES.map((status) => ({ id: status, name: status }));

const FILTERS = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name, description" />,
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn helperText={false} />,
  <ReferenceInput key="ownerId" source="ownerId" reference="employees" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
    <AutocompleteInput label="Owner" optionText="name" helperText={false} />
  </ReferenceInput>,
  <ObjectiveAssignmentInput key="objectiveAssignmentId" source="objectiveAssignmentId" label="Objective" alwaysOn />,
];

/** The list's CSV export: the filter and sort on screen, every row (the server's CSV writer). */
function ListActions() {
  const { filterValues, sort } = useListContext();
  return (
    <TopToolbar>
      <ExportButton
        path="/api/spreadsheets/export/initiatives"
        formats={['csv']}
        what="the initiatives"
        params={{ filter: JSON.stringify(filterValues ?? {}), sort: sort ? JSON.stringify([sort.field, sort.order]) : undefined }}
      />
      <CreateButton label="Add Initiative" />
    </TopToolbar>
  );
}

const Column = DataTable.Col<Initiative>;

/** No initiative yet: say what they are for, and offer the same 'Add Initiative' as the toolbar. */
function NoInitiatives() {
  return (
    <EmptyState
      icon={<RocketLaunchOutlined />}
      title="No initiatives yet"
      text="Add the projects that move your objectives, with their owners, dates, budgets and milestones."
      actions={<CreateButton label="Add Initiative" variant="contained" />}
    />
  );
}

/** Initiatives (DESIGN decision 24): server-side search, filters, sort and paging. */
export function InitiativeList() {
  return (
    <>
      <PageHeader title="Initiatives" subtitle="The projects that move your objectives: owners, dates, budgets, milestones and progress." />
      <List
        title={false}
        filters={FILTERS}
        sort={{ field: 'dueDate', order: 'ASC' }}
        actions={<ListActions />}
        empty={<NoInitiatives />}
        // The table scrolls inside its frame on a phone; the page itself never gets wider than the window.
        sx={{ minWidth: 0, '& .RaList-main, & .RaList-content': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto', position: 'relative' }, '& .RaFilterForm-root': { flexWrap: 'wrap' } }}
      >
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Column source="name" label="Name" />
          <Column source="status" label="Status" render={(r) => <InitiativeStatusPill status={r.status} />} />
          <Column source="ownerId" label="Owner" render={(r) => r.ownerName ?? '—'} />
          <Column source="dueDate" label="Due Date" render={(r) => formatDate(r.dueDate)} />
          <Column source="percentComplete" label="Progress" render={(r) => <ProgressBar value={r.percentComplete} label={`${r.name}: ${r.percentComplete}% complete`} />} />
          <Column source="budget" label="Budget" align="right" render={(r) => <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(r.budget)}</Box>} />
          <Column source="spent" label="Spent" align="right" render={(r) => <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(r.spent)}</Box>} />
          <Column source="hasOverdueMilestone" label="Overdue" disableSort render={(r) => (r.hasOverdueMilestone ? <OverdueFlag /> : '')} />
        </DataTable>
      </List>
    </>
  );
}
