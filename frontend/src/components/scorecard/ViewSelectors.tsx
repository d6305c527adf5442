import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { periodLabel, periodsOf } from '@scorecard/scoring';
import { useId, type ReactNode } from 'react';
import { FREQUENCIES, FREQUENCY_DISPLAY_NAMES, VIEW_TYPES, type Frequency, type PeriodKey, type ViewType } from '../../lib/shared';
import { VIEW_TYPE_LABELS, type ViewState } from './viewState';
import { AsOfPicker } from './AsOfPicker';

export interface ViewSelectorsProps {
  view: ViewState;
  onFrequency: (frequency: Frequency) => void;
  onChange: (change: Partial<ViewState>) => void;
  /** label of the view-type selector: 'View Type' (Corporate BSC) or 'View Mode' (KPI Overview) */
  viewLabel?: string;
  /** controls placed before the view selectors, e.g. a function picker */
  children?: ReactNode;
  /** 'As of' (DESIGN decision 22): the date picked (null: now) and its change; no picker without it */
  asOf?: { value: string | null; onChange: (date: string | null) => void };
}

function Selector<T extends string | number>({ label, value, options, onChange, disabled, minWidth = 140 }: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  disabled?: boolean;
  minWidth?: number;
}) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth }} disabled={disabled}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        label={label}
        value={value}
        onChange={(event) => onChange(options.find((o) => String(o.value) === String(event.target.value))!.value)}
        inputProps={{ 'aria-label': label }}
      >
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/** Year, Frequency, View Period and View Type. The annual frequency forces year to date and disables View Type. */
export function ViewSelectors({ view, onFrequency, onChange, viewLabel = 'View Type', children, asOf }: ViewSelectorsProps) {
  const thisYear = new Date().getFullYear();
  const years = Array.from(new Set([thisYear + 1, thisYear, thisYear - 1, thisYear - 2, view.year])).sort((a, b) => b - a);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      {children}
      <Selector label="Frequency" value={view.frequency} options={FREQUENCIES.map((f) => ({ value: f, label: FREQUENCY_DISPLAY_NAMES[f] }))} onChange={onFrequency} />
      <Selector<PeriodKey>
        label="View Period"
        value={view.period}
        options={periodsOf(view.frequency).map((p) => ({ value: p, label: periodLabel(p) }))}
        onChange={(period) => onChange({ period })}
      />
      <Selector<number> label="Year" value={view.year} options={years.map((y) => ({ value: y, label: String(y) }))} onChange={(year) => onChange({ year })} minWidth={100} />
      <Selector<ViewType>
        label={viewLabel}
        value={view.view}
        options={VIEW_TYPES.map((v) => ({ value: v, label: VIEW_TYPE_LABELS[v] }))}
        onChange={(next) => onChange({ view: next })}
        disabled={view.frequency === 'annual'}
        minWidth={150}
      />
      {asOf && <AsOfPicker value={asOf.value} onChange={asOf.onChange} />}
    </Box>
  );
}
