import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Employee } from '@scorecard/contracts';
import { ownerInputText, ownerLabel } from '../../lib/ownerLabel';
import { CASCADE_MESSAGES } from './cascadeMessages';

/** The owner of an assignment: active employees (and the current owner even if no longer active), or none. */
export function OwnerSelect({ value, employees, onChange }: { value: string; employees: readonly Employee[]; onChange: (ownerId: string) => void }) {
  const choices = employees.filter((e) => e.status === 'Active' || e.id === value);
  // The chosen value reads as the name alone; the "can sign in" marker is for the open list.
  const renderValue = (id: unknown) => {
    const chosen = choices.find((e) => e.id === id);
    return chosen ? ownerInputText(chosen) : '';
  };
  return (
    <TextField select label="Owner" value={value} onChange={(event) => onChange(event.target.value)} helperText=" " slotProps={{ select: { renderValue } }}>
      <MenuItem value="">
        <em>{CASCADE_MESSAGES.none}</em>
      </MenuItem>
      {choices.map((e) => (
        <MenuItem key={e.id} value={e.id}>
          {ownerLabel(e)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** An assignment weight, 1 to 100; `error` is libs/scoring's message for the value, shown on the field. */
export function WeightField({ value, error, hint, onChange }: { value: string; error?: string; hint: string; onChange: (text: string) => void }) {
  return (
    <TextField
      label="Weight (%)"
      type="number"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error || hint}
      slotProps={{ htmlInput: { min: 1, max: 100, step: 'any' } }}
    />
  );
}
