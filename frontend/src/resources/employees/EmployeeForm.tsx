import Box from '@mui/material/Box';
import { AutocompleteInput, DateInput, ReferenceInput, SelectInput, SimpleForm, TextInput, email, required, useNotify, useRedirect, type Identifier } from 'react-admin';
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
const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5, width: '100%', '& .MuiFormControl-root': { my: 0 } } as const;

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

/** After a save: say so, and go back to the list. */
export function useSavedThenList(message: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  return () => {
    notify(message, { type: 'success' });
    redirect('list', 'employees');
  };
}

export const NEW_EMPLOYEE = { role: 'Employee', employmentType: 'Full_Time', status: 'Active' };

/** One form for adding and editing an employee. */
export function EmployeeForm({ employeeId }: { employeeId?: Identifier }) {
  return (
    <SimpleForm defaultValues={employeeId ? undefined : NEW_EMPLOYEE}>
      {/* Fields carry no reserved helper line (an error still shows under its field); the grid's gap spaces them. */}
      <Box sx={grid}>
        <TextInput source="name" label="Name" helperText={false} validate={validateName} />
        <TextInput source="email" label="Email" helperText={false} type="email" validate={validateEmail} />
        <SelectInput source="role" label="Role" helperText={false} choices={ROLE_CHOICES} validate={validateRequired} />
        <SelectInput source="status" label="Status" helperText={false} choices={STATUS_CHOICES} validate={validateRequired} />
        <TextInput source="department" label="Department" helperText={false} />
        <TextInput source="position" label="Position" helperText={false} />
        <TextInput source="level" label="Level" helperText={false} />
        <SelectInput source="employmentType" label="Employment Type" helperText={false} choices={TYPE_CHOICES} validate={validateRequired} />
        <DateInput source="hireDate" label="Hire Date" helperText={false} />
        <ReferenceInput source="supervisorId" reference="employees" sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput
            label="Supervisor"
            optionText="name"
            emptyText="None"
            helperText={false}
            format={(value: unknown) => value ?? ''}
            getOptionDisabled={(choice: { id?: Identifier }) => employeeId != null && choice.id === employeeId}
          />
        </ReferenceInput>
      </Box>
    </SimpleForm>
  );
}
