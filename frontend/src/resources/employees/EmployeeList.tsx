import { CreateButton, DataTable, List, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { EMPLOYEE_STATUSES } from '@scorecard/contracts';
import { PageHeader } from '../../components/PageHeader';
import { displayName } from './EmployeeForm';

const FILTERS = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name, email, department" />,
  <SelectInput key="status" source="status" label="Status" choices={EMPLOYEE_STATUSES.map((status) => ({ id: status, name: displayName(status) }))} alwaysOn />,
];

/** The organization's employees: server-side search (name, email, department, position), sort and paging. */
export function EmployeeList() {
  return (
    <>
      <PageHeader title="Employees" subtitle="The people of your organization: objective owners, requesters and supervisors." />
      <List
        title={false}
        filters={FILTERS}
        sort={{ field: 'name', order: 'ASC' }}
        actions={
          <TopToolbar>
            <CreateButton label="Add Employee" />
          </TopToolbar>
        }
      >
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="name" label="Name" />
          <DataTable.Col source="email" label="Email" />
          <DataTable.Col source="department" label="Department" />
          <DataTable.Col source="position" label="Position" />
          <DataTable.Col source="role" label="Role" />
          <DataTable.Col source="status" label="Status" render={(row: { status: string }) => displayName(row.status)} />
          <DataTable.Col source="supervisorName" label="Supervisor" disableSort />
        </DataTable>
      </List>
    </>
  );
}
