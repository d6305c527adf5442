import { Create } from 'react-admin';
import { PageHeader } from '../../components/PageHeader';
import { EmployeeForm, employeePayload, useSavedThenList } from './EmployeeForm';

export function EmployeeCreate() {
  const onSuccess = useSavedThenList('Employee created successfully');
  return (
    <>
      <PageHeader title="Add Employee" />
      <Create title={false} transform={employeePayload} mutationOptions={{ onSuccess }}>
        <EmployeeForm />
      </Create>
    </>
  );
}
