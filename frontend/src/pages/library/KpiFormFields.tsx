import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  FREQUENCIES,
  FREQUENCY_DISPLAY_NAMES,
  KPI_UNITS,
  POLARITIES,
  POLARITY_DISPLAY_NAMES,
  type Frequency,
  type Polarity,
} from '../../app/shared';
import type { FieldErrors, LibraryKpiFormValues } from './libraryValidation';

export interface KpiFormFieldsProps {
  values: LibraryKpiFormValues;
  errors: FieldErrors<LibraryKpiFormValues>;
  onChange: <K extends keyof LibraryKpiFormValues>(field: K, value: LibraryKpiFormValues[K]) => void;
  /** The library form picks a unit from the list; the edit form takes free text. */
  unitInput: 'select' | 'text';
}

/** Fields shared by the add-library-KPI and edit-KPI dialogs. */
export function KpiFormFields({ values, errors, onChange, unitInput }: KpiFormFieldsProps) {
  return (
    <>
      <TextField
        label="Name"
        required
        autoFocus
        value={values.name}
        onChange={(event) => onChange('name', event.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField label="Description" multiline minRows={2} value={values.description} onChange={(event) => onChange('description', event.target.value)} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2.5 }}>
        {unitInput === 'select' ? (
          <TextField
            select
            label="Unit"
            required
            value={values.unit}
            onChange={(event) => onChange('unit', event.target.value)}
            error={Boolean(errors.unit)}
            helperText={errors.unit}
          >
            {KPI_UNITS.map((unit) => (
              <MenuItem key={unit} value={unit}>
                {unit}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField
            label="Unit"
            value={values.unit}
            onChange={(event) => onChange('unit', event.target.value)}
            error={Boolean(errors.unit)}
            helperText={errors.unit}
            slotProps={{ htmlInput: { maxLength: 50 } }}
          />
        )}
        <TextField select label="Polarity" required value={values.polarity} onChange={(event) => onChange('polarity', event.target.value as Polarity)}>
          {POLARITIES.map((polarity) => (
            <MenuItem key={polarity} value={polarity}>
              {POLARITY_DISPLAY_NAMES[polarity]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Frequency" value={values.frequency} onChange={(event) => onChange('frequency', event.target.value as Frequency)}>
          {FREQUENCIES.map((frequency) => (
            <MenuItem key={frequency} value={frequency}>
              {FREQUENCY_DISPLAY_NAMES[frequency]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box>
        <FormControlLabel
          control={<Switch checked={values.isCumulative} onChange={(event) => onChange('isCumulative', event.target.checked)} />}
          label="Cumulative"
        />
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', ml: 6, mt: -0.5 }}>
          Cumulative KPIs carry their latest value through the year; period-based KPIs add up period by period.
        </Typography>
      </Box>
    </>
  );
}
