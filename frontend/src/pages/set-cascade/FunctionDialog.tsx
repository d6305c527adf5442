import { useEffect, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FunctionLevel } from '@scorecard/contracts';
import { FormDialog } from '../../components/FormDialog';
import { toast } from '../../lib/toast/toastStore';
import { childLevelOptions, type ChartFunction } from './cascadeLogic';
import { SCORECARD_MESSAGES } from './cascadeMessages';

export type FunctionDialogState =
  | { mode: 'create'; parent: ChartFunction | null }
  | { mode: 'edit'; fn: ChartFunction };

export interface FunctionPayload {
  name: string;
  description: string | null;
  level: FunctionLevel;
  parentId: string | null;
}

export interface FunctionDialogProps {
  state: FunctionDialogState | null;
  levelName: (level: FunctionLevel) => string;
  pending: boolean;
  onClose: () => void;
  onSubmit: (payload: FunctionPayload) => void;
}

/**
 * Add or edit a function. Creating: the level offered first is the parent's default child level;
 * editing: the level is shown but cannot change. The name is required after trimming ('Function
 * name is required' on the field and in a 'Validation Error' toast).
 */
export function FunctionDialog({ state, levelName, pending, onClose, onSubmit }: FunctionDialogProps) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [level, setLevel] = useState<FunctionLevel>('ceo');
  const [nameError, setNameError] = useState<string | null>(null);
  // The last state stays rendered while the dialog closes.
  const [shown, setShown] = useState(state);

  useEffect(() => {
    if (!state) return;
    setShown(state);
    setNameError(null);
    if (state.mode === 'edit') {
      setName(state.fn.name);
      setDescription(state.fn.description ?? '');
      setLevel(state.fn.level);
    } else {
      setName('');
      setDescription('');
      setLevel(childLevelOptions(state.parent?.level ?? null)[0] ?? 'department');
    }
  }, [state]);

  const editing = shown?.mode === 'edit';
  const parent = shown?.mode === 'create' ? shown.parent : null;
  const levels = editing ? [shown.fn.level] : childLevelOptions(parent?.level ?? null);

  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(SCORECARD_MESSAGES.functionNameRequired);
      toast({ title: SCORECARD_MESSAGES.validationErrorTitle, description: SCORECARD_MESSAGES.functionNameRequired, variant: 'destructive' });
      return;
    }
    onSubmit({
      name: trimmed,
      description: description.trim() || null,
      level,
      parentId: editing ? shown.fn.parentId : (parent?.id ?? null),
    });
  };

  return (
    <FormDialog
      open={Boolean(state)}
      title={editing ? 'Edit Function' : 'Add Function'}
      subtitle={parent ? `Reports to ${parent.name}` : editing ? undefined : 'The top of the organization chart'}
      submitLabel={editing ? 'Save Changes' : 'Create Function'}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
    >
      <TextField
        label="Function name"
        required
        autoFocus
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          if (nameError && event.target.value.trim()) setNameError(null);
        }}
        error={Boolean(nameError)}
        helperText={nameError ?? ' '}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField label="Description" multiline minRows={2} value={description} onChange={(event) => setDescription(event.target.value)} />
      <TextField
        select
        label="Level"
        value={level}
        onChange={(event) => setLevel(event.target.value as FunctionLevel)}
        disabled={editing || levels.length <= 1}
        helperText={editing ? 'The level cannot be changed once a function exists.' : ' '}
      >
        {levels.map((option) => (
          <MenuItem key={option} value={option}>
            {levelName(option)}
          </MenuItem>
        ))}
      </TextField>
      {!editing && parent === null && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Divisions, general departments and departments are added below it from its actions menu.
        </Typography>
      )}
    </FormDialog>
  );
}
