import { useCallback, useState } from 'react';
import {
  AutocompleteInput,
  BulkActionsToolbar,
  BulkDeleteButton,
  CreateButton,
  DataTable,
  DateField,
  EmailField,
  List,
  ReferenceInput,
  SelectInput,
  TextInput,
  TopToolbar,
  useListContext,
} from 'react-admin';
import Chip from '@mui/material/Chip';
import { ADMIN_USER_DISPLAY_STATUSES, USER_ROLE_DISPLAY_NAMES, type AdminOrganization, type AdminUser } from '@scorecard/contracts';
import { SelectPageCheckbox, SelectRowCheckbox } from '../../components/RowSelection';
import { ROLE_CHOICES } from './userChoices';
import { UserRowActions } from './UserRowActions';
import { UserStatusChip } from './UserStatusChip';
import { UserViewDialog } from './UserViewDialog';

// Defined once: an inline optionText makes AutocompleteInput reset its text on every render.
const organizationName = (organization: AdminOrganization) => organization.name;
const searchByName = (q: string) => ({ q });
const BY_NAME = { field: 'name', order: 'ASC' } as const;

const filters = [
  <TextInput key="q" source="q" label="Search users" alwaysOn placeholder="Name, email or organization" />,
  <SelectInput key="role" source="role" label="Role" alwaysOn emptyText="All roles" choices={ROLE_CHOICES} />,
  <SelectInput key="status" source="displayStatus" label="Status" alwaysOn emptyText="All statuses" choices={ADMIN_USER_DISPLAY_STATUSES.map((id) => ({ id, name: id }))} />,
  <ReferenceInput key="org" source="organizationId" reference="admin/organizations" sort={BY_NAME} alwaysOn>
    <AutocompleteInput label="Organization" optionText={organizationName} filterToQuery={searchByName} sx={{ minWidth: 220 }} />
  </ReferenceInput>,
];

/** The person's name, or their e-mail address while they have none. */
export const userName = (user: AdminUser) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

/** Every user with their organization and display status (GET /api/admin/users), paged by the server. */
export function UserList({ embedded = false }: { embedded?: boolean }) {
  const [viewing, setViewing] = useState<string | null>(null);
  const closeView = useCallback(() => setViewing(null), []);
  return (
    <>
      <List
        resource="admin/users"
        title={embedded ? false : 'Users'}
        filters={filters}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={10}
        disableSyncWithLocation={embedded}
        storeKey={embedded ? 'admin-panel.users' : undefined}
        actions={<TopToolbar><CreateButton label="Create User" /></TopToolbar>}
        empty={false}
      >
        <UserTable onView={setViewing} />
      </List>
      <UserViewDialog userId={viewing} onClose={closeView} />
    </>
  );
}

function UserTable({ onView }: { onView: (id: string) => void }) {
  const { data = [] } = useListContext<AdminUser>();
  return (
    <>
      <BulkActionsToolbar>
        <BulkDeleteButton mutationMode="pessimistic" />
      </BulkActionsToolbar>
      {/* The row checkboxes are ours (RowSelection): named after the person, for screen readers and axe. */}
      <DataTable rowClick="edit" bulkActionButtons={false} aria-label="Users">
        <DataTable.Col source="selection" label={<SelectPageCheckbox ids={data.map((row) => row.id)} />} disableSort cellSx={() => ({ width: 48, py: 0 })}>
          <SelectRowCheckbox<AdminUser> name={userName} />
        </DataTable.Col>
        <DataTable.Col source="lastName" label="Name" render={(r: AdminUser) => [r.firstName, r.lastName].filter(Boolean).join(' ') || '—'} />
        <DataTable.Col source="email" label="Email">
          <EmailField source="email" onClick={(e) => e.stopPropagation()} />
        </DataTable.Col>
        <DataTable.Col source="role" label="Role" render={(r: AdminUser) => <Chip size="small" label={USER_ROLE_DISPLAY_NAMES[r.role]} color={r.role === 'super_admin' ? 'secondary' : 'default'} />} />
        <DataTable.Col source="organizationName" label="Organization" render={(r: AdminUser) => r.organizationName ?? '—'} />
        <DataTable.Col source="displayStatus" label="Status" render={(r: AdminUser) => <UserStatusChip status={r.displayStatus} />} />
        <DataTable.Col source="lastLoginAt" label="Last sign-in">
          <DateField source="lastLoginAt" emptyText="Never" />
        </DataTable.Col>
        <DataTable.Col source="actions" label="Actions" disableSort align="right">
          <UserRowActions onView={onView} />
        </DataTable.Col>
      </DataTable>
    </>
  );
}
