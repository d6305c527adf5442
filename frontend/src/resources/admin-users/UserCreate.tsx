import { Create, SelectInput, SimpleForm, TextInput, SaveButton, Toolbar } from 'react-admin';
import Alert from '@mui/material/Alert';
import { ADMIN_MESSAGES } from '@scorecard/contracts';
import { PageHeader } from '../../components/PageHeader';
import { useAdminSave } from '../../components/admin/useAdminSave';
import { OrganizationPicker } from './OrganizationPicker';
import { organizationIdOut, ROLE_CHOICES, validateEmail, validateFirstName, validateLastName } from './userChoices';

/** POST /api/admin/users: the person gets an invitation mail with a link to set their password. */
export function UserCreate() {
  const save = useAdminSave(ADMIN_MESSAGES.userCreated, ADMIN_MESSAGES.createUserFailed, 'users');
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
        mutationOptions={save}
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
