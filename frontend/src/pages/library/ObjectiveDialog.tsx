import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  BSC_PERSPECTIVES,
  DEFAULT_OBJECTIVE_STATUS,
  OBJECTIVE_STATUSES,
  OBJECTIVE_STATUS_DISPLAY_NAMES,
  type BscPerspective,
  type Employee,
  type Objective,
  type Theme,
} from '../../app/shared';
import { FormDialog } from '../../components/FormDialog';
import {
  NO_PARENT,
  NO_THEME,
  UNASSIGNED,
  hasErrors,
  objectivePayload,
  validateObjective,
  type FieldErrors,
  type ObjectiveFormValues,
} from './libraryValidation';

export type ObjectivePayload = ReturnType<typeof objectivePayload>;

export interface ObjectiveDialogProps {
  open: boolean;
  /** The objective being edited; absent when adding. */
  objective?: Objective | null;
  themes: Theme[];
  employees: Pick<Employee, 'id' | 'name' | 'status'>[];
  /** Other objectives, offered as the parent. */
  objectives: Pick<Objective, 'id' | 'name'>[];
  /** Owner proposed for a new objective (the current user's employee record). */
  defaultOwnerId?: string | null;
  perspectiveLabel: (perspective: BscPerspective) => string;
  pending?: boolean;
  onClose: () => void;
  onSubmit: (payload: ObjectivePayload) => void;
}

const initialValues = (objective: Objective | null | undefined, defaultOwnerId: string | null | undefined): ObjectiveFormValues => ({
  name: objective?.name ?? '',
  description: objective?.description ?? '',
  bscPerspective: objective?.bscPerspective ?? 'Financial',
  themeId: objective?.themeId ?? NO_THEME,
  status: objective?.status ?? DEFAULT_OBJECTIVE_STATUS,
  ownerId: objective ? (objective.ownerId ?? UNASSIGNED) : (defaultOwnerId ?? UNASSIGNED),
  parentObjectiveId: objective?.parentObjectiveId ?? NO_PARENT,
});

/** A select's options, plus the current value when the list does not hold it (still loading, or gone). */
function withCurrent<T extends { id: string; name: string }>(options: T[], current: string | null): (T | { id: string; name: string })[] {
  if (!current || options.some((option) => option.id === current)) return options;
  return [...options, { id: current, name: 'Unknown' }];
}

/** Add or edit a template objective (scorecard.md section 5: name required; 'No theme' stores null). */
export function ObjectiveDialog({
  open,
  objective,
  themes,
  employees,
  objectives,
  defaultOwnerId,
  perspectiveLabel,
  pending = false,
  onClose,
  onSubmit,
}: ObjectiveDialogProps) {
  const [values, setValues] = useState<ObjectiveFormValues>(() => initialValues(objective, defaultOwnerId));
  const [errors, setErrors] = useState<FieldErrors<ObjectiveFormValues>>({});
  const [submitted, setSubmitted] = useState(false);

  const ownerTouched = useRef(false);
  const latestDefaultOwner = useRef(defaultOwnerId);
  latestDefaultOwner.current = defaultOwnerId;

  useEffect(() => {
    if (open) {
      setValues(initialValues(objective, latestDefaultOwner.current));
      setErrors({});
      setSubmitted(false);
      ownerTouched.current = false;
    }
  }, [open, objective]);

  // The employees may load while the dialog is open: propose the owner without resetting the form.
  useEffect(() => {
    if (open && !objective && defaultOwnerId && !ownerTouched.current) setValues((current) => ({ ...current, ownerId: defaultOwnerId }));
  }, [open, objective, defaultOwnerId]);

  const update = <K extends keyof ObjectiveFormValues>(field: K, value: ObjectiveFormValues[K]) => {
    if (field === 'ownerId') ownerTouched.current = true;
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateObjective(next));
  };

  const submit = () => {
    setSubmitted(true);
    const found = validateObjective(values);
    setErrors(found);
    if (!hasErrors(found)) onSubmit(objectivePayload(values));
  };

  // Inactive employees stay listed only when they already own this objective.
  const owners = withCurrent(
    employees.filter((employee) => employee.status === 'Active' || employee.id === values.ownerId),
    values.ownerId === UNASSIGNED ? null : values.ownerId,
  );
  const parents = withCurrent(
    objectives.filter((candidate) => candidate.id !== objective?.id),
    values.parentObjectiveId === NO_PARENT ? null : values.parentObjectiveId,
  );
  const themeOptions = withCurrent(themes, values.themeId === NO_THEME ? null : values.themeId);
  const editing = Boolean(objective);

  return (
    <FormDialog
      open={open}
      title={editing ? 'Edit Objective' : 'Add Objective'}
      subtitle={editing ? undefined : 'A template objective. Targets are set in Set & Cascade.'}
      submitLabel={editing ? 'Save Changes' : 'Create Objective'}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
    >
      <TextField
        label="Name"
        required
        autoFocus
        value={values.name}
        onChange={(event) => update('name', event.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField label="Description" multiline minRows={2} value={values.description} onChange={(event) => update('description', event.target.value)} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
        <TextField select label="BSC Perspective" value={values.bscPerspective} onChange={(event) => update('bscPerspective', event.target.value as BscPerspective)}>
          {BSC_PERSPECTIVES.map((perspective) => (
            <MenuItem key={perspective} value={perspective}>
              {perspectiveLabel(perspective)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Status" value={values.status} onChange={(event) => update('status', event.target.value as ObjectiveFormValues['status'])}>
          {OBJECTIVE_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {OBJECTIVE_STATUS_DISPLAY_NAMES[status]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Theme" value={values.themeId} onChange={(event) => update('themeId', event.target.value)}>
          <MenuItem value={NO_THEME}>No theme</MenuItem>
          {themeOptions.map((theme) => (
            <MenuItem key={theme.id} value={theme.id}>
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'color' in theme ? theme.color : 'transparent' }} />
                {theme.name}
              </Box>
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Owner" value={values.ownerId} onChange={(event) => update('ownerId', event.target.value)}>
          <MenuItem value={UNASSIGNED}>Unassigned</MenuItem>
          {owners.map((employee) => (
            <MenuItem key={employee.id} value={employee.id}>
              {employee.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <TextField select label="Parent Objective" value={values.parentObjectiveId} onChange={(event) => update('parentObjectiveId', event.target.value)}>
        <MenuItem value={NO_PARENT}>None</MenuItem>
        {parents.map((parent) => (
          <MenuItem key={parent.id} value={parent.id}>
            {parent.name}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
