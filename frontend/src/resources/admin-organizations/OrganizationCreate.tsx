import { Create, SelectInput, SimpleForm, TextInput, SaveButton, Toolbar } from 'react-admin';
import { ADMIN_MESSAGES } from '@scorecard/contracts';
import { PageHeader } from '../../components/PageHeader';
import { useAdminSave } from '../../components/admin/useAdminSave';
import { organizationDomain, organizationName } from './organizationValidation';

// The creation form offers basic, pro and enterprise (platform.md section 9); the server stores pro as professional.
const PLAN_CHOICES = [
  { id: 'basic', name: 'Basic' },
  { id: 'pro', name: 'Pro' },
  { id: 'enterprise', name: 'Enterprise' },
];
const STATUS_CHOICES = [
  { id: 'active', name: 'Active' },
  { id: 'suspended', name: 'Suspended' },
];

/** POST /api/admin/organizations: name, plan and status (the server adds its CEO function, settings and subscription). */
export function OrganizationCreate() {
  const save = useAdminSave(ADMIN_MESSAGES.organizationCreated, ADMIN_MESSAGES.createOrganizationFailed, 'organizations');
  return (
    <>
      <PageHeader title="Create Organization" />
      <Create
        resource="admin/organizations"
        title="Create Organization"
        transform={(data: Record<string, unknown>) => ({ ...data, domain: data.domain || null })}
        mutationOptions={save}
      >
        <SimpleForm toolbar={<Toolbar><SaveButton /></Toolbar>} defaultValues={{ subscriptionTier: 'basic', status: 'active' }} sx={{ maxWidth: 520 }}>
          <TextInput source="name" label="Organization name" validate={organizationName} fullWidth autoFocus />
          <TextInput source="domain" label="Domain (optional)" validate={organizationDomain} fullWidth />
          <SelectInput source="subscriptionTier" label="Plan" choices={PLAN_CHOICES} fullWidth />
          <SelectInput source="status" label="Status" choices={STATUS_CHOICES} fullWidth />
        </SimpleForm>
      </Create>
    </>
  );
}

