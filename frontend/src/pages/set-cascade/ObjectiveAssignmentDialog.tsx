import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BSC_PERSPECTIVES,
  DEFAULT_ASSIGNMENT_WEIGHT,
  parentLevel,
  type BscPerspective,
  type Employee,
  type FunctionLevel,
  type Objective,
  type ObjectiveAssignment,
} from '@scorecard/contracts';
import { checkAssignmentWeight } from '@scorecard/scoring';
import { FormDialog } from '../../components/FormDialog';
import type { ChartFunction, ParentOption } from './cascadeLogic';
import { OwnerSelect, WeightField } from './AssignmentFields';
import { CASCADE_MESSAGES, SCORECARD_MESSAGES } from './cascadeMessages';

export type ObjectiveDialogState = { mode: 'create' } | { mode: 'edit'; assignment: ObjectiveAssignment };

export interface ObjectiveAssignmentPayload {
  objectiveId: string;
  ownerId: string | null;
  parentObjectiveAssignmentId: string | null;
  weight: number;
  target: number | null;
}

export interface ObjectiveAssignmentDialogProps {
  state: ObjectiveDialogState | null;
  fn: ChartFunction;
  year: string;
  objectives: readonly Objective[];
  objectivesById: ReadonlyMap<string, Objective>;
  employees: readonly Employee[];
  /** the current user's employee record: the owner offered when the objective has none */
  defaultOwnerId: string | null;
  /** null at the CEO level; undefined while loading */
  parentOptions: ParentOption[] | null | undefined;
  /** objectives already assigned to the function this year */
  assignedObjectiveIds: ReadonlySet<string>;
  perspectiveName: (perspective: BscPerspective) => string;
  levelName: (level: FunctionLevel) => string;
  pending: boolean;
  /** the server's refusal of the last attempt, shown in the dialog */
  serverError: string | null;
  onClose: () => void;
  onSubmit: (payload: ObjectiveAssignmentPayload) => void;
}

const PARENT_REQUIRED = 'Parent objective is required';

/** 'Assign Objective' (objective, owner, weight 1-100 default 25, optional target, parent link) and 'Edit Objective Assignment' (weight, target, owner). */
export function ObjectiveAssignmentDialog(props: ObjectiveAssignmentDialogProps) {
  const { state, fn, year, objectives, objectivesById, employees, defaultOwnerId, parentOptions, assignedObjectiveIds, perspectiveName, levelName, pending, serverError, onClose, onSubmit } = props;
  const [objectiveId, setObjectiveId] = useState('');
  const [ownerId, setOwnerId] = useState('');
  const [ownerTouched, setOwnerTouched] = useState(false);
  const [weight, setWeight] = useState(String(DEFAULT_ASSIGNMENT_WEIGHT));
  const [target, setTarget] = useState('');
  const [parentId, setParentId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [shown, setShown] = useState(state);

  useEffect(() => {
    if (!state) return;
    setShown(state);
    setErrors({});
    setOwnerTouched(false);
    if (state.mode === 'edit') {
      const a = state.assignment;
      setObjectiveId(a.objectiveId);
      setOwnerId(a.ownerId ?? '');
      setWeight(String(a.weight));
      setTarget(a.target === null ? '' : String(a.target));
      setParentId(a.parentObjectiveAssignmentId ?? '');
    } else {
      setObjectiveId('');
      setOwnerId(defaultOwnerId ?? '');
      setWeight(String(DEFAULT_ASSIGNMENT_WEIGHT));
      setTarget('');
      setParentId('');
    }
  }, [state, defaultOwnerId]);

  // A single parent choice is taken at once.
  useEffect(() => {
    if (state?.mode === 'create' && parentOptions?.length === 1) setParentId(parentOptions[0]!.id);
  }, [state, parentOptions]);

  const editing = shown?.mode === 'edit';
  const upperLevel = parentLevel(fn.level);
  const noParents = !editing && Array.isArray(parentOptions) && parentOptions.length === 0;
  const objectiveName = objectivesById.get(objectiveId)?.name ?? CASCADE_MESSAGES.unknown;

  const chooseObjective = (id: string) => {
    setObjectiveId(id);
    setErrors((current) => ({ ...current, objectiveId: '' }));
    // The objective's owner is the natural owner of its assignment, unless one was chosen already.
    const owner = objectivesById.get(id)?.ownerId;
    if (!ownerTouched && owner) setOwnerId(owner);
  };

  const submit = () => {
    const found: Record<string, string> = {};
    if (!objectiveId) found.objectiveId = SCORECARD_MESSAGES.objectiveSelectionRequired;
    const weightProblem = checkAssignmentWeight(weight);
    if (weightProblem) found.weight = weightProblem;
    if (target.trim() && !Number.isFinite(Number(target))) found.target = SCORECARD_MESSAGES.invalidNumber;
    if (!editing && upperLevel && !parentId) found.parentId = PARENT_REQUIRED;
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    onSubmit({
      objectiveId,
      ownerId: ownerId || null,
      parentObjectiveAssignmentId: upperLevel ? parentId || null : null,
      weight: Number(weight),
      target: target.trim() ? Number(target) : null,
    });
  };

  const grouped = BSC_PERSPECTIVES.map((perspective) => ({
    perspective,
    items: objectives.filter((o) => o.bscPerspective === perspective),
  })).filter((group) => group.items.length > 0);

  return (
    <FormDialog
      open={Boolean(state)}
      title={editing ? 'Edit Objective Assignment' : 'Assign Objective'}
      subtitle={editing ? `${objectiveName} · ${fn.name} · ${year}` : `To ${fn.name} (${levelName(fn.level)}) for ${year}`}
      submitLabel={editing ? 'Save Changes' : 'Assign Objective'}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      submitDisabled={noParents}
    >
      {serverError && <Alert severity="error">{serverError}</Alert>}
      {!editing && (
        <TextField
          select
          label="Objective"
          required
          value={objectiveId}
          onChange={(event) => chooseObjective(event.target.value)}
          error={Boolean(errors.objectiveId)}
          helperText={errors.objectiveId || (objectives.length === 0 ? 'The Library has no objectives yet: create them there first.' : ' ')}
        >
          {grouped.flatMap((group) => [
            <ListSubheader key={`h-${group.perspective}`}>{perspectiveName(group.perspective)}</ListSubheader>,
            ...group.items.map((o) => (
              <MenuItem key={o.id} value={o.id} disabled={assignedObjectiveIds.has(o.id)}>
                {o.name}
                {assignedObjectiveIds.has(o.id) ? ' (already assigned)' : ''}
              </MenuItem>
            )),
          ])}
        </TextField>
      )}
      {!editing && upperLevel && (
        noParents ? (
          <Alert severity="warning">{CASCADE_MESSAGES.noParentObjectives(levelName(upperLevel))}</Alert>
        ) : (
          <TextField
            select
            label={`Parent objective (${levelName(upperLevel)})`}
            required
            value={parentId}
            onChange={(event) => {
              setParentId(event.target.value);
              setErrors((current) => ({ ...current, parentId: '' }));
            }}
            disabled={parentOptions === undefined}
            error={Boolean(errors.parentId)}
            helperText={errors.parentId || 'The objective of the level above that this one contributes to.'}
          >
            {(parentOptions ?? []).map((option) => (
              <MenuItem key={option.id} value={option.id}>
                <Box>
                  <Typography component="span" sx={{ display: 'block' }}>
                    {option.label}
                  </Typography>
                  <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                    {option.functionName}
                  </Typography>
                </Box>
              </MenuItem>
            ))}
          </TextField>
        )
      )}
      <OwnerSelect
        value={ownerId}
        employees={employees}
        onChange={(id) => {
          setOwnerId(id);
          setOwnerTouched(true);
        }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <WeightField
          value={weight}
          error={errors.weight}
          hint="From 1 to 100; the objectives of a function total 100."
          onChange={(text) => {
            setWeight(text);
            setErrors((current) => ({ ...current, weight: '' }));
          }}
        />
        <TextField
          label="Target (optional)"
          type="number"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          error={Boolean(errors.target)}
          helperText={errors.target || ' '}
          slotProps={{ htmlInput: { step: 'any' } }}
        />
      </Box>
    </FormDialog>
  );
}
