import { Create, SelectInput, SimpleForm, TextInput, useRedirect, SaveButton, Toolbar } from 'react-admin';
import Alert from '@mui/material/Alert';
import { ADMIN_MESSAGES } from '@scorecard/contracts';
import { toast } from '../../app/toast/toastStore';
import { PageHeader } from '../../components/PageHeader';
import { messageOf } from '../admin-organizations/OrganizationCreate';
import { OrganizationPicker } from './OrganizationPicker';
import { organizationIdOut, ROLE_CHOICES, validateEmail, validateFirstName, validateLastName } from './userChoices';

/** POST /api/admin/users: the person gets an invitation mail with a link to set their password. */
export function UserCreate() {
  const redirect = useRedirect();
  return (
    <>
      <PageHeader title="Create User" />
      <Create
        resource="admin/users"
        title="Create User"
        transform={(data: Record<string, unknown>) => ({
          email: String(data.email ?? '').trim(),
          firstName: String(data.firstName ?? '').trim(),
          lastName: String(data.lastName ?? '').trim(),
          role: data.role,
          organizationId: organizationIdOut(data.organizationId),
        })}
        mutationOptions={{
          onSuccess: () => {
            toast({ title: ADMIN_MESSAGES.userCreated, variant: 'success' });
            redirect('/admin?tab=users');
          },
          onError: (error: unknown) => toast({ title: ADMIN_MESSAGES.createUserFailed, description: messageOf(error), variant: 'destructive' }),
        }}
      >
        <SimpleForm toolbar={<Toolbar><SaveButton /></Toolbar>} defaultValues={{ role: 'user', organizationId: null }} sx={{ maxWidth: 560 }}>
          <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
            The new user receives an e-mail with a link to set their password.
          </Alert>
          <TextInput source="email" label="Email" type="email" validate={validateEmail} fullWidth autoFocus />
          <TextInput source="firstName" label="First name" validate={validateFirstName} fullWidth />
          <TextInput source="lastName" label="Last name" validate={validateLastName} fullWidth />
          <SelectInput source="role" label="Role" choices={ROLE_CHOICES} fullWidth />
          <OrganizationPicker />
        </SimpleForm>
      </Create>
    </>
  );
}
