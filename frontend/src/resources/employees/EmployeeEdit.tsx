import { Edit, useGetRecordId } from 'react-admin';
import { EmployeeForm, employeePayload } from './EmployeeForm';

export function EmployeeEdit() {
  const id = useGetRecordId();
  return (
    <Edit title="Edit Employee" mutationMode="pessimistic" redirect="list" transform={employeePayload}>
      <EmployeeForm employeeId={id} />
    </Edit>
  );
}
