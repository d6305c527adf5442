import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface SelectOption {
  value: string;
  label: string;
  /** What the closed field shows once chosen, when it differs from the list's text (e.g. an owner's name without the "can sign in" marker). */
  valueLabel?: string;
}

export interface SelectFieldProps {
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  required?: boolean;
  error?: string;
  size?: 'small' | 'medium';
}

/** A labelled select of the requests screen (filters and form); no item has an empty value. */
export function SelectField({ label, value, options, onChange, required, error, size }: SelectFieldProps) {
  return (
    <TextField
      select
      fullWidth
      size={size}
      required={required}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ select: { renderValue: (chosen) => {
        const option = options.find((o) => o.value === chosen);
        return option ? (option.valueLabel ?? option.label) : '';
      } } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
