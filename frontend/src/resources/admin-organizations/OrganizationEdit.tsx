import { Edit, SimpleForm, TextInput, useRedirect, SaveButton, Toolbar } from 'react-admin';
import { toast } from '../../app/toast/toastStore';
import { PageHeader } from '../../components/PageHeader';
import { messageOf } from './OrganizationCreate';
import { organizationDomain, organizationName } from './organizationValidation';

/** Name and domain; status and plan change from the list's actions. */
export function OrganizationEdit() {
  const redirect = useRedirect();
  return (
    <>
      <PageHeader title="Edit Organization" />
      <Edit
        resource="admin/organizations"
        title="Edit Organization"
        mutationMode="pessimistic"
        transform={(data: Record<string, unknown>) => ({ name: data.name, domain: data.domain || null })}
        mutationOptions={{
          onSuccess: () => {
            toast({ title: 'Organization updated successfully', variant: 'success' });
            redirect('/admin?tab=organizations');
          },
          onError: (error: unknown) => toast({ title: 'Failed to update organization', description: messageOf(error), variant: 'destructive' }),
        }}
      >
        <SimpleForm toolbar={<Toolbar><SaveButton /></Toolbar>} sx={{ maxWidth: 520 }}>
          <TextInput source="name" label="Organization name" validate={organizationName} fullWidth />
          <TextInput source="domain" label="Domain (optional)" validate={organizationDomain} fullWidth />
        </SimpleForm>
      </Edit>
    </>
  );
}
