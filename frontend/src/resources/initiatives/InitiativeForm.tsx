import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateInput,
  NumberInput,
  ReferenceInput,
  RemoveItemButton,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  maxValue,
  minValue,
  number,
  regex,
  required,
  useCreate,
  useNotify,
  useRedirect,
  useSimpleFormIterator,
  useUpdate,
  type Identifier,
} from 'react-admin';
import { ownerInputText, ownerLabel } from '../../lib/ownerLabel';
import { INITIATIVE_STATUSES } from '../../lib/shared';
import { ObjectiveAssignmentInput } from '../../components/initiatives/ObjectiveAssignmentInput';
import { fieldErrorsOf, initiativePayload, MONEY_PATTERN, newInitiative } from './initiativeForm';

const STATUS_CHOICES = INITIATIVE_STATUSES.map((status) => ({ id: status, name: status }));
const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5, width: '100%', '& .MuiFormControl-root': { my: 0 } } as const;
const validateName = [required('Name is required')];
const validateOwner = [required('Owner is required')];
const validateDate = [required()];
const validatePercent = [number(), minValue(0, 'Percent complete must be a whole number from 0 to 100'), maxValue(100, 'Percent complete must be a whole number from 0 to 100')];
const validateMoney = (field: string) => [regex(MONEY_PATTERN, `${field} must be an amount of 0 or more with at most 2 decimals`)];
const validateBudget = validateMoney('Budget');
const validateSpent = validateMoney('Spent');
const validateMilestoneName = [required('Milestone name is required')];
const emptyToBlank = (value: unknown) => value ?? '';

/** Saves through the data provider; the server's field messages are shown on their fields (react-admin's submission errors). */
function useInitiativeSave(id?: Identifier) {
  const [create] = useCreate();
  const [update] = useUpdate();
  const notify = useNotify();
  const redirect = useRedirect();
  return async (values: Record<string, unknown>) => {
    const data = initiativePayload(values);
    try {
      if (id === undefined) await create('initiatives', { data }, { returnPromise: true });
      else await update('initiatives', { id, data, previousData: values }, { mutationMode: 'pessimistic', returnPromise: true });
      notify(id === undefined ? 'Initiative created successfully' : 'Initiative updated successfully', { type: 'success' });
      redirect('list', 'initiatives');
      return undefined;
    } catch (error) {
      const { fields, other } = fieldErrorsOf((error as { body?: unknown }).body ?? { message: (error as Error).message });
      const message = other[0] ?? Object.values(fields)[0] ?? 'The initiative could not be saved';
      notify(message, { type: 'error' });
      return fields;
    }
  };
}

/** Adds a milestone at the end of the list (a named button, not a bare icon). */
function AddMilestoneButton() {
  const { add } = useSimpleFormIterator();
  return (
    <MuiButton size="small" startIcon={<AddCircleOutline />} onClick={() => add({ name: '', dueDate: '', done: false })}>
      Add milestone
    </MuiButton>
  );
}

/** One form for adding and editing an initiative: fields, objectives served, and milestones as an editable list. */
export function InitiativeForm({ initiativeId }: { initiativeId?: Identifier }) {
  const save = useInitiativeSave(initiativeId);
  return (
    <SimpleForm defaultValues={initiativeId ? undefined : newInitiative()} onSubmit={save}>
      <Box sx={grid}>
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <TextInput source="name" label="Name" validate={validateName} helperText={false} fullWidth slotProps={{ htmlInput: { maxLength: 200 } }} />
        </Box>
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <TextInput source="description" label="Description" multiline minRows={2} helperText={false} fullWidth />
        </Box>
        <ReferenceInput source="ownerId" reference="employees" filter={{ status: 'Active' }} sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput label="Owner" optionText={ownerLabel} inputText={ownerInputText} format={emptyToBlank} validate={validateOwner} helperText={false} />
        </ReferenceInput>
        <SelectInput source="status" label="Status" choices={STATUS_CHOICES} validate={required()} helperText={false} />
        <DateInput source="startDate" label="Start Date" validate={validateDate} helperText={false} />
        <DateInput source="dueDate" label="Due Date" validate={validateDate} helperText={false} />
        <NumberInput source="percentComplete" label="Percent Complete" min={0} max={100} step={1} validate={validatePercent} helperText={false} />
        <Box />
        <TextInput source="budget" label="Budget" validate={validateBudget} helperText={false} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <TextInput source="spent" label="Spent" validate={validateSpent} helperText={false} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <ObjectiveAssignmentInput source="objectiveAssignmentIds" label="Objectives" multiple helperText="The objectives this initiative serves" />
        </Box>
      </Box>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mt: 3 }}>
        Milestones
      </Typography>
      <ArrayInput source="milestones" label={false} helperText={false}>
        <SimpleFormIterator
          inline
          disableReordering
          disableClear
          addButton={<AddMilestoneButton />}
          removeButton={<RemoveItemButton label="Remove milestone" />}
          // The remove button stays visible (react-admin hides it until hover, which keyboards never do).
          sx={{
            '& .RaSimpleFormIterator-inline': { flexWrap: 'wrap', rowGap: 1.5, columnGap: 2, alignItems: 'center' },
            '& .RaSimpleFormIterator-line': { py: 1.5 },
            '& .RaSimpleFormIterator-action': { visibility: 'visible' },
          }}
        >
          <TextInput source="name" label="Milestone name" validate={validateMilestoneName} helperText={false} />
          <DateInput source="dueDate" label="Milestone due date" validate={validateDate} helperText={false} />
          <BooleanInput source="done" label="Done" helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}
