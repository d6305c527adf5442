import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface SelectOption {
  value: string;
  label: string;
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
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
