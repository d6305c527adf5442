import { Edit, SelectInput, SimpleForm, TextInput, useRedirect, SaveButton, Toolbar } from 'react-admin';
import { ADMIN_MESSAGES } from '@scorecard/contracts';
import { toast } from '../../app/toast/toastStore';
import { PageHeader } from '../../components/PageHeader';
import { messageOf } from '../admin-organizations/OrganizationCreate';
import { OrganizationPicker } from './OrganizationPicker';
import { organizationIdOut, ROLE_CHOICES } from './userChoices';

/** PATCH /api/admin/users/:id: role and organization only (moving a user moves their employee record). */
export function UserEdit() {
  const redirect = useRedirect();
  return (
    <>
      <PageHeader title="Edit User" />
      <Edit
        resource="admin/users"
        title="Edit User"
        mutationMode="pessimistic"
        transform={(data: Record<string, unknown>) => ({ role: data.role, organizationId: organizationIdOut(data.organizationId) })}
        mutationOptions={{
          onSuccess: () => {
            toast({ title: ADMIN_MESSAGES.userUpdated, variant: 'success' });
            redirect('/admin?tab=users');
          },
          onError: (error: unknown) => toast({ title: ADMIN_MESSAGES.updateUserFailed, description: messageOf(error), variant: 'destructive' }),
        }}
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
