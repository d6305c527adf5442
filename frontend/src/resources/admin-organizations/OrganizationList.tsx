import {
  CreateButton,
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
} from 'react-admin';
import Chip from '@mui/material/Chip';
import type { AdminOrganization } from '@scorecard/contracts';
import { PLAN_LABELS } from '../../components/admin/adminApi';
import { OrganizationRowActions } from './OrganizationRowActions';
import { OrganizationStatusChip } from './OrganizationStatusChip';

const filters = [
  <TextInput key="q" source="q" label="Search organizations" alwaysOn placeholder="Name or domain" />,
  <SelectInput key="status" source="status" label="Status" alwaysOn emptyText="All statuses" choices={[{ id: 'active', name: 'Active' }, { id: 'suspended', name: 'Suspended' }, { id: 'cancelled', name: 'Cancelled' }]} />,
  <SelectInput key="plan" source="subscriptionTier" label="Plan" alwaysOn emptyText="All plans" choices={Object.entries(PLAN_LABELS).map(([id, name]) => ({ id, name }))} />,
];

/** Every organization, paged, sorted and filtered by the server (GET /api/admin/organizations). */
export function OrganizationList({ embedded = false }: { embedded?: boolean }) {
  return (
    <List
      resource="admin/organizations"
      title={embedded ? false : 'Organizations'}
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      disableSyncWithLocation={embedded}
      storeKey={embedded ? 'admin-panel.organizations' : undefined}
      actions={<TopToolbar><CreateButton label="Create Organization" /></TopToolbar>}
      empty={false}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false} aria-label="Organizations">
        <TextField source="name" />
        <TextField source="domain" emptyText="—" />
        <FunctionField<AdminOrganization> source="subscriptionTier" label="Plan" render={(r) => <Chip size="small" label={PLAN_LABELS[r.subscriptionTier]} />} />
        <NumberField source="userCount" label="Users" />
        <FunctionField<AdminOrganization> source="status" label="Status" render={(r) => <OrganizationStatusChip status={r.status} />} />
        <DateField source="createdAt" label="Created" />
        <FunctionField label="Actions" textAlign="right" render={() => <OrganizationRowActions />} />
      </Datagrid>
    </List>
  );
}
