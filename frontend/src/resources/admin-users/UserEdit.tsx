import { Edit, SelectInput, SimpleForm, TextInput, SaveButton, Toolbar } from 'react-admin';
import { ADMIN_MESSAGES } from '@scorecard/contracts';
import { PageHeader } from '../../components/PageHeader';
import { useAdminSave } from '../../components/admin/useAdminSave';
import { OrganizationPicker } from './OrganizationPicker';
import { organizationIdOut, ROLE_CHOICES } from './userChoices';

/** PATCH /api/admin/users/:id: role and organization only (moving a user moves their employee record). */
export function UserEdit() {
  const save = useAdminSave(ADMIN_MESSAGES.userUpdated, ADMIN_MESSAGES.updateUserFailed, 'users');
  return (
    <>
      <PageHeader title="Edit User" />
      <Edit
        resource="admin/users"
        title="Edit User"
        mutationMode="pessimistic"
        transform={(data: Record<string, unknown>) => ({ role: data.role, organizationId: organizationIdOut(data.organizationId) })}
        mutationOptions={save}
      >
        <SimpleForm toolbar={<Toolbar><SaveButton /></Toolbar>} sx={{ maxWidth: 560 }}>
          <TextInput source="email" label="Email" disabled fullWidth />
          <SelectInput source="role" label="Role" choices={ROLE_CHOICES} fullWidth />
          <OrganizationPicker />
        </SimpleForm>
      </Edit>
    </>
  );
}
