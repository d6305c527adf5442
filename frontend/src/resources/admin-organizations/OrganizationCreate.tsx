import { Create, SelectInput, SimpleForm, TextInput, useRedirect, SaveButton, Toolbar } from 'react-admin';
import { ADMIN_MESSAGES } from '@scorecard/contracts';
import { toast } from '../../app/toast/toastStore';
import { PageHeader } from '../../components/PageHeader';
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
  const redirect = useRedirect();
  return (
    <>
      <PageHeader title="Create Organization" />
      <Create
        resource="admin/organizations"
        title="Create Organization"
        transform={(data: Record<string, unknown>) => ({ ...data, domain: data.domain || null })}
        mutationOptions={{
          onSuccess: () => {
            toast({ title: ADMIN_MESSAGES.organizationCreated, variant: 'success' });
            redirect('/admin?tab=organizations');
          },
          onError: (error: unknown) => toast({ title: ADMIN_MESSAGES.createOrganizationFailed, description: messageOf(error), variant: 'destructive' }),
        }}
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

export function messageOf(error: unknown): string | undefined {
  const body = (error as { body?: { message?: unknown } })?.body;
  return typeof body?.message === 'string' ? body.message : undefined;
}
