import Box from '@mui/material/Box';
import { AutocompleteInput, DateInput, ReferenceInput, SelectInput, SimpleForm, TextInput, email, required, type Identifier } from 'react-admin';
import { EMPLOYEE_ROLES, EMPLOYEE_STATUSES, EMPLOYMENT_TYPES } from '@scorecard/contracts';
import { validateName } from '../library/libraryValidation';

/** 'Full_Time' → 'Full Time'. */
export const displayName = (value: string) => value.replace(/_/g, ' ');
const choicesOf = (values: readonly string[]) => values.map((value) => ({ id: value, name: displayName(value) }));
const ROLE_CHOICES = choicesOf(EMPLOYEE_ROLES);
const TYPE_CHOICES = choicesOf(EMPLOYMENT_TYPES);
const STATUS_CHOICES = choicesOf(EMPLOYEE_STATUSES);
const validateEmail = [email('Please enter a valid email')];
const validateRequired = [required()];
const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, width: '100%' } as const;

/** The fields an administrator edits; everything else the server stamps. */
const EDITABLE = ['name', 'email', 'role', 'department', 'position', 'level', 'employmentType', 'status', 'hireDate', 'supervisorId'] as const;

/** The body of a create or update: the editable fields only (the server refuses unknown ones); blanks become null. */
export function employeePayload(values: Record<string, unknown>) {
  return Object.fromEntries(
    EDITABLE.filter((field) => values[field] !== undefined).map((field) => {
      const value = values[field];
      return [field, typeof value === 'string' ? value.trim() || null : value];
    }),
  );
}

export const NEW_EMPLOYEE = { role: 'Employee', employmentType: 'Full_Time', status: 'Active' };

/** One form for adding and editing an employee. */
export function EmployeeForm({ employeeId }: { employeeId?: Identifier }) {
  return (
    <SimpleForm defaultValues={employeeId ? undefined : NEW_EMPLOYEE}>
      <Box sx={grid}>
        <TextInput source="name" label="Name" validate={validateName} />
        <TextInput source="email" label="Email" type="email" validate={validateEmail} />
        <SelectInput source="role" label="Role" choices={ROLE_CHOICES} validate={validateRequired} />
        <SelectInput source="status" label="Status" choices={STATUS_CHOICES} validate={validateRequired} />
        <TextInput source="department" label="Department" />
        <TextInput source="position" label="Position" />
        <TextInput source="level" label="Level" />
        <SelectInput source="employmentType" label="Employment Type" choices={TYPE_CHOICES} validate={validateRequired} />
        <DateInput source="hireDate" label="Hire Date" />
        <ReferenceInput source="supervisorId" reference="employees" sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput
            label="Supervisor"
            optionText="name"
            emptyText="None"
            format={(value: unknown) => value ?? ''}
            getOptionDisabled={(choice: { id?: Identifier }) => employeeId != null && choice.id === employeeId}
          />
        </ReferenceInput>
      </Box>
    </SimpleForm>
  );
}
