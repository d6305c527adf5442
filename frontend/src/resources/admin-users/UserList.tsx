import { useCallback, useState } from 'react';
import { BulkDeleteButton, CreateButton, Datagrid, DateField, EmailField, FunctionField, List, ReferenceInput, AutocompleteInput, SelectInput, TextField, TopToolbar, TextInput } from 'react-admin';
import Chip from '@mui/material/Chip';
import { ADMIN_USER_DISPLAY_STATUSES, USER_ROLE_DISPLAY_NAMES, type AdminOrganization, type AdminUser } from '@scorecard/contracts';
import { ROLE_CHOICES } from './userChoices';
import { UserRowActions } from './UserRowActions';
import { UserStatusChip } from './UserStatusChip';
import { UserViewDialog } from './UserViewDialog';

const filters = [
  <TextInput key="q" source="q" label="Search users" alwaysOn placeholder="Name, email or organization" />,
  <SelectInput key="role" source="role" label="Role" alwaysOn emptyText="All roles" choices={ROLE_CHOICES} />,
  <SelectInput key="status" source="displayStatus" label="Status" alwaysOn emptyText="All statuses" choices={ADMIN_USER_DISPLAY_STATUSES.map((id) => ({ id, name: id }))} />,
  <ReferenceInput key="org" source="organizationId" reference="admin/organizations" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
    <AutocompleteInput label="Organization" optionText={(r: AdminOrganization) => r.name} filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 220 }} />
  </ReferenceInput>,
];

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
        <Datagrid rowClick="edit" bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />} aria-label="Users">
          <FunctionField<AdminUser> label="Name" sortBy="lastName" render={(r) => [r.firstName, r.lastName].filter(Boolean).join(' ') || '—'} />
          <EmailField source="email" onClick={(e) => e.stopPropagation()} />
          <FunctionField<AdminUser> source="role" label="Role" render={(r) => <Chip size="small" label={USER_ROLE_DISPLAY_NAMES[r.role]} color={r.role === 'super_admin' ? 'secondary' : 'default'} />} />
          <TextField source="organizationName" label="Organization" emptyText="—" />
          <FunctionField<AdminUser> source="displayStatus" label="Status" render={(r) => <UserStatusChip status={r.displayStatus} />} />
          <DateField source="lastLoginAt" label="Last sign-in" emptyText="Never" />
          <FunctionField label="Actions" textAlign="right" render={() => <UserRowActions onView={setViewing} />} />
        </Datagrid>
      </List>
      <UserViewDialog userId={viewing} onClose={closeView} />
    </>
  );
}
