import { ownerInputText, ownerLabel } from '../../lib/ownerLabel';
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import { AutocompleteInput, ReferenceInput, SelectInput, TextInput, required, useGetList, type Identifier } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useOrganizationLabels } from '../../lib/organization/useOrganizationLabels';
import { useSession } from '../../lib/session';
import { BSC_PERSPECTIVES, DEFAULT_OBJECTIVE_STATUS, OBJECTIVE_STATUSES, OBJECTIVE_STATUS_DISPLAY_NAMES, type Employee } from '../../lib/shared';
import { validateName, type ObjectiveFormValues } from '../library/libraryValidation';

/** A new objective: Financial, Active, no theme, no parent; the owner is proposed once known. */
export const NEW_OBJECTIVE: ObjectiveFormValues = {
  name: '',
  description: '',
  bscPerspective: 'Financial',
  themeId: '',
  status: DEFAULT_OBJECTIVE_STATUS,
  ownerId: '',
  parentObjectiveId: '',
};

const STATUS_CHOICES = OBJECTIVE_STATUSES.map((status) => ({ id: status, name: OBJECTIVE_STATUS_DISPLAY_NAMES[status] }));
/** The empty choice ('No theme', 'Unassigned', 'None') is '' in the form and null in the body. */
const emptyToBlank = (value: unknown) => value ?? '';
const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 } as const;

export interface ObjectiveFormProps {
  /** The objective edited: it cannot be its own parent. Absent when adding. */
  objectiveId?: Identifier | null;
}

/**
 * The fields of the add and edit objective dialogs (scorecard.md section 5). Themes, owners and
 * parents are looked up on the server as the user types, so no list is downloaded whole.
 */
export function ObjectiveForm({ objectiveId }: ObjectiveFormProps) {
  const { perspective } = useOrganizationLabels();
  const perspectives = BSC_PERSPECTIVES.map((key) => ({ id: key, name: perspective(key) }));
  return (
    <>
      {!objectiveId && <ProposeOwner />}
      <TextInput source="name" label="Name" validate={validateName} autoFocus helperText={false} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <TextInput source="description" label="Description" multiline minRows={2} helperText={false} />
      <Box sx={grid}>
        <SelectInput source="bscPerspective" label="BSC Perspective" choices={perspectives} validate={required()} helperText={false} />
        <SelectInput source="status" label="Status" choices={STATUS_CHOICES} validate={required()} helperText={false} />
        <ReferenceInput source="themeId" reference="themes" sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput label="Theme" optionText="name" emptyText="No theme" format={emptyToBlank} helperText={false} />
        </ReferenceInput>
        {/* Inactive employees are offered only when they already own the objective (its current value). */}
        <ReferenceInput source="ownerId" reference="employees" filter={{ status: 'Active' }} sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput label="Owner" optionText={ownerLabel} inputText={ownerInputText} emptyText="Unassigned" format={emptyToBlank} helperText={false} />
        </ReferenceInput>
      </Box>
      <ReferenceInput source="parentObjectiveId" reference="objectives" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput
          label="Parent Objective"
          optionText="name"
          emptyText="None"
          format={emptyToBlank}
          helperText={false}
          getOptionDisabled={(choice: { id?: Identifier }) => objectiveId != null && choice.id === objectiveId}
        />
      </ReferenceInput>
    </>
  );
}

/** Proposes the signed-in user's employee record as the owner of a new objective, unless one was picked. */
function ProposeOwner() {
  const { user } = useSession();
  const { setValue, getFieldState } = useFormContext();
  const { data } = useGetList<Employee>('employees', { filter: { userId: user?.id }, pagination: { page: 1, perPage: 1 } }, { enabled: Boolean(user?.id) });
  const mine = data?.[0]?.id;
  useEffect(() => {
    if (mine && !getFieldState('ownerId').isDirty) setValue('ownerId', mine);
  }, [mine, getFieldState, setValue]);
  return null;
}
