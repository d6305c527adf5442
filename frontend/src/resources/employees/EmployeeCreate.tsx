import { Create, useNotify, useRedirect } from 'react-admin';
import { PageHeader } from '../../components/PageHeader';
import { EmployeeForm, employeePayload } from './EmployeeForm';

export function EmployeeCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = () => {
    notify('Employee created successfully', { type: 'success' });
    redirect('list', 'employees');
  };
  return (
    <>
      <PageHeader title="Add Employee" />
      <Create title={false} transform={employeePayload} mutationOptions={{ onSuccess }}>
        <EmployeeForm />
      </Create>
    </>
  );
}
