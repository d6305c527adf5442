import { Edit, SimpleForm, TextInput, SaveButton, Toolbar } from 'react-admin';
import { PageHeader } from '../../components/PageHeader';
import { useAdminSave } from '../../components/admin/useAdminSave';
import { organizationDomain, organizationName } from './organizationValidation';

/** Name and domain; status and plan change from the list's actions. */
export function OrganizationEdit() {
  const save = useAdminSave('Organization updated successfully', 'Failed to update organization', 'organizations');
  return (
    <>
      <PageHeader title="Edit Organization" />
      <Edit
        resource="admin/organizations"
        title="Edit Organization"
        mutationMode="pessimistic"
        transform={(data: Record<string, unknown>) => ({ name: data.name, domain: data.domain || null })}
        mutationOptions={save}
      >
        <SimpleForm toolbar={<Toolbar><SaveButton /></Toolbar>} sx={{ maxWidth: 520 }}>
          <TextInput source="name" label="Organization name" validate={organizationName} fullWidth />
          <TextInput source="domain" label="Domain (optional)" validate={organizationDomain} fullWidth />
        </SimpleForm>
      </Edit>
    </>
  );
}
