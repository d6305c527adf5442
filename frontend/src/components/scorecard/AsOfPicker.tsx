import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { isCalendarDate } from './viewState';

export const AS_OF_TEXTS = {
  label: 'As of',
  hint: 'Shows the targets and results as they stood at the end of the chosen day. Leave empty for today.',
  reset: 'Back to today',
} as const;

/** Today's calendar date where the browser is ('YYYY-MM-DD'), the picker's latest choice. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * 'As of' (DESIGN decision 22): a date field beside the view selectors; the screen then reads the
 * values as they stood at the end of that day. Empty means now; 'Back to today' empties it.
 */
export function AsOfPicker({ value, onChange }: { value: string | null; onChange: (date: string | null) => void }) {
  const hintId = useId();
  return (
    <Box data-testid="as-of" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <TextField
        size="small"
        type="date"
        label={AS_OF_TEXTS.label}
        value={value ?? ''}
        onChange={(event) => {
          const text = event.target.value;
          if (text === '') onChange(null);
          else if (isCalendarDate(text)) onChange(text);
        }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today(), 'aria-describedby': hintId, 'data-testid': 'as-of-picker' } }}
        sx={{ width: 170 }}
      />
      <VisuallyHidden>
        <span id={hintId}>{AS_OF_TEXTS.hint}</span>
      </VisuallyHidden>
      {value && (
        <Button size="small" onClick={() => onChange(null)}>
          {AS_OF_TEXTS.reset}
        </Button>
      )}
    </Box>
  );
}
