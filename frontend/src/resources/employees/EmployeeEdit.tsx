import { Edit, useGetRecordId } from 'react-admin';
import { PageHeader } from '../../components/PageHeader';
import { EmployeeForm, employeePayload, useSavedThenList } from './EmployeeForm';

export function EmployeeEdit() {
  const id = useGetRecordId();
  const onSuccess = useSavedThenList('Employee updated successfully');
  return (
    <>
      <PageHeader title="Edit Employee" />
      <Edit title={false} actions={false} mutationMode="pessimistic" transform={employeePayload} mutationOptions={{ onSuccess }}>
        <EmployeeForm employeeId={id} />
      </Edit>
    </>
  );
}
