import { Create } from 'react-admin';
import { EmployeeForm, employeePayload } from './EmployeeForm';

export function EmployeeCreate() {
  return (
    <Create title="Add Employee" redirect="list" transform={employeePayload}>
      <EmployeeForm />
    </Create>
  );
}
