import { Edit, useGetRecordId, useNotify, useRedirect } from 'react-admin';
import { PageHeader } from '../../components/PageHeader';
import { EmployeeForm, employeePayload } from './EmployeeForm';

export function EmployeeEdit() {
  const id = useGetRecordId();
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = () => {
    notify('Employee updated successfully', { type: 'success' });
    redirect('list', 'employees');
  };
  return (
    <>
      <PageHeader title="Edit Employee" />
      <Edit title={false} actions={false} mutationMode="pessimistic" transform={employeePayload} mutationOptions={{ onSuccess }}>
        <EmployeeForm employeeId={id} />
      </Edit>
    </>
  );
}
