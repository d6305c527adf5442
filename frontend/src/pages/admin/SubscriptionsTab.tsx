import { Datagrid, DateField, FunctionField, List, NumberField, SelectInput, TextField, TextInput } from 'react-admin';
import Chip from '@mui/material/Chip';
import { SUBSCRIPTION_STATUSES, type AdminSubscription } from '@scorecard/contracts';
import { formatMoney, PLAN_LABELS } from '../../components/admin/adminApi';

const STATUS_LABELS: Record<string, string> = { active: 'Active', past_due: 'Past due', cancelled: 'Cancelled', incomplete: 'Incomplete' };

const filters = [
  <TextInput key="q" source="q" label="Search subscriptions" alwaysOn placeholder="Organization name" />,
  <SelectInput key="plan" source="plan" label="Plan" alwaysOn emptyText="All plans" choices={Object.entries(PLAN_LABELS).map(([id, name]) => ({ id, name }))} />,
  <SelectInput key="status" source="status" label="Status" alwaysOn emptyText="All statuses" choices={SUBSCRIPTION_STATUSES.map((id) => ({ id, name: STATUS_LABELS[id] }))} />,
];

/** GET /api/admin/subscriptions: revenue is derived by the server from plan and seats. */
export function SubscriptionsTab() {
  return (
    <List resource="admin/subscriptions" title={false} filters={filters} sort={{ field: 'organizationName', order: 'ASC' }} perPage={10} disableSyncWithLocation storeKey="admin-panel.subscriptions" actions={false} empty={false}>
      <Datagrid bulkActionButtons={false} rowClick={false} aria-label="Subscriptions">
        <TextField source="organizationName" label="Organization" />
        <FunctionField<AdminSubscription> source="plan" label="Plan" render={(r) => <Chip size="small" label={PLAN_LABELS[r.plan]} />} />
        <FunctionField<AdminSubscription> source="status" label="Status" render={(r) => STATUS_LABELS[r.status] ?? r.status} />
        <DateField source="currentPeriodStart" label="Period start" emptyText="—" />
        <DateField source="currentPeriodEnd" label="Period end" emptyText="—" />
        <NumberField source="seats" label="Seats" />
        <FunctionField<AdminSubscription> label="Monthly revenue" textAlign="right" sortable={false} render={(r) => formatMoney(r.monthlyRevenue)} />
      </Datagrid>
    </List>
  );
}
