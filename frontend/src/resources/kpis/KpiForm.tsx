import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BooleanInput, SelectInput, TextInput, required } from 'react-admin';
import { DEFAULT_KPI_FREQUENCY, DEFAULT_KPI_UNIT, DEFAULT_POLARITY, FREQUENCIES, FREQUENCY_DISPLAY_NAMES, KPI_UNITS, POLARITIES, POLARITY_DISPLAY_NAMES, YTD_AGGREGATIONS, type YtdAggregation } from '../../lib/shared';
import { FormulaInput, useHasFormula } from './FormulaInput';
import { listedUnit, validateName, type KpiFormValues } from '../library/libraryValidation';

/** A new library KPI: %, Higher Better, Quarterly, period-based. */
export const NEW_KPI: KpiFormValues = {
  name: '',
  description: '',
  unit: DEFAULT_KPI_UNIT,
  polarity: DEFAULT_POLARITY,
  frequency: DEFAULT_KPI_FREQUENCY,
  isCumulative: false,
  formula: '',
  ytdAggregation: 'sum',
};

export const YTD_AGGREGATION_NAMES: Record<YtdAggregation, string> = {
  sum: 'Sum of the periods',
  average: 'Average of the periods',
  last: 'Last period',
  formula: 'Formula over the year-to-date sums',
};
const YTD_CHOICES = YTD_AGGREGATIONS.map((id) => ({ id, name: YTD_AGGREGATION_NAMES[id] }));

const UNIT_CHOICES = KPI_UNITS.map((unit) => ({ id: unit, name: unit }));
const POLARITY_CHOICES = POLARITIES.map((polarity) => ({ id: polarity, name: POLARITY_DISPLAY_NAMES[polarity] }));
const FREQUENCY_CHOICES = FREQUENCIES.map((frequency) => ({ id: frequency, name: FREQUENCY_DISPLAY_NAMES[frequency] }));
const validateRequired = [required()];

export interface KpiFormProps {
  /** Adding picks the unit from the list (required); editing takes free text (optional). */
  mode: 'create' | 'edit';
}

/** The fields of the add-library-KPI and edit-KPI dialogs (scorecard.md section 5). */
export function KpiForm({ mode }: KpiFormProps) {
  const hasFormula = useHasFormula();
  return (
    <>
      <TextInput source="name" label="Name" validate={validateName} autoFocus helperText={false} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <TextInput source="description" label="Description" multiline minRows={2} helperText={false} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2.5 }}>
        {mode === 'create' ? (
          <SelectInput source="unit" label="Unit" choices={UNIT_CHOICES} validate={listedUnit} helperText={false} />
        ) : (
          <TextInput source="unit" label="Unit" helperText={false} slotProps={{ htmlInput: { maxLength: 50 } }} />
        )}
        <SelectInput source="polarity" label="Polarity" choices={POLARITY_CHOICES} validate={validateRequired} helperText={false} />
        <SelectInput source="frequency" label="Frequency" choices={FREQUENCY_CHOICES} validate={validateRequired} helperText={false} />
      </Box>
      <Box>
        <BooleanInput source="isCumulative" label="Cumulative" helperText={false} />
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', ml: 6, mt: -0.5 }}>
          Cumulative KPIs carry their latest value through the year; period-based KPIs add up period by period.
        </Typography>
      </Box>
      <FormulaInput />
      {hasFormula && (
        <SelectInput
          source="ytdAggregation"
          label="Year-to-date"
          choices={YTD_CHOICES}
          validate={validateRequired}
          helperText="How the year so far is worked out: for a ratio, the formula over the year-to-date sums of its inputs"
        />
      )}
    </>
  );
}
